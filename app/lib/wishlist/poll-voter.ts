/**
 * How a trip poll knows a friend again. A friend has no account: their browser gets a
 * random id in a cookie when it first opens a poll, and their answers in every poll of that site
 * hang off it (with the first name they give). The same browser answering again updates its
 * answer; another browser is another friend (and cannot take a name already given in the poll).
 */
import { COOKIE_NAMES, cookieValue, setCookie, type CookieSource } from "../http/cookies";

const HALF_YEAR = 182 * 24 * 60 * 60;
const VOTER_ID = /^[0-9a-f]{32}$/;

/** The browser's voter id, when its cookie holds a well-formed one. */
export function pollVoterOf(cookies: CookieSource): string | null {
  const value = cookieValue(cookies, COOKIE_NAMES.pollVoter);
  return value !== null && VOTER_ID.test(value) ? value : null;
}

/** The Set-Cookie line for a voter id; Secure in production only. */
export function pollVoterCookie(voterId: string, production: boolean): string {
  return setCookie(COOKIE_NAMES.pollVoter, voterId, { maxAge: HALF_YEAR, secure: production });
}
