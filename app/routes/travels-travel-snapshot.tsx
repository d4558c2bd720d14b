import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { CoordinatorBlock } from "../components/trip/coordinator-block";
import { TripFacts } from "../components/trip/trip-facts";
import { TripSubPage } from "../components/trip/trip-sub-page";
import { translatorFor } from "../server/i18n.server";
import { PAGE_TYPES } from "../lib/analytics/page-type";
import { pluralForm } from "../lib/format/plural";
import { bestDeparture } from "../lib/trip/departure-view";
import { availableDates, requireTrip, tripOffer, tripSeo } from "../server/trip/trip-page.server";
import tripStyles from "../styles/trip.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Trip snapshot sub-page: the trip at a glance. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { trip, siteLinks } = await requireTrip(request, context, "travels-travel-snapshot");
  const { departures, deposit } = await tripOffer(context, trip);
  const t = await translatorFor(context.tenant.language);
  return {
    trip,
    best: bestDeparture(departures),
    deposit,
    departuresCount: departures.length,
    siteLinks,
    seo: await tripSeo(context, `${t("trip.snapshot")} · ${trip.title}`, trip.description),
    calendar: availableDates(trip, departures, context),
  };
}

export default function TripSnapshotPage() {
  const { trip, best, deposit, departuresCount } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <TripSubPage trip={trip} current="travels-travel-snapshot" label={t("trip.snapshot")} hasDates={departuresCount > 0}>
      <TripFacts trip={trip} best={best} deposit={deposit} />
      <p data-testid="departures-count">{pluralForm(t("labels.departures", { count: departuresCount }), departuresCount, i18n.language)}</p>
      {trip.coordinator && <CoordinatorBlock coordinator={trip.coordinator} travelId={trip.id} pageType={PAGE_TYPES.travel} />}
    </TripSubPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
