import type { CurrencyFormat } from "../../../tenants/schema";

/**
 * A currency as a site writes it: the symbol and its place from the site's settings, and the
 * site's locale, whose own rules group the digits and mark the decimals (French "1 920 €" with a
 * narrow space, German "1.920 €", English "€1,920").
 */
export type MoneyFormat = CurrencyFormat & { locale?: string };

/**
 * Payment is taken in euros or pounds only (by the home address at checkout): an amount shown
 * in any other currency is a converted approximation and is labelled so wherever it appears.
 */
export function isChargedCurrency(isoCode: string | null | undefined): boolean {
  return isoCode === "EUR" || isoCode === "GBP";
}

/**
 * A price as a visitor reads it: labelled an approximation ("about $944") when its currency is
 * not one payment is taken in, as is, when it is what the visitor will be charged.
 */
export function shownPrice(
  text: string,
  isoCode: string | null | undefined,
  t: (key: string, values: { amount: string }) => string,
): string {
  return isChargedCurrency(isoCode) ? text : t("currency.approx", { amount: text });
}

/**
 * Formats an amount in cents (only the formatter divides by 100). EUR has its symbol after the
 * amount on the sites that write it so, GBP and USD before; 0 decimals by default, 2 on request.
 */
export function formatMoney(cents: number, format: MoneyFormat, options: { decimals?: 0 | 2 } = {}): string {
  const decimals = options.decimals ?? 0;
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const units = decimals === 0 ? Math.round(abs / 100) : Math.floor(abs / 100);
  let number: string;
  if (format.locale) {
    number = numberFormat(format.locale, decimals).format(decimals === 0 ? units : units + (abs % 100) / 100);
  } else {
    number = groupThousands(units, format.thousandsSeparator);
    if (decimals === 2) number += format.decimalSeparator + String(abs % 100).padStart(2, "0");
  }
  const signed = negative ? `-${number}` : number;
  return format.position === "before" ? `${format.symbol}${signed}` : `${signed} ${format.symbol}`;
}

/** One number format per locale and decimals: building one costs more than formatting a card's price. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Every group of three digits is marked, four-digit prices too: the server, the Worker's and
    // the browser's ICU then agree (some locales' newer data leaves 1299 ungrouped, older data not).
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: "always" });
    numberFormats.set(key, format);
  }
  return format;
}

/** Cents as a decimal with two places and no symbol ("1299.00"): a price in structured data (schema.org Offer). */
export function decimalAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Cents as currency units, a number: what analytics sends. Fractions of a cent are rounded away first. */
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

/** What a site's money formats are read from: its currencies and its locale. */
export type MoneySite = { currencies: CurrencyFormat[]; defaultCurrency: string; locale: string };

/** The tenant's format for a currency it offers, or its default currency's, written the tenant's locale's way. */
export function currencyFormat(tenant: MoneySite, isoCode?: string | null): MoneyFormat {
  const format =
    tenant.currencies.find((c) => c.isoCode === isoCode) ??
    tenant.currencies.find((c) => c.isoCode === tenant.defaultCurrency) ??
    tenant.currencies[0]!;
  return { ...format, locale: tenant.locale };
}
