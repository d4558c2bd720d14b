/**
 * The search page's server side (000 §7 page-load step): filters from the query string
 * (read once), one catalogue call for the tab, the where/when options and the no-results
 * alternatives.
 */
import { redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { shiftMonths } from "../lib/dates/calendar";
import { AGE_BADGES, filtersWith, serializeSearchFilters, type SearchFilters } from "../lib/search/filters";
import { searchLinks } from "../lib/search/links";
import { readSearchUrl } from "../lib/search/search-url";
import { FILTERS_MODAL, openModals } from "../lib/shell/modal-url";
import { requirePage } from "../server/page.server";
import { pageSeo } from "../server/seo.server";
import { continentsOf, loadSearchBarOptions } from "../server/search-bar.server";

/** 000 §3 available filter settings, prices.ranges: steps per currency, in cents. */
const PRICE_RANGES: Record<string, { min: number; max: number }[]> = {
  EUR: [{ min: 0, max: 100_000 }, { min: 100_000, max: 150_000 }, { min: 150_000, max: 200_000 }, { min: 200_000, max: 1_000_000 }],
  GBP: [{ min: 0, max: 85_000 }, { min: 85_000, max: 130_000 }, { min: 130_000, max: 170_000 }, { min: 170_000, max: 850_000 }],
  USD: [{ min: 0, max: 110_000 }, { min: 110_000, max: 165_000 }, { min: 165_000, max: 220_000 }, { min: 220_000, max: 1_100_000 }],
};

export type Alternative = { kind: "whenever" | "monthBefore" | "monthAfter" | "allTrips"; query: string; total: number };

/** The search route's loader. */
export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "search");
  const [seo, data] = await Promise.all([pageSeo(context, match), loadSearchPage(request, context)]);
  return { seo, ...data };
}

export async function loadSearchPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { filters, canonicalUrl } = readSearchUrl(url);
  if (canonicalUrl) throw redirect(canonicalUrl, 302);
  const { catalogue } = context.services;
  const [travels, tours, topSellers, periods] = await Promise.all([
    filters.tab === "travels" ? catalogue.travelsPaginated(filters) : null,
    filters.tab === "tours" ? catalogue.tours(filters) : null,
    catalogue.topSellers({}),
    catalogue.periods(),
  ]);
  const results = travels ?? tours;
  const total = results?.total ?? 0;
  const alternatives = total === 0 ? await alternativesFor(filters, context) : [];
  // Every destination is listed only in the filters modal; otherwise the page needs just the
  // chosen ones (the search bar names them), which keeps the page's data small.
  const filtersOpen = openModals(url.searchParams).includes(FILTERS_MODAL);
  const chosen = new Set(filters.destinationId ?? []);
  return {
    filters,
    query: serializeSearchFilters(filters),
    travels,
    tours,
    destinations: filtersOpen ? topSellers.countries : topSellers.countries.filter((d) => chosen.has(String(d.id))),
    continents: continentsOf(topSellers.countries),
    periods,
    today: context.today,
    settings: { prices: { ranges: PRICE_RANGES[context.currency] ?? PRICE_RANGES.EUR! }, ageRanges: [...AGE_BADGES] },
    alternatives,
    links: searchLinks(filters, results?.lastPage ?? 1),
  };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;

export { loadSearchBarOptions };


/** 000 §8 no results: the same search whenever, a month either side, or every trip. */
async function alternativesFor(filters: SearchFilters, context: AppLoadContext): Promise<Alternative[]> {
  const base: SearchFilters = { ...filters, page: 1 };
  const candidates: { kind: Alternative["kind"]; filters: SearchFilters }[] = [];
  if (filters.dateFrom || filters.dateTo) {
    const { dateFrom: _from, dateTo: _to, ...whenever } = base;
    candidates.push({ kind: "whenever", filters: whenever });
    if (filters.dateFrom && filters.dateTo) {
      candidates.push({ kind: "monthBefore", filters: { ...base, dateFrom: shiftMonths(filters.dateFrom, -1), dateTo: shiftMonths(filters.dateTo, -1) } });
      candidates.push({ kind: "monthAfter", filters: { ...base, dateFrom: shiftMonths(filters.dateFrom, 1), dateTo: shiftMonths(filters.dateTo, 1) } });
    }
  }
  candidates.push({ kind: "allTrips", filters: filtersWith({ tab: filters.tab }) });
  const { catalogue } = context.services;
  const count = (f: SearchFilters) => (filters.tab === "tours" ? catalogue.tours(f) : catalogue.travelsPaginated(f));
  const counted = await Promise.all(
    candidates.map(async (c) => ({ kind: c.kind, query: serializeSearchFilters(c.filters), total: (await count({ ...c.filters, perPage: 1 })).total })),
  );
  return counted.filter((a) => a.total > 0);
}
