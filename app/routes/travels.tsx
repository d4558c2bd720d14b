import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { LatestViewedTrips } from "../components/trip/latest-viewed-trips";
import { TravelGrid } from "../components/trip/travel-grid";
import { requirePage } from "../server/page.server";
import { pageSeo } from "../server/seo.server";
import { pageParam, travelsPage } from "../server/catalogue/travels-listing.server";
import tripStyles from "../styles/trip.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Travels: every trip, paginated (20 a page). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "travels");
  const page = await travelsPage(context, pageParam(request));
  return { page, seo: await pageSeo(context, match) };
}

export default function TravelsPage() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="trip-list-page">
      <h1>{t("pages.travels.title")}</h1>
      <p>{t("trip.listing.intro")}</p>
      <TravelGrid page={page} />
      <LatestViewedTrips pageType="travels" />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
