import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { ItineraryDays } from "../components/trip/itinerary-days";
import { RouteMap } from "../components/trip/route-map";
import { TripSubPage } from "../components/trip/trip-sub-page";
import { translatorFor } from "../server/i18n.server";
import { PAGE_TYPES } from "../lib/analytics/page-type";
import { availableDates, requireTrip, tripDepartures, tripSeo } from "../server/trip/trip-page.server";
import { routeMapImage } from "../server/trip/route-map.server";
import { optional } from "../server/optional.server";
import tripStyles from "../styles/trip.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Trip itinerary sub-page: the trip's days one by one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { trip, siteLinks } = await requireTrip(request, context, "travels-travel-itinerary");
  const fixed = await translatorFor(context.tenant.language);
  const [days, departures, routeMap] = await Promise.all([
    context.services.trips.itinerary(trip.id),
    tripDepartures(context, trip),
    optional("route map", routeMapImage(context, trip.id), null),
  ]);
  return {
    trip,
    days,
    routeMap,
    siteLinks,
    seo: await tripSeo(context, `${fixed("trip.itinerary")} · ${trip.title}`, trip.description),
    calendar: availableDates(trip, departures, context),
  };
}

export default function TripItineraryPage() {
  const { trip, days, routeMap, calendar } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <TripSubPage trip={trip} current="travels-travel-itinerary" label={t("trip.itinerary")} hasDates={calendar.departures.length > 0}>
      {routeMap && <RouteMap map={routeMap} />}
      <ItineraryDays days={days} travelId={trip.id} pageType={PAGE_TYPES.travel} />
    </TripSubPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
