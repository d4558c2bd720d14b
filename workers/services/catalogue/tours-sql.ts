import type { Sort } from "../../../app/lib/search/filters";
import { PRICE_COLUMNS } from "../../db/schema";
import { tourConditions, travelIdsIn, where, type Query, type Shape } from "./filter-sql";

// Tour sort keys read only departure columns (the duration of a departure is its own
// length), so the page is picked from narrow rows before any trip text is joined. Each
// sort is a list of [page column, direction]; the outer query orders by the page's columns
// so it is driven by the page's rows and not by an index scan of all tours.
type TourKey = "starting_date" | "published_at" | "discount_percent" | "price" | "length" | "id";
type TourOrder = readonly [TourKey, "ASC" | "DESC"][];
const TOUR_ORDER: Record<Exclude<Sort, "relevance" | "relevance:desc" | "date">, TourOrder> = {
  "date:asc": [["starting_date", "ASC"], ["id", "ASC"]],
  "newer:desc": [["published_at", "DESC"], ["id", "DESC"]],
  "price:asc": [["price", "ASC"], ["starting_date", "ASC"], ["id", "ASC"]],
  "price:desc": [["price", "DESC"], ["starting_date", "ASC"], ["id", "ASC"]],
  "discount:desc": [["discount_percent", "DESC"], ["starting_date", "ASC"], ["id", "ASC"]],
  "duration:asc": [["length", "ASC"], ["starting_date", "ASC"], ["id", "ASC"]],
  "duration:desc": [["length", "DESC"], ["starting_date", "ASC"], ["id", "ASC"]],
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

/** 000 §4: for tours, relevance is date ascending. */
function tourOrder(sort: Sort | undefined): TourOrder {
  if (sort === undefined || sort === "relevance" || sort === "relevance:desc" || sort === "date") return TOUR_ORDER["date:asc"];
  return TOUR_ORDER[sort];
}

/**
 * One page of departures (000 §4: relevance is date ascending for tours) and the total. The
 * page is picked from the departures alone (sort keys and filters live in the covering
 * index), then only its rows are joined to their trip's localized text.
 */
export function toursQueries({ filters, today, language, currency }: Shape): { page: Query; count: Query } {
  const tours = tourConditions(filters, today, currency, "t");
  const narrow = travelIdsIn(filters, "t");
  const price = PRICE_COLUMNS[currency];
  const conditions = where([...tours.sql, ...narrow.sql]);
  const params = [...tours.params, ...narrow.params];
  const keys = tourOrder(filters.sort);
  const pageColumns = keys.map(([key]) => `${tourKeyExpression(key, price.current)} AS ${key}`).join(", ");
  const innerOrder = keys.map(([key, direction]) => `${tourKeyExpression(key, price.current)} ${direction}`).join(", ");
  const outerOrder = keys.map(([key, direction]) => `page.${key} ${direction}`).join(", ");
  const offset = (filters.page - 1) * filters.perPage;
  return {
    page: {
      sql: `WITH page AS (
          SELECT ${pageColumns}
          FROM tours t
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
    count: { sql: `SELECT COUNT(*) AS total FROM tours t ${conditions}`, params },
  };
}
