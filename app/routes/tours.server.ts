/**
 * The confirmed-departures page's server half (tours): departures CONFIRMED or
 * ALMOST_FULL (never sold out), in date order for the month groups, filtered like the search's
 * tours tab from the same URL names (a plain GET form writes them).
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { DURATIONS, filtersWith, type SalesStatus, type SearchFilters } from "../lib/search/filters";
import { queryWith } from "../lib/search/links";
import { pageWindow } from "../lib/search/page-window";
import { readSearchUrl } from "../lib/search/search-url";
import { requirePage } from "../server/page.server";
import { continentChoices, optionalSearchBarData, periodChoices } from "../server/catalogue/search-bar.server";
import { pageSeo } from "../server/seo.server";
import { translatorFor } from "../server/i18n.server";

/** The statuses on which flights can be bought at once; both have free seats. */
export const CONFIRMED_STATUSES: readonly SalesStatus[] = ["CONFIRMED", "ALMOST_FULL"];
export const CONFIRMED_PER_PAGE = 24;

/** What the page's form can set; everything else in the URL is dropped from its links. */
export type ConfirmedFilters = Pick<SearchFilters, "continentId" | "dateFrom" | "dateTo" | "durations" | "discounted" | "status" | "page">;

export async function confirmedLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context, "tours");
  const url = new URL(request.url);
  const read = readSearchUrl(url);
  if (read.canonicalUrl) throw redirect(read.canonicalUrl, 302);
  const chosen = (read.filters.status ?? []).filter((status) => CONFIRMED_STATUSES.includes(status));
  // The search's own default (every bookable status) means both here.
  const status = chosen.length > 0 && chosen.length < CONFIRMED_STATUSES.length ? chosen : [...CONFIRMED_STATUSES];
  const filters: ConfirmedFilters = {
    status,
    page: read.filters.page,
    ...(read.filters.continentId ? { continentId: read.filters.continentId } : {}),
    ...(read.filters.dateFrom ? { dateFrom: read.filters.dateFrom } : {}),
    ...(read.filters.dateTo ? { dateTo: read.filters.dateTo } : {}),
    ...(read.filters.durations && read.filters.durations !== "ALL" ? { durations: read.filters.durations } : {}),
    ...(read.filters.discounted ? { discounted: true } : {}),
  };
  const t = await translatorFor(context.tenant.language);
  const { catalogue } = context.services;
  const [seo, tours, [places, periods]] = await Promise.all([
    pageSeo(context, match, t("sales.confirmed.seoDescription")),
    catalogue.tours(filtersWith({ ...filters, tab: "tours", sort: "date:asc", perPage: CONFIRMED_PER_PAGE })),
    optionalSearchBarData(context),
  ]);
  if (tours.total > 0 && filters.page > tours.lastPage) throw redirect(url.pathname + linkQuery(filters, tours.lastPage), 302);
  const pages = new Set(pageWindow(filters.page, tours.lastPage));
  if (filters.page > 1) pages.add(filters.page - 1);
  if (filters.page < tours.lastPage) pages.add(filters.page + 1);
  const period = filters.dateFrom && filters.dateTo ? `${filters.dateFrom}_${filters.dateTo}` : "";
  const periodOptions = periodChoices(periods, context).filter((p) => p.type === "month");
  return {
    seo,
    tours: tours.data,
    page: { current: filters.page, lastPage: tours.lastPage, total: tours.total, perPage: CONFIRMED_PER_PAGE },
    pageLinks: Object.fromEntries([...pages].map((n) => [n, url.pathname + linkQuery(filters, n)])) as Record<number, string>,
    form: {
      continentId: filters.continentId?.[0] ?? "",
      period,
      durations: filters.durations ?? "",
      status: status.length === 1 ? status[0]! : "",
      discounted: filters.discounted === true,
    },
    choices: {
      continents: continentChoices(places).map(({ id, name }) => ({ id, name })),
      periods: [
        ...periodOptions.map((p) => ({ value: `${p.startingDate}_${p.endingDate}`, label: p.label })),
        // A range from elsewhere (a search link) stays selectable.
        ...(period && !periodOptions.some((p) => `${p.startingDate}_${p.endingDate}` === period)
          ? [{ value: period, label: period.replace("_", " – ") }]
          : []),
      ],
      durations: DURATIONS.filter((d) => d !== "ALL"),
      statuses: [...CONFIRMED_STATUSES],
    },
    filtered: Boolean(filters.continentId || period || filters.durations || filters.discounted || status.length === 1),
  };
}

/** The page's own URL for these filters on page `page` (search names). */
function linkQuery(filters: ConfirmedFilters, page: number): string {
  const base = { ...filters, status: filters.status.length === 1 ? filters.status : undefined, page: page === 1 ? undefined : page };
  const query = queryWith(base as SearchFilters, {});
  return query === "?" ? "" : query;
}
