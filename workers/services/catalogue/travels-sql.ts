import { DEFAULT_STATUSES, effectiveStatuses, type SearchFilters, type Sort } from "../../../app/lib/search/filters";
import { localizedText, PRICE_COLUMNS } from "../../db/schema";
import { offerOfTheDay } from "./offers-sql";
import { departureSummaryCount } from "./departure-summary-sql";
import { textJoin, tourConditions, travelConditions, travelIdsIn, where, type Query, type Shape, type SqlParam } from "./filter-sql";

// Sort orders. The names are columns of the page row, so one order serves the page
// select and, prefixed with `page.`, the details select.
const TRAVEL_ORDER: Record<Exclude<Sort, "relevance" | "relevance:desc" | "date">, string> = {
  "date:asc": "first_departure ASC NULLS LAST, score DESC, id",
  "newer:desc": "published_at DESC, id DESC",
  "price:asc": "price ASC NULLS LAST, score DESC, id",
  "price:desc": "price DESC NULLS LAST, score DESC, id",
  // The biggest discount a card shows (its best tour's, the cheapest matching departure's) first, then the cheaper.
  "discount:desc": "discount_percent DESC NULLS LAST, price ASC, id",
  "duration:asc": "days ASC, score DESC, id",
  "duration:desc": "days DESC, score DESC, id",
};

/** For travels, relevance is the text ranking with free text, otherwise score descending. */
function travelOrder(sort: Sort | undefined, hasText: boolean): string {
  if (sort === "date") return TRAVEL_ORDER["date:asc"];
  if (sort === undefined || sort === "relevance" || sort === "relevance:desc") {
    return hasText ? "text_rank ASC, score DESC, id" : "score DESC, id";
  }
  return TRAVEL_ORDER[sort];
}

/** Sorts whose keys are trip columns: the page can walk trips in order and stop early. */
function sortsByTravelColumns(sort: Sort | undefined): boolean {
  return sort === undefined || sort === "relevance" || sort === "relevance:desc" || sort === "newer:desc" || sort.startsWith("duration:");
}

/**
 * One page of travels and, when asked, the query that counts them.
 *
 * Sorted by a trip column (score, text rank, newness, duration), the page walks trips in
 * that order, keeps those with a matching departure (EXISTS) and stops after the page; the
 * count is a separate EXISTS count, run in the same batch. Sorted by a departure key (date,
 * price, discount), every trip's matching departures are aggregated once (count, cheapest
 * price, first date, the best tour's discount) and the rows carry the total (COUNT(*) OVER ()).
 * Either way only the page's trips then look up their best tour: the cheapest
 * matching departure, then the earliest, then the lowest id. Trips need a matching
 * departure unless hasTours is false, which lists them with bestTour null.
 */
export function travelsQueries(
  shape: Shape,
  {
    count,
    offers = true,
  }: {
    count: boolean;
    /** false: read the departures even when travel_offers or travel_departure_summary could answer (tests compare both). */
    offers?: boolean;
  },
): { page: Query; count: Query | null } {
  const fromOffers = offers && readsOffers(shape.filters);
  if (sortsByTravelColumns(shape.filters.sort)) return travelOrdered(shape, count, fromOffers, offers);
  return fromOffers && shape.filters.hasTours !== false ? offerOrdered(shape) : departureOrdered(shape);
}

/**
 * Whether a search's departure filters are the defaults (future departures in the default
 * statuses, nothing else): then every trip's matching departures are summed up in its
 * travel_offers row for the day (offers-sql.ts), and the search reads that row instead of
 * the departures.
 */
export function readsOffers(filters: SearchFilters): boolean {
  const statuses = new Set(effectiveStatuses(filters));
  return (
    filters.dateFrom === undefined &&
    filters.dateTo === undefined &&
    filters.ageBadge === undefined &&
    filters.discounted !== true &&
    filters.priceFrom === undefined &&
    filters.priceTo === undefined &&
    statuses.size === DEFAULT_STATUSES.length &&
    DEFAULT_STATUSES.every((status) => statuses.has(status))
  );
}

