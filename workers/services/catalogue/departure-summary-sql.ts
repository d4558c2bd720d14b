import { AGE_BADGES, DEFAULT_STATUSES, effectiveStatuses, SALES_STATUSES, type SearchFilters } from "../../../app/lib/search/filters";
import type { Currency } from "../../../tenants/languages";
import { tourConditions, type Query, type SqlParam } from "./filter-sql";

/**
 * travel_departure_summary (migration 0020): what each trip still offers from a search day
 * on, over ALL its departures (every status), so a count of trips with departure filters
 * (status / withUnbookable, age badge, discounted, a price range) reads one row per
 * trip instead of probing every trip's departures.
 *
 * Rows are steps, as in travel_offers (offers-sql.ts): a trip's departure dates d1 < d2 < …
 * cut the calendar, and the row of step k answers every search day T in
 * [valid_from, first_departure) = [d(k-1), dk): the departures from dk on, i.e. those after T.
 * Each row holds:
 * - `classes`: one bit per departure class present, a class being (sales status, age badge,
 *   discounted or not): 7 × 3 × 2 = 42 bits. A filter on statuses, age and discount is a set
 *   of classes, so "a departure after T matches" is exactly `classes & mask != 0`.
 * - the cheapest and dearest price per currency of the BOOKABLE departures (default statuses)
 *   from dk on: with the default statuses, a price range [p1, p2] is met for certain when the
 *   cheapest or the dearest lies in it, not met when both lie on one side, and only a trip
 *   whose prices straddle the range both ways has its departures read.
 * The rows do not depend on today: the triggers of 0020 recompute a trip's rows when one of
 * its departures changes, the seed rebuilds them all after a bulk load, and the scheduled job
 * deletes the rows no search day from today on can read (first_departure <= today).
 *
 * A per-trip, per-month summary was the other candidate for the date filter; measured on the
 * seed, trips depart ~0.6 times a month, so it would hold about one row per departure and a
 * date range reads as many rows from it as from the tours index (tours_start) it would
 * replace: date ranges count departures by that index instead (travels-sql.ts).
 */

/** The class of a departure as an SQL expression over `tours` columns: status × 6 + age × 2 + discounted. */
const CLASS_SQL = `(CASE sales_status ${SALES_STATUSES.map((status, i) => `WHEN '${status}' THEN ${i * 6}`).join(" ")} END)
      + (CASE age_badge ${AGE_BADGES.map((badge, i) => `WHEN '${badge}' THEN ${i * 2}`).join(" ")} END) + (discount_percent > 0)`;

const BOOKABLE_SQL = `sales_status IN (${DEFAULT_STATUSES.map((status) => `'${status}'`).join(", ")})`;

const priceBounds = (["eur", "gbp", "usd"] as const).map((c) => `MIN(min_${c}) OVER s, MAX(max_${c}) OVER s`).join(",\n  ");

const dayPrices = (["eur", "gbp", "usd"] as const)
  .map((c) => `MIN(CASE WHEN bookable THEN price_${c} END) AS min_${c}, MAX(CASE WHEN bookable THEN price_${c} END) AS max_${c}`)
  .join(",\n    ");

/**
 * The rows of the trips whose tours `tourFilter` selects (a condition on `tours`; "1" for every
 * trip), as one INSERT … SELECT written without a WITH clause, so the same text runs in a
 * trigger. The departures are first taken per trip and day (two groups may leave the same
 * day): a class's bit is added once, by one departure of the last day it departs, so the
 * running sum from the latest day back is the OR of the classes from each step on. (No
 * DISTINCT inside an aggregate: wrangler's statement splitter then runs past the semicolon.)
 */
export function insertDepartureSummarySql(tourFilter: string): string {
  return `INSERT INTO travel_departure_summary (travel_id, first_departure, valid_from, classes,
  min_eur, max_eur, min_gbp, max_gbp, min_usd, max_usd)
SELECT travel_id, starting_date, coalesce(LAG(starting_date) OVER (PARTITION BY travel_id ORDER BY starting_date), ''),
  SUM(bits) OVER s,
  ${priceBounds}
FROM (
  SELECT travel_id, starting_date, SUM(CASE WHEN last_of_class THEN 1 << class ELSE 0 END) AS bits,
    ${dayPrices}
  FROM (
    SELECT travel_id, starting_date, class, price_eur, price_gbp, price_usd, ${BOOKABLE_SQL} AS bookable,
      ROW_NUMBER() OVER (PARTITION BY travel_id, class ORDER BY starting_date DESC) = 1 AS last_of_class
    FROM (
      SELECT travel_id, starting_date, sales_status, price_eur, price_gbp, price_usd,
        ${CLASS_SQL} AS class
      FROM tours
      WHERE (${tourFilter})
    )
  )
  GROUP BY travel_id, starting_date
)
WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`;
}

