import { effectiveStatuses, type SearchFilters } from "../../../app/lib/search/filters";
import { PRICE_COLUMNS } from "../../db/schema";
import type { CatalogueLanguage, Currency } from "../../../tenants/languages";
import { ftsMatchExpression } from "./fts-query";

export type SqlParam = string | number;
/** A conjunction of SQL conditions and the values bound to their `?`s, in order. */
export type Conditions = { sql: string[]; params: SqlParam[] };
/** One statement and the values bound to its `?`s, in order. */
export type Query = { sql: string; params: SqlParam[] };
/** What a search query is built from: complete filters, today's date, text language, price currency. */
export type Shape = { filters: SearchFilters; today: string; language: CatalogueLanguage; currency: Currency };

const DAY_MS = 86_400_000;

/** Every list filter binds ONE parameter, a JSON array read with json_each (D1: ≤ 100 params). */
const inList = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;

/**
 * Departure-level filters on `tours <alias>`: only future departures, the statuses
 * (withUnbookable adds SOLD_OUT), dates with the ±daysSpan flexibility, age badge,
 * discount and the price range in the visitor's currency.
 */
export function tourConditions(filters: SearchFilters, today: string, currency: Currency, t = "t"): Conditions {
  const sql = [`${t}.starting_date > ?`, inList(`${t}.sales_status`)];
  const params: SqlParam[] = [today, JSON.stringify(effectiveStatuses(filters))];
  let { dateFrom, dateTo } = filters;
  // If the start is later than the end they are swapped.
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  const span = filters.daysSpan ?? 0;
  if (dateFrom) {
    sql.push(`${t}.starting_date >= ?`);
    params.push(shiftDate(dateFrom, -span));
  }
  if (dateTo) {
    // withinDateRange: the whole trip fits in the range; otherwise it departs within it. A trip
    // that ends by then has departed by then too: said as well, it bounds the date index's range.
    const end = shiftDate(dateTo, span);
    sql.push(`${t}.starting_date <= ?`);
    params.push(end);
    if (filters.withinDateRange === true) {
      sql.push(`${t}.ending_date <= ?`);
      params.push(end);
    }
  }
  if (filters.ageBadge) {
    sql.push(`${t}.age_badge = ?`);
    params.push(filters.ageBadge);
  }
  // The discounted quick filter is true when on and false when cleared (no filter).
  if (filters.discounted === true) sql.push(`${t}.discount_percent > 0`);
  const price = `${t}.${PRICE_COLUMNS[currency].current}`;
  if (filters.priceFrom !== undefined) {
    sql.push(`${price} >= ?`);
    params.push(filters.priceFrom);
  }
  if (filters.priceTo !== undefined) {
    sql.push(`${price} <= ?`);
    params.push(filters.priceTo);
  }
  return { sql, params };
}

/**
 * Trip-level filters on `travels tr`. Destinations and continents together mean
 * "in any of these countries or continents". Free text is not here: it joins the FTS table
 * (textJoin) because relevance needs its rank.
 */
export function travelConditions(filters: SearchFilters): Conditions {
  const sql: string[] = [];
  const params: SqlParam[] = [];
  // Durations and broad id sets are checked on each trip's entry of the narrow index (travels_search,
  // 0020) as the trips are walked in their order, not used to look trips up (the unary + keeps
  // SQLite from doing so): they keep most trips, so a lookup would read and sort nearly all of them.
  const durationBound = { MAX_6: "+tr.days <= 6", MAX_10: "+tr.days <= 10", LT_10: "+tr.days > 10", ALL: null }[filters.durations ?? "ALL"];
  if (durationBound) sql.push(durationBound);
  if (filters.durationFrom !== undefined) {
    sql.push("+tr.days >= ?");
    params.push(filters.durationFrom);
  }
  if (filters.durationTo !== undefined) {
    sql.push("+tr.days <= ?");
    params.push(filters.durationTo);
  }
  if (filters.isNoSharingRoomAvailable === true) sql.push("tr.is_no_sharing_room_available = 1");
  const lists: [string[] | undefined, string, (ids: string[]) => SqlParam[]][] = [
    [filters.badgeId, inList("tr.badge_id"), (ids) => ids],
    [filters.travelTypes, inList("tr.travel_type"), (ids) => ids],
    [filters.costCenters, inList("tr.cost_center"), (ids) => ids],
    [filters.travelId, inList("tr.id"), numericIds],
    // Id sets built once from the (style, travel) index, not probed per trip.
    [filters.travelStyles, `+tr.id IN (SELECT s.travel_id FROM travel_styles s WHERE ${inList("s.style")})`, (ids) => ids],
  ];
  for (const [values, condition, toParams] of lists) {
    if (!values?.length) continue;
    sql.push(condition);
    params.push(JSON.stringify(toParams(values)));
  }
  const places: string[] = [];
  if (filters.destinationId?.length) {
    places.push(`SELECT tc.travel_id FROM travel_countries tc WHERE ${inList("tc.country_id")}`);
    params.push(JSON.stringify(numericIds(filters.destinationId)));
  }
  if (filters.continentId?.length) {
    places.push(`SELECT tc.travel_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE ${inList("c.continent_id")}`);
    params.push(JSON.stringify(numericIds(filters.continentId)));
  }
  if (places.length > 0) sql.push(`${filters.continentId?.length ? "+" : ""}tr.id IN (${places.join(" UNION ")})`);
  return { sql, params };
}

/** Free text: the FTS5 match as a join giving `f.text_rank` (bm25, lower is better). */
export function textJoin(filters: SearchFilters): { sql: string; params: SqlParam[] } | null {
  const match = filters.textSearch ? ftsMatchExpression(filters.textSearch) : null;
  if (filters.textSearch && !match) return { sql: "JOIN (SELECT 0 AS travel_id, 0 AS text_rank WHERE 0) f ON 0", params: [] };
  if (!match) return null;
  // Titles weigh more than places: "peru" ranks "Peru: …" above a trip that passes through it.
  return {
    sql: "JOIN (SELECT rowid AS travel_id, bm25(travels_fts, 10.0, 4.0) AS text_rank FROM travels_fts WHERE travels_fts MATCH ?) f ON f.travel_id = tr.id",
    params: [match],
  };
}

/** Trip filters (and free text) as a set of travel ids the departures must belong to. */
export function travelIdsIn(filters: SearchFilters, t: string): Conditions {
  const travels = travelConditions(filters);
  const text = textJoin(filters);
  if (travels.sql.length === 0 && !text) return { sql: [], params: [] };
  return {
    sql: [`${t}.travel_id IN (SELECT tr.id FROM travels tr ${text?.sql ?? ""} ${where(travels.sql)})`],
    params: [...(text?.params ?? []), ...travels.params],
  };
}

export function where(conditions: string[]): string {
  return conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
}

/** Our ids are integers; an id that is not one matches nothing rather than everything. */
function numericIds(ids: string[]): number[] {
  return ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
}

function shiftDate(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