/**
 * A trip has a bookable departure after today: its last one is later (travels.travel_offers_until,
 * kept from travel_offers by the triggers of 0020), read from the trip's index entry.
 */
const HAS_OFFER = "tr.travel_offers_until > ?";

/** How many trips have a departure matching default departure filters (and the trip filters). */
function offersCount({ filters, today }: Shape): Query {
  const travels = travelConditions(filters);
  const text = textJoin(filters);
  // Nothing on the trips: one row per trip (its last step) in a partial index, counted in range.
  if (travels.sql.length === 0 && !text) {
    return { sql: "SELECT COUNT(*) AS total FROM travel_offers o WHERE o.is_last = 1 AND o.first_departure > ?", params: [today] };
  }
  return {
    sql: `SELECT COUNT(*) AS total FROM travels tr ${text?.sql ?? ""} ${where([...travels.sql, HAS_OFFER])}`,
    params: [...(text?.params ?? []), ...travels.params, today],
  };
}

function travelOrdered({ filters, today, currency, language }: Shape, withCount: boolean, fromOffers: boolean, useSummaries = true) {
  const travels = travelConditions(filters);
  const text = textJoin(filters);
  const exists = tourConditions(filters, today, currency, "e");
  const conditions = [...travels.sql];
  const params: SqlParam[] = [...(text?.params ?? []), ...travels.params];
  const offers = filters.hasTours !== false && fromOffers;
  if (offers) {
    conditions.push(HAS_OFFER);
    params.push(today);
  } else if (filters.hasTours !== false) {
    conditions.push(`EXISTS (SELECT 1 FROM tours e WHERE e.travel_id = tr.id AND ${exists.sql.join(" AND ")})`);
    params.push(...exists.params);
  }
  const from = `FROM travels tr ${text?.sql ?? ""} ${where(conditions)}`;
  const order = travelOrder(filters.sort, text !== null);
  const page = details(
    {
      sql: `page AS (
        SELECT tr.id, tr.score, tr.days, tr.published_at, tr.thumbnail_image_id, ${text ? "f.text_rank" : "0 AS text_rank"}
        ${from}
        ORDER BY ${order}
        LIMIT ? OFFSET ?)`,
      params: [...params, filters.perPage, (filters.page - 1) * filters.perPage],
    },
    order,
    { filters, today, currency, language },
  );
  if (!withCount) return { page, count: null };
  const shape = { filters, today, currency, language };
  return {
    page,
    count: offers
      ? offersCount(shape)
      : (filters.hasTours !== false && useSummaries && departureCount(shape)) || { sql: `SELECT COUNT(*) AS total ${from}`, params },
  };
}

/** Up to this many days, a date range's departures are fewer to read than the trips to probe (~10 departures a trip over 18 months). */
const DEPARTURE_DRIVEN_DAYS = 92;

/**
 * How many trips have a departure matching departure filters other than the defaults, read
 * without probing each trip's departures: by the departures of a date range up to
 * DEPARTURE_DRIVEN_DAYS long (the date index bounds what is read), else with no date, trip
 * filter or text, by each trip's row of the day in travel_departure_summary
 * (departure-summary-sql.ts). Null: the probing count it is.
 */
function departureCount({ filters, today, currency }: Shape): Query | null {
  if (filters.dateFrom !== undefined || filters.dateTo !== undefined) {
    if (rangeDays(filters, today) > DEPARTURE_DRIVEN_DAYS) return null;
    const tours = tourConditions(filters, today, currency, "t");
    const narrow = travelIdsIn(filters, "t");
    return {
      sql: `SELECT COUNT(DISTINCT t.travel_id) AS total FROM tours t INDEXED BY tours_start ${where([...tours.sql, ...narrow.sql])}`,
      params: [...tours.params, ...narrow.params],
    };
  }
  if (travelConditions(filters).sql.length > 0 || textJoin(filters)) return null;
  return departureSummaryCount(filters, today, currency);
}

