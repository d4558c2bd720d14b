import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "../components/shell/translation";
import { AvailableLeftOutNotice } from "../components/search/available-left-out";
import { NoResults } from "../components/search/no-results";
import { Pagination } from "../components/search/pagination";
import { QuickFilters } from "../components/search/quick-filters";
import { ResultsList } from "../components/search/results-list";
import { SearchBar } from "../components/search/search-bar";
import { SearchTabs } from "../components/search/search-tabs";
import { SortLinks } from "../components/search/sort-links";
import { useRootData } from "../components/shell/use-tenant";
import { track } from "../lib/analytics/track";
import { pluralForm } from "../lib/format/plural";
import { searchLoader } from "./search.server";
import searchStyles from "../styles/search.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";
import { changesOnlySavedTrips } from "../lib/forms/intents";

export const headers = anonymousPageHeaders;

/**
 * Page-load step: the page is rendered on the server from the query string. The
 * server half is one module (one empty stand-in in the browser bundle, not one per helper).
 */
export const loader = searchLoader;

/**
 * The results follow the URL and the currency only: a heart's post (a wishlist item intent)
 * on this page changes root data (the saved ids), so the search is not run again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => !changesOnlySavedTrips(args.formData) && args.defaultShouldRevalidate;

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { filters } = data;
  const page = data.travels ?? data.tours;
  const total = page?.total ?? 0;
  const action = location.pathname;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `data.query` is a trigger: a new search with the same tab, page and count is still a new results view.
  useEffect(() => {
    track("viewSerp", { pageType: "SERP", tab: filters.tab, resultsCount: total, page: filters.page });
  }, [data.query, filters.tab, filters.page, total]);

  if (!root) return null;

  return (
    <div className="search-page" data-client-nav="">
      <h1 className="visually-hidden">{t("pages.search.title")}</h1>
      <SearchBar
        action={action}
        tab={filters.tab}
        filters={filters}
        destinations={data.destinations}
        continents={data.continents}
        periods={data.periods}
        customDates={data.customDates}
        today={data.today}
        {...(data.dates ? { dates: data.dates } : {})}
      />
      <div className="serp-toolbar">
        <SearchTabs filters={filters} hrefs={data.links.tabs} />
        <p className="results-count" role="status">
          {pluralForm(t(filters.tab === "tours" ? "labels.departures" : "labels.trips", { count: total }), total, i18n.language)}
        </p>
      </div>
      <div className="serp-controls">
        <QuickFilters filters={filters} fields={data.links.fields} ageRanges={data.settings.ageRanges} action={action} />
        {data.links.buttons.map(([to, label]) => (
          <Link key={label} className="button secondary" to={to} preventScrollReset>
            {t(label)}
          </Link>
        ))}
        <SortLinks filters={filters} hrefs={data.links.sorts} />
      </div>
      {data.availableLeftOut && <AvailableLeftOutNotice {...data.availableLeftOut} />}
      {total === 0 || !page ? (
        <NoResults alternatives={data.alternatives} action={action} />
      ) : (
        <>
          <ResultsList
            tenant={root.tenant}
            sort={filters.sort}
            travels={data.travels?.data}
            tours={data.tours?.data}
            monthLabels={data.monthLabels}
            datesHref={data.links.dates}
          />
          <Pagination current={filters.page} lastPage={page.lastPage} pageHref={(n) => data.links.pages[n] ?? action} />
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];
