import { currencyFormat, type MoneyFormat, type MoneySite } from "./money";

/** EUR writes its symbol after the amount, GBP and USD before. */
const SYMBOLS: Readonly<Record<string, { symbol: string; position: "before" | "after" }>> = {
  EUR: { symbol: "€", position: "after" },
  GBP: { symbol: "£", position: "before" },
  USD: { symbol: "$", position: "before" },
};

/**
 * The format of any known currency on a site, also one the site does not offer (the euros a
 * US visitor is charged): its own symbol with the site's separators, never the site's
 * default currency's symbol. Kept apart from money.ts so first-visit pages do not carry it.
 */
export function anyCurrencyFormat(tenant: MoneySite, isoCode: string): MoneyFormat {
  const format = currencyFormat(tenant, isoCode);
  if (format.isoCode === isoCode) return format;
  const own = SYMBOLS[isoCode];
  return own ? { ...format, isoCode: isoCode as MoneyFormat["isoCode"], ...own } : format;
}
