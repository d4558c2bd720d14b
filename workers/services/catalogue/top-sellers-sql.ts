import type { CatalogueLanguage } from "../../../tenants/languages";
import type { SqlParam } from "./filter-sql";
import { DEFAULT_STATUSES } from "../../../app/lib/search/filters";
import { ftsMatchExpression } from "./fts-query";
import type { Query } from "./filter-sql";
import type { TopSellersQuery } from "./types";

/** Destinations shown in the where section at most (000 §2). */
export const TOP_SELLERS_LIMIT = 20;

export type TopSellerCountryRow = {
  id: number;
  iso_alpha3: string;
  name: string;
  continent_id: number;
  continent_code: string;
  continent_name: string;
  itineraries: number;
  departures: number;
};

/**
 * Departures still for sale: future, in the default statuses (000 §4), counted per trip for
 * the trips in `travelIds` (a subquery), so only the departures of the trips concerned are
 * read; for every trip, each trip's travel_offers row of the day holds the count (offers-sql.ts:
 * built from the same statuses), one row per trip instead of one per departure.
 * The counts of the where section are "trips" and "departure dates" a visitor could book.
 */
function bookable(today: string, travelIds: string | null): Query {
  if (travelIds) {
    return {
      sql: `bookable AS (
      SELECT t.travel_id, COUNT(*) AS departures FROM tours t
      WHERE t.starting_date > ? AND t.sales_status IN (SELECT value FROM json_each(?))
        AND t.travel_id IN (${travelIds})
      GROUP BY t.travel_id)`,
      params: [today, JSON.stringify(DEFAULT_STATUSES)],
    };
  }
  return {
    sql: `bookable AS (
      SELECT o.travel_id, o.departures FROM travel_offers o INDEXED BY travel_offers_day
      WHERE o.valid_from <= ? AND o.first_departure > ?)`,
    params: [today, today],
  };
}

/**
 * Countries for the where section: those whose name (any language, prefix, accents folded)
 * matches the text, plus the requested alpha-3 codes and continents; all countries when
 * nothing narrows. Each with its bookable itineraries and departures, best sellers first;
 * the where section shows the first `limit`, the filters list (limit null) every one.
 */
export function topSellerCountriesQuery(
  query: TopSellersQuery,
  language: CatalogueLanguage,
  today: string,
  limit: number | null = TOP_SELLERS_LIMIT,
): Query | null {
  const match = query.search ? ftsMatchExpression(query.search) : null;
  if (query.search && !match && !query.countries?.length && !query.continents?.length) return null;
  const any: string[] = [];
  const params: SqlParam[] = [];
  if (match) {
    any.push("c.id IN (SELECT rowid FROM countries_fts WHERE countries_fts MATCH ?)");
    params.push(match);
  }
  if (query.countries?.length) {
    any.push("c.iso_alpha3 IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(query.countries));
  }
  if (query.continents?.length) {
    any.push("c.continent_id IN (SELECT id FROM continents WHERE code IN (SELECT value FROM json_each(?)))");
    params.push(JSON.stringify(query.continents));
  }
  const chosen = any.length > 0 ? `SELECT c.id FROM countries c WHERE ${any.join(" OR ")}` : null;
  const b = bookable(today, chosen ? `SELECT tc.travel_id FROM travel_countries tc WHERE tc.country_id IN (${chosen})` : null);
  // Bookable trips drive the join: each looks up its countries by the (travel, country) key.
  return {
    sql: `WITH ${b.sql}
      SELECT c.id, c.iso_alpha3, c.name_${language} AS name, co.id AS continent_id, co.code AS continent_code,
        co.name_${language} AS continent_name, COUNT(*) AS itineraries, SUM(b.departures) AS departures
      FROM bookable b
      JOIN travel_countries tc ON tc.travel_id = b.travel_id
      JOIN countries c ON c.id = tc.country_id
      JOIN continents co ON co.id = c.continent_id
      ${chosen ? `WHERE c.id IN (${chosen})` : ""}
      GROUP BY c.id
      ORDER BY itineraries DESC, departures DESC, name
      ${limit === null ? "" : `LIMIT ${Math.trunc(limit)}`}`,
    params: [...b.params, ...params, ...(chosen ? params : [])],
  };
}

/**
 * 000 §3 search totals: the bookable travels a search finds (text over every language's
 * titles and places, or travels visiting the requested countries or continents).
 */
export function topSellerTotalsQuery(query: TopSellersQuery, today: string): Query | null {
  const match = query.search ? ftsMatchExpression(query.search) : null;
  if (query.search && !match && !query.countries?.length && !query.continents?.length) return null;
  const sets: string[] = [];
  const params: SqlParam[] = [];
  if (match) {
    sets.push("SELECT rowid FROM travels_fts WHERE travels_fts MATCH ?");
    params.push(match);
  }
  if (query.countries?.length) {
    sets.push(
      "SELECT tc.travel_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE c.iso_alpha3 IN (SELECT value FROM json_each(?))",
    );
    params.push(JSON.stringify(query.countries));
  }
  if (query.continents?.length) {
    sets.push(
      "SELECT tc.travel_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id JOIN continents co ON co.id = c.continent_id WHERE co.code IN (SELECT value FROM json_each(?))",
    );
    params.push(JSON.stringify(query.continents));
  }
  const b = bookable(today, sets.length > 0 ? sets.join(" UNION ") : null);
  return {
    sql: `WITH ${b.sql}
      SELECT COUNT(*) AS itineraries, coalesce(SUM(b.departures), 0) AS departures FROM bookable b`,
    params: [...b.params, ...params],
  };
}

/** 000 §3 Continent: every continent of the catalogue, in one language (the filters and the carousel list them all). */
export const continentsSql = (language: CatalogueLanguage) => `SELECT id, code, name_${language} AS name FROM continents ORDER BY id`;
