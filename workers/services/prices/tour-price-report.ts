/**
 * What a price change by tour code reads before and after it, and the line that reports it:
 * shared by the operators' `npm run tours:price` (scripts/tour-price.ts) and the browser tests'
 * hook (workers/test-hooks.ts), so both say the same thing about the same statements.
 */
import { centsToUnits } from "../../../app/lib/format/money";

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

const money = (row: TourPriceRow) =>
  `EUR ${centsToUnits(row.price_eur)}, GBP ${centsToUnits(row.price_gbp)}, USD ${centsToUnits(row.price_usd)}`;

export function tourPriceReport(code: string, day: string, before: TourPriceRow, after: TourPriceRow): string {
  return (
    `tours:price: ${code} (id ${after.id}) from ${day}: ${money(before)} -> ${money(after)}; ` +
    (after.discount_percent > 0 ? `shown as ${after.discount_percent}% off EUR ${centsToUnits(after.base_price_eur)}` : "no discount shown")
  );
}
