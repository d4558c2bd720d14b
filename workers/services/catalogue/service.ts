import { MAX_PER_PAGE, type SearchFilters } from "../../../app/lib/search/filters";
import { catalogueLanguage } from "../../../tenants/languages";
import { toTourCard, toTravelCard, type TourPageRow, type TravelPageRow } from "./mappers";
import type { Query } from "./filter-sql";
import { periodsSql } from "./periods-sql";
import { toursQueries } from "./tours-sql";
import { travelsCountQuery, travelsQueries } from "./travels-sql";
import {
  normalizeTopSellersQuery,
  placesCacheKey,
  placesSchema,
  TOP_SELLERS_TTL_SECONDS,
  topSellersCacheKey,
  topSellersSchema,
} from "./top-sellers-query";
import { continentsSql, topSellerCountriesQuery, topSellerTotalsQuery, type TopSellerCountryRow } from "./top-sellers-sql";
import type { PeriodOption } from "../../../app/lib/search/period-range";
import type {
  CatalogueDeps,
  CatalogueScope,
  CatalogueService,
  Continent,
  Page,
  Places,
  TopSellerCountry,
  TopSellers,
  TopSellersQuery,
  TravelCard,
} from "./types";

const EMPTY_TOP_SELLERS: TopSellers = { countries: [], itineraries: 0, departures: 0 };

/**
 * The catalogue search (filters, sort orders, the JSON API's calls) over D1, with top-sellers
 * cached in KV. Every dependency comes in as an argument. Failures are not caught here: a query
 * error or a database outage reaches the caller, which knows whether the data was critical to its
 * answer (the page's boundary answers 500 or 503) or optional (caught where it is called). The
 * empty answers belong to the JSON API (app/server/catalogue/catalogue-api.server.ts).
 */
export function createCatalogueService(deps: CatalogueDeps, scope: CatalogueScope): CatalogueService {
  const { db, cache } = deps;
  const { today, currency } = scope;
  const language = catalogueLanguage(scope.language);

  const bind = (query: Query) => db.prepare(query.sql).bind(...query.params);
  async function all<T>(query: Query): Promise<T[]> {
    const { results } = await bind(query).all<T>();
    return results;
  }

  const shapeOf = (filters: SearchFilters) => ({ filters: bounded(filters), today, language, currency });

  async function travelsPage(filters: SearchFilters): Promise<Page<TravelCard>> {
    const shape = shapeOf(filters);
    const { page, count } = travelsQueries(shape, { count: true });
    let rows: TravelPageRow[];
    let total: number | undefined;
    if (count) {
      // One round trip for the page and its count.
      const [pageResult, countResult] = await db.batch([bind(page), bind(count)]);
      rows = (pageResult?.results ?? []) as TravelPageRow[];
      total = firstTotal(countResult?.results);
    } else {
      rows = await all<TravelPageRow>(page);
      total = rows[0]?.total;
    }
    // The rows carry the total, but a page past the end has no row: count apart (rare).
    if (total === undefined && rows.length === 0 && shape.filters.page > 1) total = firstTotal(await all(travelsCountQuery(shape)));
    return pageOf(
      rows.map((row) => toTravelCard(row, currency)),
      shape.filters,
      total ?? 0,
    );
  }

  return {
    async travels(filters) {
      const rows = await all<TravelPageRow>(travelsQueries(shapeOf(filters), { count: false }).page);
      return rows.map((row) => toTravelCard(row, currency));
    },

    travelsPaginated: travelsPage,

    async tours(filters) {
      const shape = shapeOf(filters);
      const { page, count } = toursQueries(shape);
      // One round trip for the page and its count.
      const [pageResult, countResult] = await db.batch([bind(page), bind(count)]);
      const rows = (pageResult?.results ?? []) as TourPageRow[];
      const total = firstTotal(countResult?.results) ?? 0;
      return pageOf(
        rows.map((row) => toTourCard(row, currency)),
        shape.filters,
        total,
      );
    },

    async periods() {
      const { results } = await db
        .prepare(periodsSql(language))
        .bind(today)
        .all<{ id: number; type: PeriodOption["type"]; name: string; starting_date: string; ending_date: string }>();
      return results.map((r) => ({
        key: String(r.id),
        name: r.name,
        type: r.type,
        startingDate: r.starting_date,
        endingDate: r.ending_date,
      }));
    },

    places() {
      return cache.readThrough({
        key: placesCacheKey(scope.tenantId, scope.language),
        ttlSeconds: TOP_SELLERS_TTL_SECONDS,
        schema: placesSchema,
        load: loadPlaces,
      });
    },

    async topSellers(query) {
      const normalized = normalizeTopSellersQuery(query);
      return cache.readThrough({
        key: await topSellersCacheKey(scope.tenantId, scope.language, normalized),
        ttlSeconds: TOP_SELLERS_TTL_SECONDS,
        schema: topSellersSchema,
        load: () => loadTopSellers(normalized),
      });
    },
  };

  async function loadPlaces(): Promise<Places> {
    const countriesQuery = topSellerCountriesQuery({}, language, today, null)!;
    const [continents, countries] = await db.batch([db.prepare(continentsSql(language)), bind(countriesQuery)]);
    const byName = new Intl.Collator(scope.language).compare;
    return {
      continents: ((continents?.results ?? []) as Continent[]).map((c) => ({ id: c.id, code: c.code, name: c.name })),
      countries: ((countries?.results ?? []) as TopSellerCountryRow[]).map(toCountry).sort((a, b) => byName(a.name, b.name)),
    };
  }

  async function loadTopSellers(query: TopSellersQuery): Promise<TopSellers> {
    const countriesQuery = topSellerCountriesQuery(query, language, today);
    const totalsQuery = topSellerTotalsQuery(query, today);
    if (!countriesQuery || !totalsQuery) return EMPTY_TOP_SELLERS;
    const [countries, totals] = await db.batch([bind(countriesQuery), bind(totalsQuery)]);
    const sums = ((totals?.results ?? [])[0] ?? {}) as { itineraries?: number; departures?: number };
    return {
      countries: ((countries?.results ?? []) as TopSellerCountryRow[]).map(toCountry),
      itineraries: sums.itineraries ?? 0,
      departures: sums.departures ?? 0,
    };
  }
}

function toCountry(row: TopSellerCountryRow): TopSellerCountry {
  return {
    id: row.id,
    name: row.name,
    isoCodeAlpha3: row.iso_alpha3,
    continent: { id: row.continent_id, name: row.continent_name, code: row.continent_code },
    itineraries: row.itineraries,
    departures: row.departures,
  };
}

/**
 * Filters arrive parsed; the one thing checked again is the page size, which bounds the
 * work of a query (a caller that bypassed the type gets a RangeError).
 */
function bounded(filters: SearchFilters): SearchFilters {
  if (!(filters.perPage >= 1 && filters.perPage <= MAX_PER_PAGE && filters.page >= 1)) {
    throw new RangeError(`catalogue: page ${filters.page} of ${filters.perPage} is out of bounds`);
  }
  return filters;
}

function firstTotal(rows: unknown[] | undefined): number | undefined {
  const total = (rows?.[0] as { total?: unknown } | undefined)?.total;
  return typeof total === "number" ? total : undefined;
}

function pageOf<T>(data: T[], filters: SearchFilters, total: number): Page<T> {
  return {
    data,
    currentPage: filters.page,
    perPage: filters.perPage,
    lastPage: Math.max(1, Math.ceil(total / filters.perPage)),
    total,
  };
}
