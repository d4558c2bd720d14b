/**
 * Structured data for the trip and tour pages (issue 6 §7): a schema.org Product with one
 * Offer per departure, availability mapped from the sales status (tour-status.ts), the price
 * in the page currency (cents divided by 100 only here, at the edge of the formatter).
 */
import { decimalAmount } from "../format/money";
import { offerAvailability, type TourStatus } from "./tour-status";

export type JsonLdTour = { id: number; startingDate: string; endingDate: string; salesStatus: TourStatus; price: number; url: string };
export type JsonLdTrip = { title: string; description: string; url: string; image: string | null; brand: string; sku: string };

export function tripProductJsonLd(trip: JsonLdTrip, tours: readonly JsonLdTour[], currency: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: trip.title,
    description: trip.description,
    sku: trip.sku,
    url: trip.url,
    ...(trip.image ? { image: trip.image } : {}),
    brand: { "@type": "Brand", name: trip.brand },
    offers: tours.map((tour) => ({
      "@type": "Offer",
      sku: String(tour.id),
      url: tour.url,
      price: decimalAmount(tour.price),
      priceCurrency: currency,
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
