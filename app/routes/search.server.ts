/**
 * The search page's server side (page-load step): filters from the query string
 * (read once), one catalogue call for the tab, the where/when options and the no-results
 * alternatives.
 */
import { WATCH_SEARCH_TYPE } from "../lib/search/saved-search-limits";
import type { Alternative } from "../lib/search/alternatives";
import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { catalogues } from "../../locales";
import { shiftMonths } from "../lib/dates/calendar";
import { dateNames, formatDay } from "../lib/dates/day-format";
import { AGE_BADGES, filtersWith, serializeSearchFilters, type SearchFilters } from "../lib/search/filters";
import { queryWith, searchLinks } from "../lib/search/links";
import { readSearchUrl } from "../lib/search/search-url";
import { AVAILABLE_DATES_MODAL, FILTERS_MODAL, MODAL_PARAMS, openModals, toSearchString, withModal } from "../lib/shell/modal-url";
import { requirePage } from "../server/page.server";
import {
  continentChoices,
  loadSearchBarOptions,
  monthYearLabel,
  optionalSearchBarData,
  periodChoices,
} from "../server/catalogue/search-bar.server";
import { readDatePair, withDatePair } from "../server/catalogue/search-dates.server";
import { availableLeftOut } from "../server/catalogue/available-left-out.server";
import { searchTourCards, searchTravelCards } from "../server/catalogue/result-cards.server";
import { pageSeo } from "../server/seo.server";
import { availableDates, tripDepartures } from "../server/trip/trip-page.server";
import type { AvailableDates } from "../lib/trip/available-dates";
import type { SearchPageData } from "../lib/search/search-page";

/** Available filter settings, prices.ranges: steps per currency, in cents. */
const PRICE_RANGES: Record<string, { min: number; max: number }[]> = {
  EUR: [
    { min: 0, max: 100_000 },
    { min: 100_000, max: 150_000 },
    { min: 150_000, max: 200_000 },
    { min: 200_000, max: 1_000_000 },
  ],
  GBP: [
    { min: 0, max: 85_000 },
    { min: 85_000, max: 130_000 },
    { min: 130_000, max: 170_000 },
    { min: 170_000, max: 850_000 },
  ],
  USD: [
    { min: 0, max: 110_000 },
    { min: 110_000, max: 165_000 },
    { min: 165_000, max: 220_000 },
    { min: 220_000, max: 1_100_000 },
  ],
};

export type { Alternative };

/** The search route's loader. */
export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "search");
  const [seo, page] = await Promise.all([pageSeo(context, match), loadSearchPage(request, context)]);
  // Days the search cannot take are the visitor's to correct: the page says why, answered as a bad request.
  return data({ seo, ...page }, { status: page.dates ? 400 : 200 });
}

export async function loadSearchPage(request: Request, context: AppLoadContext): Promise<SearchPageData> {
  const url = new URL(request.url);
  // The plain form's own days (JavaScript off) stand for the search's dates; refused ones are shown, not searched.
  const dates = readDatePair(url.searchParams, context.today);
  const { filters, canonicalUrl } = readSearchUrl(dates ? withDatePair(url, dates) : url);
  if (canonicalUrl && dates?.ok !== false) throw redirect(canonicalUrl, 302);
  const { catalogue } = context.services;
  // The results are the page: their failure is the boundary's. The filters' places and periods are optional.
  const [travels, tours, [places, periodOptions], calendar] = await Promise.all([
    filters.tab === "travels" ? catalogue.travelsPaginated(filters) : null,
    filters.tab === "tours" ? catalogue.tours(filters) : null,
    optionalSearchBarData(context),
    datesOfCard(url, context),
  ]);
  const results = travels ?? tours;
  const total = results?.total ?? 0;
  // Paging: a page past the end (an old link, a hand-typed ?page=999) moves to the last
  // page, rather than an empty list under the count.
  if (results && filters.page > results.lastPage) throw redirect(pageUrl(url, filters, results.lastPage), 302);
  // Counted once the results stand: a failed search is logged once, by the page that answers it.
  const leftOut = availableLeftOut(url.pathname, filters, context);
  const alternatives = total === 0 ? await alternativesFor(filters, context) : [];
  // Every destination is listed only in the filters modal; otherwise the page needs just the
  // chosen ones (the search bar names them), which keeps the page's data small.
  const filtersOpen = openModals(url.searchParams).includes(FILTERS_MODAL);
  const chosen = new Set(filters.destinationId ?? []);
  return {
    filters,
    query: serializeSearchFilters(filters),
    // The cards' own fields only (lib/cards/card-data.ts), with what the page would otherwise format.
    travels: travels && { ...travels, data: searchTravelCards(travels.data, offsetOf(travels), context) },
    tours: tours && { ...tours, data: searchTourCards(tours.data, offsetOf(tours)) },
    destinations: filtersOpen ? places.countries : places.countries.filter((d) => chosen.has(String(d.id))),
    continents: continentChoices(places),
    periods: periodChoices(periodOptions, context),
    customDates: customDates(filters, context),
    monthLabels: monthLabels(
      [...(travels?.data.map((t) => t.firstDepartureDate) ?? []), ...(tours?.data.map((t) => t.startingDate) ?? [])],
      context,
    ),
    today: context.today,
    settings: { prices: { ranges: PRICE_RANGES[context.currency] ?? PRICE_RANGES.EUR! }, ageRanges: [...AGE_BADGES] },
    alternatives,
    links: { ...searchLinks(filters, results?.lastPage ?? 1, url.pathname), ...modalLinks(url) },
    availableLeftOut: await leftOut,
    // Read by the available-dates modal (the modal host looks for `calendar` in route data).
    ...(calendar ? { calendar } : {}),
    ...(dates && !dates.ok
      ? { dates: { ...dates.typed, errors: { from: dates.failure.fieldErrors.from?.[0], to: dates.failure.fieldErrors.to?.[0] } } }
      : {}),
  };
}

