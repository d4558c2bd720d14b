/**
 * Watched searches: what of a search is stored, and whether one departure matches
 * it. Pure: the search page's link, the saving action and the alert job all read it.
 *
 * `departureMatches` is the search's own departure and trip filters (workers/services/catalogue/
 * filter-sql.ts `tourConditions` + `travelConditions`) written over one departure's facts, so
 * the job can test the departures that changed without asking the catalogue per search. Free
 * text is the exception: it needs the FTS index, so the caller checks it (textSearch set).
 */
import { effectiveStatuses, MAX_PRICE_CENTS, parseSearchFilters, serializeSearchFilters, type SearchFilters } from "./filters";

import { MAX_SAVED_SEARCH_NAME } from "./saved-search-limits";

export * from "./saved-search-limits";

/** Presentation, not the search: two URLs that differ only here are one watched search. */
const PRESENTATION: readonly (keyof SearchFilters)[] = ["page", "perPage", "sort", "show", "tab", "hasTours"];

/** The filters a watched search keeps: those of the URL, parsed by the search's own parser, minus paging and order. */
export function savedSearchFilters(query: string | URLSearchParams): SearchFilters {
  const filters: SearchFilters = { ...parseSearchFilters(query) };
  const defaults = parseSearchFilters("");
  for (const field of PRESENTATION) (filters as Record<string, unknown>)[field] = (defaults as Record<string, unknown>)[field];
  return filters;
}

/** The canonical query stored for a search URL's query (names only, schema order, no defaults). */
export function canonicalSavedQuery(query: string | URLSearchParams): string {
  return serializeSearchFilters(savedSearchFilters(query));
}

/** What the alert job's index looks for: the price range in the search's currency and whether it names places. */
export type CoarseColumns = { priceMin: number; priceMax: number; anywhere: boolean };

export function coarseColumns(filters: SearchFilters): CoarseColumns {
  return {
    priceMin: filters.priceFrom ?? 0,
    priceMax: filters.priceTo ?? MAX_PRICE_CENTS,
    anywhere: !filters.destinationId?.length && !filters.continentId?.length,
  };
}

export type Prices = { EUR: number; GBP: number; USD: number };

/** One departure and its trip, as the search's filters read them. */
export type DepartureFacts = {
  tourId: number;
  startingDate: string;
  endingDate: string;
  salesStatus: string;
  ageBadge: string;
  discountPercent: number;
  prices: Prices;
  travel: {
    id: number;
    days: number;
    noSharingRoom: boolean;
    badgeId: string | null;
    travelType: string;
    costCenter: string;
    styles: readonly string[];
    countryIds: readonly number[];
    continentIds: readonly number[];
  };
};

const DAY_MS = 86_400_000;
function shiftDate(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
const numericIds = (ids: readonly string[]) => ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);

/**
 * Does the departure match the filters, free text aside? Mirrors the catalogue's SQL:
 * future departures only, the statuses (withUnbookable adds SOLD_OUT), dates with ±daysSpan,
 * age badge, discount, price in `currency`, then the trip's duration, room, badge, type, cost
 * centre, id, styles and places (destinations or continents: any of them).
 */
export function departureMatches(filters: SearchFilters, d: DepartureFacts, today: string, currency: keyof Prices): boolean {
  if (!(d.startingDate > today)) return false;
  if (!(effectiveStatuses(filters) as string[]).includes(d.salesStatus)) return false;
  let { dateFrom, dateTo } = filters;
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  const span = filters.daysSpan ?? 0;
  if (dateFrom && d.startingDate < shiftDate(dateFrom, -span)) return false;
  if (dateTo && (filters.withinDateRange === true ? d.endingDate : d.startingDate) > shiftDate(dateTo, span)) return false;
  if (filters.ageBadge && d.ageBadge !== filters.ageBadge) return false;
  if (filters.discounted === true && !(d.discountPercent > 0)) return false;
  const price = d.prices[currency];
  if (filters.priceFrom !== undefined && price < filters.priceFrom) return false;
  if (filters.priceTo !== undefined && price > filters.priceTo) return false;

  const travel = d.travel;
  const days = travel.days;
  if (filters.durations === "MAX_6" && days > 6) return false;
  if (filters.durations === "MAX_10" && days > 10) return false;
  if (filters.durations === "LT_10" && days <= 10) return false;
  if (filters.durationFrom !== undefined && days < filters.durationFrom) return false;
  if (filters.durationTo !== undefined && days > filters.durationTo) return false;
  if (filters.isNoSharingRoomAvailable === true && !travel.noSharingRoom) return false;
  if (filters.badgeId?.length && !filters.badgeId.includes(travel.badgeId ?? "")) return false;
  if (filters.travelTypes?.length && !(filters.travelTypes as readonly string[]).includes(travel.travelType)) return false;
  if (filters.costCenters?.length && !filters.costCenters.includes(travel.costCenter)) return false;
  if (filters.travelId?.length && !numericIds(filters.travelId).includes(travel.id)) return false;
  if (filters.travelStyles?.length && !filters.travelStyles.some((style) => travel.styles.includes(style))) return false;
  const destinations = filters.destinationId?.length ? numericIds(filters.destinationId) : null;
  const continents = filters.continentId?.length ? numericIds(filters.continentId) : null;
  if (destinations || continents) {
    const inDestination = destinations?.some((id) => travel.countryIds.includes(id)) ?? false;
    const inContinent = continents?.some((id) => travel.continentIds.includes(id)) ?? false;
    if (!inDestination && !inContinent) return false;
  }
  return true;
}

/**
 * Newly matching: it matches now and did not before (`before` null: the departure is new).
 * A new departure, a price falling into the range, a status that makes it bookable.
 */
export function newlyMatches(
  filters: SearchFilters,
  before: DepartureFacts | null,
  now: DepartureFacts,
  today: string,
  currency: keyof Prices,
): boolean {
  return departureMatches(filters, now, today, currency) && (before === null || !departureMatches(filters, before, today, currency));
}

/** A name holds no control characters (line breaks, tabs, NUL…): it goes into e-mail subjects. */
export function hasNoControlCharacters(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 32 || code === 127) return false;
  }
  return true;
}

/** A name for a watched search when the person gives none: the place or text, else a generic one (localized by the caller). */
export function defaultSavedSearchName(parts: { place?: string | null; text?: string | null; fallback: string }): string {
  const name = (parts.place || parts.text || parts.fallback).trim();
  return name.slice(0, MAX_SAVED_SEARCH_NAME) || parts.fallback;
}
