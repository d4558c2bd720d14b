/**
 * Structured data for the trip and tour pages: a schema.org Product with one Offer per
 * departure, availability mapped from the sales status (tour-status.ts). Each Offer states the
 * price the visitor is charged, in the currency it is charged in (euros or pounds), never a
 * converted approximation. A trip with no departures offers nothing to buy: it is described as
 * a TouristTrip, with no offers.
 */
import { decimalAmount } from "../format/money";
import { offerAvailability, type TourStatus } from "./tour-status";

/** A departure as structured data states it: `price` in cents of `currency`, the currency payment is taken in. */
export type JsonLdTour = {
  id: number;
  startingDate: string;
  endingDate: string;
  salesStatus: TourStatus;
  price: number;
  currency: string;
  url: string;
};
export type JsonLdTrip = { title: string; description: string; url: string; image: string | null; brand: string; sku: string };

export function tripProductJsonLd(trip: JsonLdTrip, tours: readonly JsonLdTour[]) {
  const about = {
    "@context": "https://schema.org",
    name: trip.title,
    description: trip.description,
    url: trip.url,
    ...(trip.image ? { image: trip.image } : {}),
  };
  if (tours.length === 0) {
    return { ...about, "@type": "TouristTrip", provider: { "@type": "Organization", name: trip.brand } };
  }
  return {
    ...about,
    "@type": "Product",
    sku: trip.sku,
    brand: { "@type": "Brand", name: trip.brand },
    offers: tours.map((tour) => ({
      "@type": "Offer",
      sku: String(tour.id),
      url: tour.url,
      price: decimalAmount(tour.price),
      priceCurrency: tour.currency,
      availability: offerAvailability(tour.salesStatus),
      validFrom: tour.startingDate,
      availabilityEnds: tour.endingDate,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
