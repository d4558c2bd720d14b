import type { Currency, CurrencyFormat } from "../../../tenants/schema";

export const CURRENCY_COOKIE = "caravan_currency";
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The visitor's currency: their cookie's choice when this site offers it, else the site's default. */
export function chosenCurrency(cookieHeader: string | null, tenant: { currencies: CurrencyFormat[]; defaultCurrency: Currency }): Currency {
  const value = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([A-Z]{3})(?:;|$)`).exec(cookieHeader ?? "")?.[1];
  return tenant.currencies.find((c) => c.isoCode === value)?.isoCode ?? tenant.defaultCurrency;
}

export function currencyCookie(code: Currency): string {
  return `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; Secure; SameSite=Lax`;
}
