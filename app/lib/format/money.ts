import type { CurrencyFormat } from "../../../tenants/schema";

/**
 * Formats an amount in cents (architecture §5: only the formatter divides by 100).
 * 001 §3/§9: EUR has a comma decimal and the symbol after; GBP and USD put it before;
 * 0 decimals by default, 2 on request.
 */
export function formatMoney(cents: number, format: CurrencyFormat, options: { decimals?: 0 | 2 } = {}): string {
  const decimals = options.decimals ?? 0;
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const units = decimals === 0 ? Math.round(abs / 100) : Math.floor(abs / 100);
  let number = groupThousands(units, format.thousandsSeparator);
  if (decimals === 2) number += format.decimalSeparator + String(abs % 100).padStart(2, "0");
  const signed = negative ? `-${number}` : number;
  return format.position === "before" ? `${format.symbol}${signed}` : `${signed} ${format.symbol}`;
}

/** Cents as a decimal with two places and no symbol ("1299.00"): a price in structured data (schema.org Offer). */
export function decimalAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Cents as currency units, a number: what analytics sends (000 §1, §7). Fractions of a cent are rounded away first. */
export function centsToUnits(cents: number): number {
  return Math.round(cents) / 100;
}

/** An amount in a currency the site has no format for: the number and the ISO code ("1299 EUR"). */
export function plainMoney(cents: number, isoCode: string, options: { decimals?: 0 | 2 } = {}): string {
  return `${(cents / 100).toFixed(options.decimals ?? 0)} ${isoCode}`;
}

function groupThousands(units: number, separator: string): string {
  const digits = String(units);
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/** The tenant's format for a currency it offers, or its default currency's. */
export function currencyFormat(tenant: { currencies: CurrencyFormat[]; defaultCurrency: string }, isoCode?: string | null): CurrencyFormat {
  return (
    tenant.currencies.find((c) => c.isoCode === isoCode) ??
    tenant.currencies.find((c) => c.isoCode === tenant.defaultCurrency) ??
    tenant.currencies[0]!
  );
}
