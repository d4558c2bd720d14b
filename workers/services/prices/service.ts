import { z } from "zod";
import { daysBefore, REFERENCE_WINDOW_DAYS, type PriceHistoryEntry, type TourPrices } from "../../../app/lib/trip/reference-price";
import { referencePricesSql } from "./reference-sql";
import { bumpPageGeneration, bumpPageGenerationStatement } from "../../cache/page-generation";

/** A statement with numbered parameters (?1, ?2 …), for D1 or, inlined, for `wrangler d1 execute`. */
export type PriceStatement = { sql: string; params: (string | number | null)[] };

const centsSchema = z.number().int().min(0).max(100_000_000);
const daySchema = z.iso.date();
/** A new price: EUR always; GBP and USD follow the tour's current ratio to EUR when left out. */
export const priceChangeSchema = z.object({ eur: centsSchema, gbp: centsSchema.nullish(), usd: centsSchema.nullish() });
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** Which tour a change names: its id (the service) or its code (the ops command). */
export type TourKey = { id: number } | { code: string };

/** The tour's id as an SQL expression over parameter `?n`. */
function tourMatch(key: TourKey, n: number): string {
  return "id" in key ? `(SELECT id FROM tours WHERE id = ?${n})` : `(SELECT id FROM tours WHERE code = ?${n})`;
}

/** Whole units of a currency (the seed's price lists): a scaled price keeps that shape. */
const scaled = (column: string) => `CAST(round(?3 * ${column} / (100.0 * max(price_eur, 1))) AS INTEGER) * 100`;

/**
 * The statements of one price change, in order, run in one batch (D1 runs a batch as one
 * transaction): the tour's prices so far become its first history row if it has none (so the
 * drop is measured against them), the new prices become the row of `day` (a second change the
 * same day replaces it), then the tour's price, base and discount columns are recomputed for
 * `day`. scripts/tour-price.ts writes these same statements through `wrangler d1 execute`.
 */
export function priceChangeStatements(key: TourKey, change: PriceChange, day: string): PriceStatement[] {
  const { eur, gbp, usd } = priceChangeSchema.parse(change);
  daySchema.parse(day);
  const tour = tourMatch(key, 1);
  const tourValue = "id" in key ? key.id : key.code;
  return [
    {
      sql: `INSERT INTO tour_price_history (tour_id, valid_from, price_eur, price_gbp, price_usd)
SELECT id, min(substr(published_at, 1, 10), date(?2, '-1 day')), price_eur, price_gbp, price_usd FROM tours
WHERE id = ${tour} AND NOT EXISTS (SELECT 1 FROM tour_price_history WHERE tour_id = tours.id)`,
      params: [tourValue, day],
    },
    {
      sql: `INSERT INTO tour_price_history (tour_id, valid_from, price_eur, price_gbp, price_usd)
SELECT id, ?2, ?3, coalesce(?4, ${scaled("price_gbp")}), coalesce(?5, ${scaled("price_usd")}) FROM tours
WHERE id = ${tour}
ON CONFLICT (tour_id, valid_from) DO UPDATE SET price_eur = excluded.price_eur, price_gbp = excluded.price_gbp, price_usd = excluded.price_usd`,
      params: [tourValue, day, eur, gbp ?? null, usd ?? null],
    },
    {
      sql: referencePricesSql({ tourIdSql: tourMatch(key, 3) }),
      params: [day, daysBefore(day, REFERENCE_WINDOW_DAYS), tourValue],
    },
    // The pages showing the price are rendered afresh from the next request (edge-cache.ts).
    bumpPageGenerationStatement(),
  ];
}

export type PriceServiceDeps = { db: D1Database };

/**
 * Tour prices over time (EU price-indication rule): every change is recorded in
 * tour_price_history, and the tours' price columns always hold today's price with the honest
 * reference ("was") price beside it.
 *
 * Nothing in KV holds a price (the cached top-sellers and places are counts and names); the
 * edge copies of anonymous pages do, and every change bumps their generation.
 */
export function createPriceService({ db }: PriceServiceDeps) {
  return {
    /**
     * Sets a tour's prices from `day` on (the caller's today, a UTC day): records the history
     * row and updates the tour's price, base price and discount in one batch. GBP and USD left
     * out follow the tour's current ratio to EUR. Null when there is no such tour.
     */
    async changeTourPrice(tourId: number, change: PriceChange, day: string): Promise<TourPrices | null> {
      const statements = priceChangeStatements({ id: tourId }, change, day);
      const results = await db.batch(statements.map(({ sql, params }) => db.prepare(sql).bind(...params)));
      if (!results[1]?.meta.changes) return null;
      const row = await db
        .prepare("SELECT price_eur, price_gbp, price_usd FROM tours WHERE id = ?1")
        .bind(tourId)
        .first<Record<string, number>>();
      return row ? { eur: row.price_eur!, gbp: row.price_gbp!, usd: row.price_usd! } : null;
    },

    /** Recomputes every tour's price, reference and discount for `today`; returns how many tours changed. */
    async refreshReferencePrices(today: string): Promise<number> {
      daySchema.parse(today);
      const result = await db.prepare(referencePricesSql()).bind(today, daysBefore(today, REFERENCE_WINDOW_DAYS)).run();
      if (result.meta.changes) await bumpPageGeneration(db);
      return result.meta.changes ?? 0;
    },

    /** A tour's recorded prices, oldest first. */
    async history(tourId: number): Promise<PriceHistoryEntry[]> {
      const { results } = await db
        .prepare("SELECT valid_from, price_eur, price_gbp, price_usd FROM tour_price_history WHERE tour_id = ?1 ORDER BY valid_from")
        .bind(tourId)
        .all<Record<string, string | number>>();
      return results.map((row) => ({
        validFrom: String(row.valid_from),
        eur: Number(row.price_eur),
        gbp: Number(row.price_gbp),
        usd: Number(row.price_usd),
      }));
    },
  };
}

export type PriceService = ReturnType<typeof createPriceService>;
