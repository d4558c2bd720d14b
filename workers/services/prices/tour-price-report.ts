/**
 * What a price change by tour code reads before and after it, and the line that reports it:
 * shared by the operators' `npm run tours:price` (scripts/tour-price.ts) and the browser tests'
 * hook (workers/test-hooks.ts), so both say the same thing about the same statements.
 */
export type TourPriceRow = {
  id: number;
  code: string;
  price_eur: number;
  price_gbp: number;
  price_usd: number;
  base_price_eur: number;
  discount_percent: number;
};

export const TOUR_PRICE_ROW_SQL =
  "SELECT id, code, price_eur, price_gbp, price_usd, base_price_eur, discount_percent FROM tours WHERE code = ?1";

const money = (row: TourPriceRow) => `EUR ${row.price_eur / 100}, GBP ${row.price_gbp / 100}, USD ${row.price_usd / 100}`;

export function tourPriceReport(code: string, day: string, before: TourPriceRow, after: TourPriceRow): string {
  return (
    `tours:price: ${code} (id ${after.id}) from ${day}: ${money(before)} -> ${money(after)}; ` +
    (after.discount_percent > 0 ? `shown as ${after.discount_percent}% off EUR ${after.base_price_eur / 100}` : "no discount shown")
  );
}
