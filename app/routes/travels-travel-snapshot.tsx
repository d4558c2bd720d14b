import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/layout/translation";
import { CoordinatorBlock } from "../components/trip/coordinator-block";
import { TripBreadcrumb } from "../components/trip/trip-breadcrumb";
import { TripFacts } from "../components/trip/trip-facts";
import { TripSubNav } from "../components/trip/trip-sub-nav";
import { useLocalizedHref } from "../components/layout/use-tenant";
import { i18nServer } from "../i18n.server";
import { PAGE_TYPES } from "../lib/analytics/page-type";
import { pluralForm } from "../lib/plural";
import { bestDeparture } from "../lib/trip-page-data.server";
import { availableDates, requireTrip, tripDepartures, tripSeo } from "../lib/trip-page.server";
import tripStyles from "../styles/trip.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Trip snapshot sub-page (001 §2): the trip at a glance. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { trip, siteLinks } = await requireTrip(request, context, "travels-travel-snapshot");
  const departures = await tripDepartures(context, trip);
  const t = await i18nServer.getFixedT(context.tenant.language);
  return {
    trip,
    best: bestDeparture(departures),
    departuresCount: departures.length,
    siteLinks,
    seo: await tripSeo(context, `${t("trip.snapshot")} · ${trip.title}`, trip.description),
    calendar: availableDates(trip, departures, context),
  };
}

export default function TripSnapshotPage() {
  const { trip, best, departuresCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="trip-page" data-travel-id={trip.id}>
      <TripBreadcrumb pageType={PAGE_TYPES.travel} crumbs={[{ label: t("trip.home"), href: to("index") }, { label: trip.title, href: to("travels-travel", { travel: trip.slug }) }, { label: t("trip.snapshot") }]} />
      <h1>
        {t("trip.snapshot")}: {trip.title}
      </h1>
      <TripSubNav slug={trip.slug} current="travels-travel-snapshot" />
      <TripFacts trip={trip} best={best} />
      <p data-testid="departures-count">{pluralForm(t("labels.departures", { count: departuresCount }), departuresCount)}</p>
      {trip.coordinator && <CoordinatorBlock coordinator={trip.coordinator} travelId={trip.id} pageType={PAGE_TYPES.travel} />}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : []);
