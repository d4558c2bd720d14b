/**
 * Which pages a bean bar shows on (routes with match and exclude lists: visible when
 * a route matches and is not excluded). Patterns are over the site's own, localized paths, as
 * published (a `route:<key>` of the content file is turned into its path pattern then):
 *
 * - `/cerca` matches that path only (case and a trailing slash do not matter);
 * - `*` as a segment matches exactly one path segment, wherever it stands, the last one too:
 *   `/viaggi/*` matches `/viaggi/giappone` but neither `/viaggi` nor `/viaggi/giappone/itinerario`
 *   (list `/viaggi/*\/*` as well for the pages below a trip);
 * - the pattern `*` on its own matches every page, the home page included;
 * - an exclude always wins over a match, however specific the match is.
 */
import { COOKIE_NAMES, cookieValue, type CookieSource } from "../http/cookies";
export type BeanBarRoutes = { match: readonly string[]; exclude: readonly string[] };

/** The path as segments: lower-case, without empty segments (so `/a/` is `/a`). */
function segmentsOf(path: string): string[] {
  return path.toLowerCase().split("/").filter(Boolean);
}

/** Whether one pattern (a path with `*` segments, or `*` alone) matches a path. */
export function patternMatches(pattern: string, path: string): boolean {
  if (pattern.trim() === "*") return true;
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(path);
  return wanted.length === actual.length && wanted.every((segment, i) => segment === "*" || segment === actual[i]);
}

/** Shown where some `match` pattern matches and no `exclude` pattern does. */
export function beanBarShowsOn(routes: BeanBarRoutes, path: string): boolean {
  if (routes.exclude.some((pattern) => patternMatches(pattern, path))) return false;
  return routes.match.some((pattern) => patternMatches(pattern, path));
}

/** A path pattern as published: `*`, or `/` followed by segments (`*` or plain path characters). */
export const BEAN_PATH_PATTERN = /^(\*|\/|(\/([^\s/*?#]+|\*))+\/?)$/;

/** The closed bar ids a `caravan_beans` cookie holds (closing hides it), oldest first. */
export const BEAN_COOKIE = COOKIE_NAMES.closedBeans;
/** The privacy policies name it: 30 days. */
export const BEAN_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
/** A cookie cannot grow without bound: the most recent closes are kept. */
export const MAX_CLOSED_BEANS = 20;
export const BEAN_ID = /^[a-z0-9-]{1,60}$/;

export function closedBeansOf(cookies: CookieSource): string[] {
  const value = cookieValue(cookies, BEAN_COOKIE) ?? "";
  // Ids are lower-case letters, digits and dashes: a dot separates them, nothing needs encoding.
  return value
    .split(".")
    .filter((id) => BEAN_ID.test(id))
    .slice(-MAX_CLOSED_BEANS);
}

/** The cookie's value once `id` is closed too (kept once, the latest at the end). */
export function withClosedBean(closed: readonly string[], id: string): string[] {
  return [...closed.filter((other) => other !== id), id].slice(-MAX_CLOSED_BEANS);
}
