import type { Currency } from "../../../tenants/languages";
import type { DepartureFacts } from "../../../app/lib/search/saved-search";
import { FACTS_SQL, HISTORY_SQL, MAILED_SQL } from "./saved-searches-sql";

/**
 * What the watched-search job reads of departures: each one as the search filters read it, the
 * prices each search last mailed for it, and its price history (a drop is news only below every
 * price it had since the search was saved).
 */

/** Ids per json_each parameter. */
export const CHUNK = 500;

/** News of a search: a departure newly matching (`was` absent) or costing less than `was`. */
export type Found = { searchId: string; tourId: number; seq: number; text?: string; travelId: number; was?: number };

/** The prices each search last mailed for the departures named, by `search:tour`. */
export async function mailedPrices(db: D1Database, tourIds: number[]): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  for (let i = 0; i < tourIds.length; i += CHUNK) {
    const { results } = await db
      .prepare(MAILED_SQL)
      .bind(JSON.stringify(tourIds.slice(i, i + CHUNK)))
      .all<{ search_id: string; tour_id: number; price: number }>();
    for (const row of results) prices.set(`${row.search_id}:${row.tour_id}`, row.price);
  }
  return prices;
}

type HistoryRow = { tour_id: number; valid_from: string; price_eur: number; price_gbp: number; price_usd: number };

/**
 * The drops of departures that matched already and were never mailed, kept when the price is
 * below every price the departure had since the search was saved (the price history's rows
 * from the one in effect on that day up to the one before today's, and the price before this
 * change):
 * a price that goes up and comes back is no news. `was` becomes that lowest price.
 */
export async function belowLowest(
  db: D1Database,
  drops: { item: Found; since: string; currency: Currency; price: number }[],
  day: string,
): Promise<Found[]> {
  if (drops.length === 0) return [];
  const history = new Map<number, HistoryRow[]>();
  const tourIds = [...new Set(drops.map((d) => d.item.tourId))];
  for (let i = 0; i < tourIds.length; i += CHUNK) {
    const { results } = await db
      .prepare(HISTORY_SQL)
      .bind(JSON.stringify(tourIds.slice(i, i + CHUNK)), day)
      .all<HistoryRow>();
    for (const row of results) history.set(row.tour_id, [...(history.get(row.tour_id) ?? []), row]);
  }
  const kept: Found[] = [];
  for (const { item, since, currency, price } of drops) {
    const column = currency === "EUR" ? "price_eur" : currency === "GBP" ? "price_gbp" : "price_usd";
    // The last row is the price in effect now: the ones before it are the prices it had.
    const rows = (history.get(item.tourId) ?? []).slice(0, -1);
    const first = rows.findLastIndex((row) => row.valid_from < since);
    const lowest = Math.min(item.was!, ...rows.slice(Math.max(first, 0)).map((row) => row[column]));
    if (price < lowest) kept.push({ ...item, was: lowest });
  }
  return kept;
}

type FactsRow = {
  id: number;
  travel_id: number;
  starting_date: string;
  ending_date: string;
  sales_status: string;
  age_badge: string;
  discount_percent: number;
  price_eur: number;
  price_gbp: number;
  price_usd: number;
  days: number;
  is_no_sharing_room_available: number;
  badge_id: string | null;
  travel_type: string;
  cost_center: string;
  styles: string;
  countries: string;
  continents: string;
};

/** The departures (and their trips) as the filters read them; a deleted one is simply absent. */
export async function departureFacts(db: D1Database, ids: number[]): Promise<Map<number, DepartureFacts>> {
  const facts = new Map<number, DepartureFacts>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const { results } = await db
      .prepare(FACTS_SQL)
      .bind(JSON.stringify(ids.slice(i, i + CHUNK)))
      .all<FactsRow>();
    for (const row of results) {
      facts.set(row.id, {
        tourId: row.id,
        startingDate: row.starting_date,
        endingDate: row.ending_date,
        salesStatus: row.sales_status,
        ageBadge: row.age_badge,
        discountPercent: row.discount_percent,
        prices: { EUR: row.price_eur, GBP: row.price_gbp, USD: row.price_usd },
        travel: {
          id: row.travel_id,
          days: row.days,
          noSharingRoom: row.is_no_sharing_room_available === 1,
          badgeId: row.badge_id,
          travelType: row.travel_type,
          costCenter: row.cost_center,
          styles: JSON.parse(row.styles) as string[],
          countryIds: JSON.parse(row.countries) as number[],
          continentIds: JSON.parse(row.continents) as number[],
        },
      });
    }
  }
  return facts;
}
