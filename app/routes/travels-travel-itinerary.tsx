import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/layout/translation";
import { ItineraryDays } from "../components/trip/itinerary-days";
import { TripBreadcrumb } from "../components/trip/trip-breadcrumb";
import { TripSubNav } from "../components/trip/trip-sub-nav";
import { useLocalizedHref } from "../components/layout/use-tenant";
import { i18nServer } from "../i18n.server";
import { PAGE_TYPES } from "../lib/analytics/page-type";
import { availableDates, requireTrip, tripDepartures, tripSeo } from "../lib/trip-page.server";
import tripStyles from "../styles/trip.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Trip itinerary sub-page (001 §2): the trip's days one by one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { trip, siteLinks } = await requireTrip(request, context, "travels-travel-itinerary");
  const fixed = await i18nServer.getFixedT(context.tenant.language);
  const [days, departures] = await Promise.all([context.services.trips.itinerary(trip.id, context.tenant.language), tripDepartures(context, trip)]);
  return { trip, days, siteLinks, seo: await tripSeo(context, `${fixed("trip.itinerary")} · ${trip.title}`, trip.description), calendar: availableDates(trip, departures, context) };
}

export default function TripItineraryPage() {
  const { trip, days } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="trip-page" data-travel-id={trip.id}>
      <TripBreadcrumb pageType={PAGE_TYPES.travel} crumbs={[{ label: t("trip.home"), href: to("index") }, { label: trip.title, href: to("travels-travel", { travel: trip.slug }) }, { label: t("trip.itinerary") }]} />
      <h1>
        {t("trip.itinerary")}: {trip.title}
      </h1>
      <TripSubNav slug={trip.slug} current="travels-travel-itinerary" />
      <ItineraryDays days={days} travelId={trip.id} pageType={PAGE_TYPES.travel} />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : []);
