import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../components/shell/translation";
import { SearchBar } from "../components/search/search-bar";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { TravelGrid } from "../components/trip/travel-grid";
import { translatorFor } from "../server/i18n.server";
import { notFound, requirePage } from "../server/page.server";
import { pageSeo } from "../server/seo.server";
import { breadcrumbOf } from "../server/breadcrumb.server";
import { loadSearchBarOptions } from "../server/catalogue/search-bar.server";
import { AREA_CONTINENTS, pageParam, travelsPage } from "../server/catalogue/travels-listing.server";
import searchStyles from "../styles/search.css";
import tripStyles from "../styles/trip.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";
import { BreadcrumbJsonLd } from "../components/seo/breadcrumb-json-ld";

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tripStyles },
  { rel: "stylesheet", href: searchStyles },
];

/** Area (SEO) page per continent: one module for the six area-* route keys. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context);
  const codes = AREA_CONTINENTS[match.key];
  if (!codes) throw notFound();
  const continentId = await context.services.trips.continentIds(codes);
  const [page, searchBar, t, breadcrumb] = await Promise.all([
    travelsPage(context, pageParam(request), continentId),
    loadSearchBarOptions(context),
    translatorFor(context.tenant.language),
    breadcrumbOf(context, request, [{ key: match.key }]),
  ]);
  return { key: match.key, page, searchBar, breadcrumb, seo: await pageSeo(context, match, t("trip.area.intro")) };
}

export default function AreaPage() {
  const { key, page, searchBar, breadcrumb } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  return (
    <article className="trip-list-page" data-route-key={key}>
      <BreadcrumbJsonLd data={breadcrumb} />
      <h1>{t(`pages.${key}.title`)}</h1>
      <p>{t("trip.area.intro")}</p>
      {/* The search opens from destination pages too. */}
      <SearchBar
        action={to("search")}
        destinations={[]}
        continents={searchBar.continents}
        periods={searchBar.periods}
        today={searchBar.today}
        pageType="SEO page"
      />
      <TravelGrid page={page} sectionFrom="area-page" />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