/** Every trip's rows from scratch (the seed, after loading the tours with the triggers paused). */
export const REBUILD_DEPARTURE_SUMMARY_SQL: readonly string[] = ["DELETE FROM travel_departure_summary", insertDepartureSummarySql("1")];

/**
 * The scheduled job's clean-up: rows whose steps end on or before today answer only search
 * days in the past (travel_offers' rows too: their row of a day T also has first_departure > T).
 */
export const DELETE_PAST_SUMMARY_ROWS_SQL: readonly string[] = [
  "DELETE FROM travel_departure_summary WHERE first_departure <= ?",
  "DELETE FROM travel_offers WHERE first_departure <= ?",
];

/** The classes a departure filter accepts (statuses, age badge, discounted only), as a bit mask. */
export function classMask(filters: Pick<SearchFilters, "status" | "withUnbookable" | "ageBadge" | "discounted">): number {
  let mask = 0;
  for (const status of effectiveStatuses(filters)) {
    const s = SALES_STATUSES.indexOf(status);
    AGE_BADGES.forEach((badge, a) => {
      if (filters.ageBadge && filters.ageBadge !== badge) return;
      for (const discounted of filters.discounted === true ? [1] : [0, 1]) mask += 2 ** (s * 6 + a * 2 + discounted);
    });
  }
  return mask;
}

/**
 * How many trips have a departure after today that matches the departure filters, from each
 * trip's row of the day, for searches with no date range and no trip filter or text (the
 * caller checks). Exact: statuses, age and discount are decided by the class mask; a price
 * range by the bookable price bounds when the statuses are the defaults and nothing else
 * narrows (reading the departures of the trips that straddle it), otherwise by the departures
 * of the trips whose classes match.
 */
export function departureSummaryCount(filters: SearchFilters, today: string, currency: Currency): Query {
  const conditions = ["s.valid_from <= ?", "s.first_departure > ?", "(s.classes & ?) != 0"];
  const params: SqlParam[] = [today, today, classMask(filters)];
  const priced = filters.priceFrom !== undefined || filters.priceTo !== undefined;
  if (priced) {
    const exact = departuresMatch(filters, today, currency);
    const statuses = new Set(effectiveStatuses(filters));
    const byBounds =
      filters.ageBadge === undefined &&
      filters.discounted !== true &&
      statuses.size === DEFAULT_STATUSES.length &&
      DEFAULT_STATUSES.every((status) => statuses.has(status));
    if (byBounds) {
      const c = currency.toLowerCase();
      const [low, high] = [`s.min_${c}`, `s.max_${c}`];
      const { priceFrom: from, priceTo: to } = filters;
      // Not met: nothing bookable, or every price on one side of the range.
      conditions.push(`${low} IS NOT NULL`);
      if (to !== undefined) {
        conditions.push(`${low} <= ?`);
        params.push(to);
      }
      if (from !== undefined) {
        conditions.push(`${high} >= ?`);
        params.push(from);
      }
      // Met for certain when the cheapest or the dearest is in the range (one bound: always).
      if (from !== undefined && to !== undefined) {
        conditions.push(`(${low} >= ? OR ${high} <= ? OR ${exact.sql})`);
        params.push(from, to, ...exact.params);
      }
    } else {
      conditions.push(exact.sql);
      params.push(...exact.params);
    }
  }
  return {
    sql: `SELECT COUNT(*) AS total FROM travel_departure_summary s INDEXED BY travel_departure_summary_day WHERE ${conditions.join(" AND ")}`,
    params,
  };
}

/** The trip of row `s` has a departure after today matching every departure filter. */
function departuresMatch(filters: SearchFilters, today: string, currency: Currency): Query {
  const tours = tourConditions(filters, today, currency, "e");
  return { sql: `EXISTS (SELECT 1 FROM tours e WHERE e.travel_id = s.travel_id AND ${tours.sql.join(" AND ")})`, params: tours.params };
}
