import type { SearchFilters, Sort } from "../../../app/lib/search/filters";
import { PRICE_COLUMNS } from "../../db/schema";
import { textJoin, tourConditions, travelConditions, travelIdsIn, where, type Query, type Shape } from "./filter-sql";
import { readsOffers } from "./travels-sql";
import { offerOfTheDay } from "./offers-sql";

// Tour sort keys read only departure columns (the duration of a departure is its own
// length), so the page is picked from narrow rows before any trip text is joined. Each
// sort is a list of [page column, direction]; the outer query orders by the page's columns
// so it is driven by the page's rows and not by an index scan of all tours.
type TourKey = "starting_date" | "published_at" | "discount_percent" | "price" | "length" | "id";
type TourOrder = readonly [TourKey, "ASC" | "DESC"][];
const TOUR_ORDER: Record<Exclude<Sort, "relevance" | "relevance:desc" | "date">, TourOrder> = {
  "date:asc": [
    ["starting_date", "ASC"],
    ["id", "ASC"],
  ],
  "newer:desc": [
    ["published_at", "DESC"],
    ["id", "DESC"],
  ],
  "price:asc": [
    ["price", "ASC"],
    ["starting_date", "ASC"],
    ["id", "ASC"],
  ],
  "price:desc": [
    ["price", "DESC"],
    ["starting_date", "ASC"],
    ["id", "ASC"],
  ],
  "discount:desc": [
    ["discount_percent", "DESC"],
    ["starting_date", "ASC"],
    ["id", "ASC"],
  ],
  "duration:asc": [
    ["length", "ASC"],
    ["starting_date", "ASC"],
    ["id", "ASC"],
  ],
  "duration:desc": [
    ["length", "DESC"],
    ["starting_date", "ASC"],
    ["id", "ASC"],
  ],
};
const tourKeyExpression = (key: TourKey, price: string): string =>
  ({
    starting_date: "t.starting_date",
    published_at: "t.published_at",
    discount_percent: "t.discount_percent",
    price: `t.${price}`,
    length: "julianday(t.ending_date) - julianday(t.starting_date)",
    id: "t.id",
  })[key];

const WALKED_INDEX: Partial<Record<TourKey, (currency: string) => string>> = {
  price: (c) => `tours_price_${c}`,
  length: () => "tours_length",
};

/** Days of a date range short enough to walk by date (tours_start) rather than by trip. */
const WALKED_RANGE_DAYS = 92;

function walksDates(filters: SearchFilters): boolean {
  // Trips narrowed by continent alone are thousands at 100x; by destination or id, a few.
  if (!filters.dateFrom || !filters.dateTo || !filters.continentId?.length) return false;
  if ((filters.travelId?.length ?? 0) > 0 || (filters.destinationId?.length ?? 0) > 0) return false;
  const days = Math.abs(Date.parse(filters.dateTo) - Date.parse(filters.dateFrom)) / 86_400_000 + 2 * (filters.daysSpan ?? 0);
  return days <= WALKED_RANGE_DAYS;
}

/** For tours, relevance is date ascending. */
function tourOrder(sort: Sort | undefined): TourOrder {
  if (sort === undefined || sort === "relevance" || sort === "relevance:desc" || sort === "date") return TOUR_ORDER["date:asc"];
  return TOUR_ORDER[sort];
}

/**
 * One page of departures (relevance is date ascending for tours) and the total. The
 * page is picked from the departures alone (sort keys and filters live in the covering
 * index), then only its rows are joined to their trip's localized text.
 */
export function toursQueries(
  { filters, today, language, currency }: Shape,
  { offers = true }: { /** false: count the departures even when travel_offers could (tests compare both). */ offers?: boolean } = {},
): { page: Query; count: Query } {
  const tours = tourConditions(filters, today, currency, "t");
  const narrow = travelIdsIn(filters, "t");
  // A date range of a few months holds fewer departures than the trips of a continent do:
  // walk the range (tours_start) and keep the trips found, instead of seeking each trip's
  // departures in the range (the unary + keeps SQLite off the travel_id index). 100x, a month
  // in Europe: page 27 -> 17 ms, count 25 -> 20 ms (p50).
  if (walksDates(filters)) narrow.sql = narrow.sql.map((condition) => `+${condition}`);
  const price = PRICE_COLUMNS[currency];
  const conditions = where([...tours.sql, ...narrow.sql]);
  const params = [...tours.params, ...narrow.params];
  const keys = tourOrder(filters.sort);
  const pageColumns = keys.map(([key]) => `${tourKeyExpression(key, price.current)} AS ${key}`).join(", ");
  const innerOrder = keys.map(([key, direction]) => `${tourKeyExpression(key, price.current)} ${direction}`).join(", ");
  const outerOrder = keys.map(([key, direction]) => `page.${key} ${direction}`).join(", ");
  const offset = (filters.page - 1) * filters.perPage;
  // With only the default departure filters, the price and duration sorts walk their index
  // (migration 0012) and stop after the page; any narrower filter reads its matches instead.
  const walk = readsOffers(filters) && narrow.sql.length === 0 ? WALKED_INDEX[keys[0]![0]]?.(currency.toLowerCase()) : undefined;
  return {
    page: {
      sql: `WITH page AS (
          SELECT ${pageColumns}
          FROM tours t ${walk ? `INDEXED BY ${walk}` : ""}
          ${conditions}
          ORDER BY ${innerOrder}
          LIMIT ? OFFSET ?)
        SELECT t.id, t.code, t.starting_date, t.ending_date, t.sales_status, t.capacity, t.free_seats, t.seats_to_confirm,
          t.age_badge, t.discount_percent, t.${price.current} AS price, t.${price.base} AS base_price,
          tr.id AS travel_id, tr.title_${language} AS title, tr.slug_${language} AS slug,
          tr.destination_${language} AS destination, tr.days
        FROM page
        JOIN tours t ON t.id = page.id
        JOIN travels tr ON tr.id = t.travel_id
        ORDER BY ${outerOrder}`,
      params: [...params, filters.perPage, offset],
    },
    count:
      offers && readsOffers(filters)
        ? offeredDeparturesCount({ filters, today, language, currency })
        : { sql: `SELECT COUNT(*) AS total FROM tours t ${conditions}`, params },
  };
}

/**
 * With the default departure filters, the total is the sum of the matching trips' departures
 * counts in their travel_offers row of the day (offers-sql.ts): one row per trip, not one per
 * departure.
 */
function offeredDeparturesCount({ filters, today }: Shape): Query {
  const travels = travelConditions(filters);
  const text = textJoin(filters);
  if (travels.sql.length === 0 && !text) {
    return {
      sql: "SELECT coalesce(SUM(o.departures), 0) AS total FROM travel_offers o INDEXED BY travel_offers_day WHERE o.valid_from <= ? AND o.first_departure > ?",
      params: [today, today],
    };
  }
  return {
    sql: `SELECT coalesce(SUM(o.departures), 0) AS total FROM travels tr ${text?.sql ?? ""}
      CROSS JOIN travel_offers o ON ${offerOfTheDay("o", "tr.id")}
      ${where(travels.sql)}`,
    params: [...(text?.params ?? []), today, ...travels.params],
  };
}
