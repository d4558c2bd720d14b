import type { AppLoadContext } from "@remix-run/cloudflare";
import { href } from "../../../tenants/routes";
import type { TripDetail, TripTour } from "../../../workers/services/trips/index";
import { imageUrl } from "../../lib/images/image-url";
import { paymentCurrency } from "../../lib/sales/payment-plan";
import { tripProductJsonLd } from "../../lib/trip/jsonld";

/**
 * The trip as structured data: a Product with an Offer per departure, absolute URLs on this
 * site, each price the one charged (euros or pounds, whatever currency the page shows).
 */
export function tripJsonLd(context: AppLoadContext, trip: TripDetail, tours: readonly TripTour[], canonical: string) {
  const origin = new URL(canonical).origin;
  const host = context.tenant.imageHost || origin;
  const charged = paymentCurrency(context.currency);
  return tripProductJsonLd(
    {
      title: trip.title,
      description: trip.description,
      url: canonical,
      image: trip.image ? imageUrl(host, trip.image, "webp-large") : null,
      brand: "Caravan",
      sku: `travel-${trip.id}`,
    },
    tours.map((tour) => ({
      id: tour.id,
      startingDate: tour.startingDate,
      endingDate: tour.endingDate,
      salesStatus: tour.salesStatus,
      price: tour.prices[charged]?.price ?? tour.price,
      currency: tour.prices[charged] ? charged : tour.currency,
      url: origin + href(context.tenant.pathLocale, "travels-travel-tour", { travel: trip.slug, tour: tour.id }),
    })),
  );
}
