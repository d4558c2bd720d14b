import type { CatalogueLanguage } from "../../../tenants/languages";
import type { SqlParam } from "./filter-sql";
import { offerOfTheDay } from "./offers-sql";
import { ftsMatchExpression } from "./fts-query";
import type { Query } from "./filter-sql";
import type { TopSellersQuery } from "./types";

/** Destinations shown in the where section at most. */
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
 * The countries a top-sellers search names, as one SELECT of country ids (`chosen`; null when
 * nothing narrows), with its parameters: text over the countries' names (`match`, null when
 * the text has no searchable word), the requested countries, the countries of the continents.
 */
export function chosenCountries(query: TopSellersQuery): { match: string | null; chosen: string | null; params: SqlParam[] } {
  const match = query.search ? ftsMatchExpression(query.search) : null;
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
  return { match, chosen: any.length > 0 ? `SELECT c.id FROM countries c WHERE ${any.join(" OR ")}` : null, params };
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
  const { match, chosen, params } = chosenCountries(query);
  if (query.search && !match && !query.countries?.length && !query.continents?.length) return null;
  // Per country (its place), the days after today of place_departure_days (0021): bookable trips are
  // those whose last bookable departure is after today, departures those leaving after it.
  return {
    sql: `WITH sold AS (
        SELECT d.place_id, SUM(d.trips_ending) AS itineraries, SUM(d.departures) AS departures
        FROM place_departure_days d
        WHERE ${chosen ? `d.place_id IN (${chosen})` : "d.place_id > 0"} AND d.day > ?
        GROUP BY d.place_id)
      SELECT c.id, c.iso_alpha3, c.name_${language} AS name, co.id AS continent_id, co.code AS continent_code,
        co.name_${language} AS continent_name, s.itineraries, s.departures
      FROM sold s
      JOIN countries c ON c.id = s.place_id
      JOIN continents co ON co.id = c.continent_id
      WHERE s.itineraries > 0
      ORDER BY itineraries DESC, departures DESC, name
      ${limit === null ? "" : `LIMIT ${Math.trunc(limit)}`}`,
    params: [...(chosen ? params : []), today],
  };
}

/**
 * The travels a top-sellers search finds, as SELECTs of travel ids to UNION (none: every
 * travel), with their parameters: text over every language's titles and places (`match`,
 * null when the text has no searchable word), the requested countries, the requested continents.
 */
export function foundTravelSets(query: TopSellersQuery): { match: string | null; sets: string[]; params: SqlParam[] } {
  const match = query.search ? ftsMatchExpression(query.search) : null;
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
  return { match, sets, params };
}

/**
 * Search totals: the bookable travels a search finds (text over every language's
 * titles and places, or travels visiting the requested countries or continents).
 */
export function topSellerTotalsQuery(query: TopSellersQuery, today: string): Query | null {
  const { match, sets, params } = foundTravelSets(query);
  if (query.search && !match && !query.countries?.length && !query.continents?.length) return null;
  // Every trip, or the trips of one continent, each once: a place of place_departure_days (0021).
  const place =
    sets.length === 0
      ? { sql: "0", params: [] }
      : !match && !query.countries?.length && query.continents?.length === 1
        ? { sql: "-(SELECT id FROM continents WHERE code = ?)", params: [query.continents[0]!] }
        : null;
  if (place) {
    return {
      sql: `SELECT coalesce(SUM(trips_ending), 0) AS itineraries, coalesce(SUM(departures), 0) AS departures
        FROM place_departure_days WHERE place_id = ${place.sql} AND day > ?`,
      params: [...place.params, today],
    };
  }
  // The trips found, each with its travel_offers row of the day (offers-sql.ts): the first
  // bookable departure after today, found by two seeks, holds the count of the bookable
  // departures from it on (built from the default statuses); a trip without one has
  // nothing to book. The counts are "trips" and "departure dates" a visitor could book.
  return {
    sql: `WITH found(travel_id) AS (${sets.join(" UNION ")})
      SELECT COUNT(*) AS itineraries, coalesce(SUM(o.departures), 0) AS departures
      FROM (SELECT DISTINCT travel_id FROM found) f
      JOIN travel_offers o ON ${offerOfTheDay("o", "f.travel_id")}`,
    params: [...params, today],
  };
}

/** Continent: every continent of the catalogue, in one language (the filters and the carousel list them all). */
export const continentsSql = (language: CatalogueLanguage) => `SELECT id, code, name_${language} AS name FROM continents ORDER BY id`;
