/**
 * Promotion codes of the demo catalogue (migration 0010): a deterministic few on trips with a
 * discounted departure, dated relative to the seed's `today` so the sales page always shows
 * codes still valid and codes already expired (the sales page's 'Promo expired').
 */
import type { Catalogue } from "./catalogue";
import { addDays, isoDate, startOfDay } from "./dates";
import { sqlLiteral, type SeedStatement, type SqlValue } from "./sql";

export type PromotionRow = {
  code: string;
  travel_id: number;
  tour_id: number | null;
  percent: number | null;
  description_key: "friends" | "early" | null;
  valid_from: string | null;
  valid_until: string;
};

const PERCENTS = [5, 10, 15, 7] as const;
/** Days from today to the last valid day: negative ones are already expired. */
const VALID_FOR = [20, -3, 45, 9, -12, 0, 30, -1] as const;

/**
 * Every second trip with a discounted departure gets a code: most on the whole trip, every
 * fourth on its first discounted departure, every fifth a perk instead of a percentage.
 */
export function generatePromotions(catalogue: Pick<Catalogue, "tours">, today: Date = new Date()): PromotionRow[] {
  const day = startOfDay(today);
  const firstDiscounted = new Map<number, number>();
  for (const tour of [...catalogue.tours].sort((a, b) => a.id - b.id)) {
    if (tour.discount_percent > 0 && !firstDiscounted.has(tour.travel_id)) firstDiscounted.set(tour.travel_id, tour.id);
  }
  const travels = [...firstDiscounted.keys()].sort((a, b) => a - b).filter((_, i) => i % 2 === 0);
  return travels.map((travelId, i) => {
    const perk = i % 5 === 4;
    return {
      code: `${perk ? "PERK" : "SALE"}${travelId}`,
      travel_id: travelId,
      tour_id: i % 4 === 3 ? firstDiscounted.get(travelId)! : null,
      percent: perk ? null : PERCENTS[i % PERCENTS.length]!,
      description_key: perk ? (i % 2 === 0 ? "early" : "friends") : null,
      // Nothing stale: each code has a window around the seed's day; every sixth
      // starts next week, so it is not shown yet.
      valid_from: isoDate(addDays(day, i % 6 === 5 ? 7 : -30)),
      valid_until: isoDate(addDays(day, i % 6 === 5 ? 37 : VALID_FOR[i % VALID_FOR.length]!)),
    };
  });
}

const COLUMNS = ["code", "travel_id", "tour_id", "percent", "description_key", "valid_from", "valid_until"] as const;

/** Parameterised statements (at most 100 bound values each): wipe, then insert. */
export function promotionStatements(rows: PromotionRow[]): SeedStatement[] {
  const perStatement = Math.floor(100 / COLUMNS.length);
  const statements: SeedStatement[] = [{ sql: "DELETE FROM promotions", params: [] }];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    statements.push({
      sql: `INSERT INTO promotions (${COLUMNS.join(", ")}) VALUES ${chunk.map(() => `(${COLUMNS.map(() => "?").join(", ")})`).join(", ")}`,
      params: chunk.flatMap((row) => COLUMNS.map((column) => row[column] as SqlValue)),
    });
  }
  return statements;
}

/**
 * The same as one script of literal statements, one per line (for wrangler and exec()), at most
 * PROMOTIONS_PER_LINE rows per INSERT: from 10x on, one INSERT of them all is longer than the
 * 100 KB workerd accepts (SQLITE_TOOBIG).
 */
export function promotionScript(rows: PromotionRow[]): string {
  const lines = ["DELETE FROM promotions;"];
  const tuples = rows.map((row) => `(${COLUMNS.map((column) => sqlLiteral(row[column] as SqlValue)).join(", ")})`);
  for (let start = 0; start < tuples.length; start += PROMOTIONS_PER_LINE)
    lines.push(`INSERT INTO promotions (${COLUMNS.join(", ")}) VALUES ${tuples.slice(start, start + PROMOTIONS_PER_LINE).join(", ")};`);
  return `${lines.join("\n")}\n`;
}

const PROMOTIONS_PER_LINE = 500;