// The departure sorts over travel_offers: the keys are never null there (a row exists only
// for a trip with a departure), so the order is the same as TRAVEL_ORDER's without NULLS LAST,
// which lets SQLite walk the index in order. The discount is the best tour's in the currency.
const OFFER_ORDER: Record<DepartureSort, { order: string; index: (currency: string) => string }> = {
  date: { order: "first_departure ASC, score DESC, id", index: () => "travel_offers_date" },
  "date:asc": { order: "first_departure ASC, score DESC, id", index: () => "travel_offers_date" },
  "price:asc": { order: "price ASC, score DESC, id", index: (c) => `travel_offers_price_${c}` },
  "price:desc": { order: "price DESC, score DESC, id", index: (c) => `travel_offers_price_${c}` },
  "discount:desc": { order: "discount_percent DESC, price ASC, id", index: (c) => `travel_offers_discount_${c}` },
};

/**
 * Sorted by a departure key with the default departure filters: each trip's row of the day in
 * travel_offers carries the keys (first departure, cheapest price, best tour's discount). With no
 * trip filter and no text, the page walks the sort's index of travel_offers and stops after
 * the page; otherwise the matching trips (usually far fewer) each read their row, then sort.
 * The count is a separate query (offersCount).
 */
function offerOrdered(shape: Shape) {
  const { filters, today, currency } = shape;
  const travels = travelConditions(filters);
  const text = textJoin(filters);
  const sort = OFFER_ORDER[(filters.sort as DepartureSort) in OFFER_ORDER ? (filters.sort as DepartureSort) : "price:asc"];
  const c = currency.toLowerCase();
  const columns = `tr.score, tr.days, tr.published_at, tr.thumbnail_image_id, ${text ? "f.text_rank" : "0 AS text_rank"},
          o.first_departure, o.price_${c} AS price, o.discount_${c} AS discount_percent`;
  const day = "o.valid_from <= ? AND o.first_departure > ?";
  const walk = travels.sql.length === 0 && !text;
  const page: Query = walk
    ? {
        // The trip id from the offer row, so the discount order (… id) is the index's own.
        sql: `page AS (
        SELECT o.travel_id AS id, ${columns}
        FROM travel_offers o INDEXED BY ${sort.index(c)}
        CROSS JOIN travels tr ON tr.id = o.travel_id
        WHERE ${day}
        ORDER BY ${sort.order}
        LIMIT ? OFFSET ?)`,
        params: [today, today, filters.perPage, (filters.page - 1) * filters.perPage],
      }
    : {
        sql: `page AS (
        SELECT tr.id, ${columns}
        FROM travels tr ${text?.sql ?? ""}
        CROSS JOIN travel_offers o ON ${offerOfTheDay("o", "tr.id")}
        ${where(travels.sql)}
        ORDER BY ${sort.order}
        LIMIT ? OFFSET ?)`,
        params: [...(text?.params ?? []), today, ...travels.params, filters.perPage, (filters.page - 1) * filters.perPage],
      };
  return { page: details(page, sort.order, shape), count: offersCount(shape) };
}

type DepartureSort = "date" | "date:asc" | "price:asc" | "price:desc" | "discount:desc";
/**
 * Per trip, only the aggregates its sort reads (one pass over the matching departures). The
 * discount is the best tour's (cheapest, then earliest, then lowest id), the one its card
 * shows: with a single MIN() in the query, SQLite takes the bare columns from that row.
 */
const SORT_KEYS: Record<DepartureSort, string> = {
  date: "MIN(t.starting_date) AS first_departure",
  "date:asc": "MIN(t.starting_date) AS first_departure",
  "price:asc": "MIN(t.{price}) AS price",
  "price:desc": "MIN(t.{price}) AS price",
  "discount:desc":
    "MIN(printf('%012d %s %012d', t.{price}, t.starting_date, t.id)) AS best_tour, t.discount_percent AS discount_percent, t.{price} AS price",
};