/**
 * Links written here so the page ships no URL writer for them: the "filters" button (this
 * page with the filters modal on top) and a result card's 'see dates' (the
 * available-dates modal on the URL, filters shown), which ends with the trip's slug.
 */
function modalLinks(url: URL): { buttons: [href: string, label: string][]; dates: string } {
  const search = new URLSearchParams(url.search);
  // A client navigation's data request carries its own parameters: not part of the page's URL.
  search.delete("_routes");
  search.delete("index");
  const dates = withModal(search, AVAILABLE_DATES_MODAL, { type: "filters", layout: "calendar" });
  dates.delete("travel");
  return {
    buttons: [
      [url.pathname + toSearchString(withModal(search, FILTERS_MODAL)), "serp.filters.open"],
      // "watch this search" is the wishlist modal keeping this URL's search.
      [url.pathname + toSearchString(withModal(search, "wishlist", { type: WATCH_SEARCH_TYPE })), "savedSearches.watch"],
    ],
    // Slugs are lowercase letters, digits and dashes: appended as they are.
    dates: `${url.pathname}?${dates.toString()}&travel=`,
  };
}

/**
 * A result card's 'see dates' opens the available-dates modal on the URL
 * (`modal=available-dates&type=filters&layout=…&travel=<slug>`), so it is rendered here,
 * on the server, and works without JavaScript. Any language's slug names the trip.
 */
async function datesOfCard(url: URL, context: AppLoadContext): Promise<AvailableDates | null> {
  const slug = url.searchParams.get("travel");
  if (!slug || !openModals(url.searchParams).includes(AVAILABLE_DATES_MODAL) || !/^[a-z0-9-]{1,200}$/.test(slug)) return null;
  const trip = await context.services.trips.travelBySlug(slug);
  if (!trip) return null;
  return availableDates(trip, await tripDepartures(context, trip), context);
}

export { loadSearchBarOptions };

/** The same search on another page, its modals kept open. */
function pageUrl(url: URL, filters: SearchFilters, page: number): string {
  const query = queryWith(filters, { page: page === 1 ? undefined : page }).slice(1);
  const modals = MODAL_PARAMS.flatMap((name) =>
    url.searchParams
      .getAll(name)
      .filter(Boolean)
      .map((value) => `${name}=${encodeURIComponent(value)}`),
  );
  const search = [query, ...modals].filter(Boolean).join("&");
  return url.pathname + (search ? `?${search}` : "");
}

/**
 * The month headings of a page of results (groups), "YYYY-MM" to the month in the
 * site's format: written here, so the page's first download carries no date formatting.
 */
function monthLabels(days: (string | null)[], context: AppLoadContext): Record<string, string> {
  const months = new Set(days.flatMap((day) => (day ? [day.slice(0, 7)] : [])));
  return Object.fromEntries([...months].map((month) => [month, monthYearLabel(context.tenant, `${month}-01`)]));
}

/** How many results come before a page's first (its cards' analytics positions count from there). */
function offsetOf(page: { currentPage: number; perPage: number }): number {
  return (page.currentPage - 1) * page.perPage;
}

/** The search's dates as the when button writes a custom range (day and month), for the plain form. */
function customDates(filters: SearchFilters, context: AppLoadContext): string {
  const names = dateNames(catalogues[context.tenant.language]);
  return [filters.dateFrom, filters.dateTo].flatMap((day) => (day ? [formatDay(day, context.tenant, "dayMonth", names)] : [])).join(" – ");
}

/** No results: the same search whenever, a month either side, or every trip. */
async function alternativesFor(filters: SearchFilters, context: AppLoadContext): Promise<Alternative[]> {
  const base: SearchFilters = { ...filters, page: 1 };
  const candidates: { kind: Alternative["kind"]; filters: SearchFilters }[] = [];
  if (filters.dateFrom || filters.dateTo) {
    const { dateFrom: _from, dateTo: _to, ...whenever } = base;
    candidates.push({ kind: "whenever", filters: whenever });
    if (filters.dateFrom && filters.dateTo) {
      candidates.push({
        kind: "monthBefore",
        filters: { ...base, dateFrom: shiftMonths(filters.dateFrom, -1), dateTo: shiftMonths(filters.dateTo, -1) },
      });
      candidates.push({
        kind: "monthAfter",
        filters: { ...base, dateFrom: shiftMonths(filters.dateFrom, 1), dateTo: shiftMonths(filters.dateTo, 1) },
      });
    }
  }
  candidates.push({ kind: "allTrips", filters: filtersWith({ tab: filters.tab }) });
  const { catalogue } = context.services;
  const count = (f: SearchFilters) => (filters.tab === "tours" ? catalogue.tours(f) : catalogue.travelsPaginated(f));
  const counted = await Promise.all(
    candidates.map(async (c) => ({
      kind: c.kind,
      query: serializeSearchFilters(c.filters),
      total: (await count({ ...c.filters, perPage: 1 })).total,
    })),
  );
  return counted.filter((a) => a.total > 0);
}
