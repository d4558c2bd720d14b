/**
 * The visitor's choice about cookies beyond the necessary ones. The sites ask one question,
 * analytics yes or no; advertising is never asked for, so it stays refused. Tag Manager is not
 * loaded at all until the visitor says yes: a refusal, or no answer yet, sends nothing to Google.
 * Pure and isomorphic: the cookie's reading and writing, and the Consent Mode commands.
 */
import { COOKIE_NAMES, cookieValue, setCookie, type CookieSource } from "../http/cookies";

export const CONSENT_COOKIE = COOKIE_NAMES.consent;

/**
 * Six months (182 days), then the banner asks again: the shortest span the sites' regulators
 * ask a choice to be kept for (France's CNIL recommends renewing it after six months), used on
 * every site so one rule holds everywhere. The privacy pages name this lifetime.
 */
export const CONSENT_MAX_AGE = 182 * 24 * 60 * 60;

/** What the visitor answered: analytics allowed, or refused. No answer is `null`. */
export type ConsentChoice = "granted" | "denied";

/**
 * The cookie's value carries a version: when the categories the banner asks about change, the
 * version changes and every earlier answer counts as none, so the visitor is asked again.
 */
const CONSENT_VERSION = "v1";

export function consentOf(cookies: CookieSource): ConsentChoice | null {
  const value = cookieValue(cookies, CONSENT_COOKIE);
  if (value === `${CONSENT_VERSION}.granted`) return "granted";
  if (value === `${CONSENT_VERSION}.denied`) return "denied";
  return null;
}

/** The cookie that keeps the choice, six months; the server renders the banner from it. */
export function consentCookie(choice: ConsentChoice): string {
  return setCookie(CONSENT_COOKIE, `${CONSENT_VERSION}.${choice}`, { maxAge: CONSENT_MAX_AGE });
}
