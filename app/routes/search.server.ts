/**
 * The search page's server side (000 §7 page-load step): filters from the query string,
 * one catalogue call for the tab, the where/when options and the no-results alternatives.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { TopSellerCountry } from "../../workers/services/catalogue/types";
import type { PeriodOption } from "../lib/search/period-range";
import { todayIn } from "../lib/dates/time-zone";
import { AGE_BADGES, parseSearchFilters, serializeSearchFilters, type SearchFilters } from "../lib/search/filters";
import { FILTERS_MODAL, MODAL_PARAMS, openModals } from "../lib/shell/modal-url";
import { shiftMonths } from "../lib/dates/calendar";

/** 000 §3 available filter settings, prices.ranges: steps per currency, in cents. */
const PRICE_RANGES: Record<string, { min: number; max: number }[]> = {
  EUR: [{ min: 0, max: 100_000 }, { min: 100_000, max: 150_000 }, { min: 150_000, max: 200_000 }, { min: 200_000, max: 1_000_000 }],
  GBP: [{ min: 0, max: 85_000 }, { min: 85_000, max: 130_000 }, { min: 130_000, max: 170_000 }, { min: 170_000, max: 850_000 }],
  USD: [{ min: 0, max: 110_000 }, { min: 110_000, max: 165_000 }, { min: 165_000, max: 220_000 }, { min: 220_000, max: 1_100_000 }],
};

export type Alternative = { kind: "whenever" | "monthBefore" | "monthAfter" | "allTrips"; query: string; total: number };

/**
 * A no-JS period picker posts `period=FROM_TO`; empty fields of the filters form arrive as
 * `name=`. Both are folded into the canonical query (000 §5 names only) with a redirect, so
 * every state has one URL. The modal parameters stay (000 §2 modal host).
 */
export function canonicalRedirect(url: URL): Response | null {
  const params = url.searchParams;
  const hasEmpty = [...params].some(([, value]) => value.trim() === "");
  if (!params.has("period") && !hasEmpty) return null;
  const filters = parseSearchFilters(params);
  const [from, to] = (params.get("period") ?? "").split("_");
  const withPeriod: SearchFilters = { ...filters, page: 1 };
  if (params.has("period")) {
    delete withPeriod.dateFrom;
    delete withPeriod.dateTo;
    const ranged = parseSearchFilters(new URLSearchParams({ dateFrom: from ?? "", dateTo: to ?? "" }));
    if (ranged.dateFrom) withPeriod.dateFrom = ranged.dateFrom;
    if (ranged.dateTo) withPeriod.dateTo = ranged.dateTo;
  } else withPeriod.page = filters.page;
  const query = new URLSearchParams(serializeSearchFilters(withPeriod));
  for (const name of MODAL_PARAMS) for (const value of params.getAll(name)) if (value) query.append(name, value);
  const search = query.toString();
  return redirect(url.pathname + (search ? `?${search}` : ""), 302);
}

export async function loadSearchPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const canonical = canonicalRedirect(url);
  if (canonical) throw canonical;
  const filters = parseSearchFilters(url.searchParams);
  const ctx = { tenantId: context.tenant.id, language: context.tenant.language, currency: context.currency };
  const { catalogue } = context.services;
  const [travels, tours, topSellers, periods] = await Promise.all([
    filters.tab === "travels" ? catalogue.travelsPaginated(filters, ctx) : null,
    filters.tab === "tours" ? catalogue.tours(filters, ctx) : null,
    catalogue.topSellers({}, ctx),
    loadPeriods(context),
  ]);
  const total = (travels ?? tours)?.total ?? 0;
  const alternatives = total === 0 ? await alternativesFor(filters, context, ctx) : [];
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
    today: todayIn(context.tenant, context.clock()),
    settings: { prices: { ranges: PRICE_RANGES[context.currency] ?? PRICE_RANGES.EUR! }, ageRanges: [...AGE_BADGES] },
    alternatives,
  };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;

function continentsOf(countries: TopSellerCountry[]) {
  const seen = new Map<number, { id: string; code: string; name: string }>();
  for (const c of countries) if (!seen.has(c.continent.id)) seen.set(c.continent.id, { id: String(c.continent.id), code: c.continent.code, name: c.continent.name });
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** 000 §3 periods (months, named periods, events) still to come, in the tenant's time zone. */
function loadPeriods(context: AppLoadContext): Promise<PeriodOption[]> {
  return context.services.catalogue.periods(context.tenant.language, todayIn(context.tenant, context.clock()));
}

/** 000 §8 no results: the same search whenever, a month either side, or every trip. */
async function alternativesFor(filters: SearchFilters, context: AppLoadContext, ctx: { tenantId: string; language: string; currency: "EUR" | "GBP" | "USD" }) {
  const base: SearchFilters = { ...filters, page: 1 };
  const candidates: { kind: Alternative["kind"]; filters: SearchFilters }[] = [];
  if (filters.dateFrom || filters.dateTo) {
    const { dateFrom: _f, dateTo: _t, ...whenever } = base;
    candidates.push({ kind: "whenever", filters: whenever as SearchFilters });
    if (filters.dateFrom && filters.dateTo) {
      candidates.push({ kind: "monthBefore", filters: { ...base, dateFrom: shiftMonths(filters.dateFrom, -1), dateTo: shiftMonths(filters.dateTo, -1) } });
      candidates.push({ kind: "monthAfter", filters: { ...base, dateFrom: shiftMonths(filters.dateFrom, 1), dateTo: shiftMonths(filters.dateTo, 1) } });
    }
  }
  candidates.push({ kind: "allTrips", filters: { ...parseSearchFilters(""), tab: filters.tab } });
  const counted = await Promise.all(
    candidates.map(async (c) => ({
      kind: c.kind,
      query: serializeSearchFilters(c.filters),
      total: (await (filters.tab === "tours" ? context.services.catalogue.tours : context.services.catalogue.travelsPaginated)({ ...c.filters, perPage: 1 }, ctx)).total,
    })),
  );
  return counted.filter((a) => a.total > 0);
}

/** What the search bar needs on pages other than the search page (home: 000 §2). */
export async function loadSearchBarOptions(context: AppLoadContext) {
  const ctx = { tenantId: context.tenant.id, language: context.tenant.language };
  const [topSellers, periods] = await Promise.all([context.services.catalogue.topSellers({}, ctx), loadPeriods(context)]);
  return { continents: continentsOf(topSellers.countries), periods, today: todayIn(context.tenant, context.clock()) };
}
