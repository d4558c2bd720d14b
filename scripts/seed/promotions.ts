/**
 * Promotion codes of the demo catalogue (migration 0010): a deterministic few on trips with a
 * discounted departure, dated relative to the seed's `today` so the sales page always shows
 * codes still valid and codes already expired (the sales page's 'Promo expired').
 */
import type { Catalogue } from "./catalogue";
import { addDays, isoDate, startOfDay } from "./dates";
import { sqlLiteral, type SeedStatement, type SqlValue } from "./sql";
import { DEFAULT_STATUSES } from "../../app/lib/search/filter-fields";

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
 * Every second trip on the sales page gets a code, in the page's order, so its first page
 * shows live codes whatever the day: most on the whole trip, every fourth on the departure its
 * card shows, every fifth a perk instead of a percentage. The page's order is the trip's shown
 * discount (its cheapest departure to come's, then the earliest, then the lowest id), biggest
 * first, then its price (in euros here), then its id.
 */
export function generatePromotions(catalogue: Pick<Catalogue, "tours">, today: Date = new Date()): PromotionRow[] {
  const day = startOfDay(today);
  const todayIso = isoDate(day);
  const statuses = new Set<string>(DEFAULT_STATUSES);
  const shown = new Map<number, Catalogue["tours"][number]>();
  for (const tour of catalogue.tours) {
    if (tour.starting_date <= todayIso || !statuses.has(tour.sales_status)) continue;
    const held = shown.get(tour.travel_id);
    const cheaper =
      !held ||
      tour.price_eur < held.price_eur ||
      (tour.price_eur === held.price_eur &&
        (tour.starting_date < held.starting_date || (tour.starting_date === held.starting_date && tour.id < held.id)));
    if (cheaper) shown.set(tour.travel_id, tour);
  }
  const onSale = [...shown.values()].filter((tour) => tour.discount_percent > 0);
  onSale.sort((a, b) => b.discount_percent - a.discount_percent || a.price_eur - b.price_eur || a.travel_id - b.travel_id);
  const showing = new Map(onSale.map((tour) => [tour.travel_id, tour.id]));
  const travels = onSale.map((tour) => tour.travel_id).filter((_, i) => i % 2 === 0);
  return travels.map((travelId, i) => {
    const perk = i % 5 === 4;
    return {
      code: `${perk ? "PERK" : "SALE"}${travelId}`,
      travel_id: travelId,
      tour_id: i % 4 === 3 ? showing.get(travelId)! : null,
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
