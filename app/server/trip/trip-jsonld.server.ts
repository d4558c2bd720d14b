import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TripDetail } from "../../../workers/services/trips/index";
import { imageUrl } from "../../lib/images/image-url";
import { tripProductJsonLd } from "../../lib/trip/jsonld";
import type { DepartureView } from "../../lib/trip/departure-view";

/** Issue 6 §7: a Product with an Offer per departure, absolute URLs on this site. */
export function tripJsonLd(context: AppLoadContext, trip: TripDetail, departures: readonly DepartureView[], canonical: string) {
  const origin = new URL(canonical).origin;
  const host = context.tenant.imageHost || origin;
  return tripProductJsonLd(
    {
      title: trip.title,
      description: trip.description,
      url: canonical,
      image: trip.image ? imageUrl(host, trip.image, "webp-large") : null,
      brand: "Caravan",
      sku: `travel-${trip.id}`,
    },
    departures.map((d) => ({
      id: d.id,
      startingDate: d.startingDate,
      endingDate: d.endingDate,
      salesStatus: d.salesStatus,
      price: d.price,
      url: origin + d.href,
    })),
    context.currency,
  );
}
