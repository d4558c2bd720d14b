import type { Currency, CurrencyFormat } from "../../../tenants/schema";
import { COOKIE_NAMES, cookieValue, setCookie, type CookieSource } from "../http/cookies";

export const CURRENCY_COOKIE = COOKIE_NAMES.currency;
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The visitor's currency: their cookie's choice when this site offers it, else the site's default. */
export function chosenCurrency(cookies: CookieSource, tenant: { currencies: CurrencyFormat[]; defaultCurrency: Currency }): Currency {
  const value = cookieValue(cookies, CURRENCY_COOKIE);
  return tenant.currencies.find((c) => c.isoCode === value)?.isoCode ?? tenant.defaultCurrency;
}

export function currencyCookie(code: Currency): string {
  return setCookie(CURRENCY_COOKIE, code, { maxAge: ONE_YEAR });
}