function departureOrdered({ filters, today, currency, language }: Shape) {
  const tours = tourConditions(filters, today, currency, "t");
  const narrow = travelIdsIn(filters, "t");
  const travels = travelConditions(filters);
  const text = textJoin(filters);
  const price = PRICE_COLUMNS[currency].current;
  const order = travelOrder(filters.sort, text !== null);
  const page = details(
    {
      sql: `matching AS (
        SELECT t.travel_id, ${(SORT_KEYS[filters.sort as DepartureSort] ?? SORT_KEYS["price:asc"]).replaceAll("{price}", price)}
        FROM tours t
        ${where([...tours.sql, ...narrow.sql])}
        GROUP BY t.travel_id),
      page AS (
        SELECT tr.id, tr.score, tr.days, tr.published_at, tr.thumbnail_image_id, ${text ? "f.text_rank" : "0 AS text_rank"},
          m.*, COUNT(*) OVER () AS total
        FROM travels tr
        ${text?.sql ?? ""}
        ${filters.hasTours === false ? "LEFT JOIN" : "JOIN"} matching m ON m.travel_id = tr.id
        ${where(travels.sql)}
        ORDER BY ${order}
        LIMIT ? OFFSET ?)`,
      params: [
        ...tours.params,
        ...narrow.params,
        ...(text?.params ?? []),
        ...travels.params,
        filters.perPage,
        (filters.page - 1) * filters.perPage,
      ],
    },
    order,
    { filters, today, currency, language },
  );
  return { page, count: null };
}

/**
 * The page's trips with their localized texts, styles, thumbnail, departures count, first
 * matching departure and best tour. The final order names the page's columns, so the page's rows drive this query.
 */
function details(pageCtes: Query, order: string, { filters, today, currency, language }: Shape): Query {
  const best = tourConditions(filters, today, currency, "b");
  const departures = tourConditions(filters, today, currency, "d");
  const price = PRICE_COLUMNS[currency];
  return {
    sql: `WITH ${pageCtes.sql}
      SELECT page.*, tr.title_${language} AS title, tr.slug_${language} AS slug, tr.destination_${language} AS destination,
        tr.travel_type, tr.badge_id, tr.is_no_sharing_room_available,
        (SELECT group_concat(s.style) FROM travel_styles s WHERE s.travel_id = page.id) AS styles,
        (SELECT COUNT(*) FROM tours d WHERE d.travel_id = page.id AND ${departures.sql.join(" AND ")}) AS departures,
        (SELECT MIN(d.starting_date) FROM tours d WHERE d.travel_id = page.id AND ${departures.sql.join(" AND ")}) AS first_departure_date,
        bt.id AS tour_id, bt.code, bt.starting_date, bt.ending_date, bt.sales_status, bt.age_badge, bt.free_seats,
        bt.seats_to_confirm, bt.discount_percent AS tour_discount_percent, bt.${price.current} AS tour_price,
        bt.${price.base} AS tour_base_price,
        i.base_url AS image_base_url, i.seo_name AS image_seo_name, i.title AS image_title, ${localizedText("i", "alt_text", language)} AS image_alt_text,
        i.variants AS image_variants
      FROM page
      JOIN travels tr ON tr.id = page.id
      LEFT JOIN tours bt ON bt.id = (
        SELECT b.id FROM tours b
        WHERE b.travel_id = page.id AND ${best.sql.join(" AND ")}
        ORDER BY b.${price.current}, b.starting_date, b.id LIMIT 1)
      LEFT JOIN images i ON i.id = page.thumbnail_image_id
      ORDER BY ${order
        .split(", ")
        .map((term) => `page.${term}`)
        .join(", ")}`,
    params: [...pageCtes.params, ...departures.params, ...departures.params, ...best.params],
  };
}

/** How many travels a search finds, whatever the sort (for a page past the end). */
export function travelsCountQuery(shape: Shape): Query {
  return travelOrdered(shape, true, readsOffers(shape.filters)).count!;
}

/** The days a date filter spans after today (unbounded: Infinity), with its flexibility. */
function rangeDays({ dateFrom, dateTo, daysSpan }: SearchFilters, today: string): number {
  if (!dateTo) return Number.POSITIVE_INFINITY;
  const from = dateFrom && dateFrom > today ? dateFrom : today;
  const [start, end] = from > dateTo ? [dateTo, from] : [from, dateTo];
  return (Date.parse(end) - Date.parse(start)) / 86_400_000 + 2 * (daysSpan ?? 0);
}
