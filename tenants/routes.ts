import table from "./routes.json";
import { fillPath, type RouteParams } from "./route-path";
import type { PathLocale } from "./schema";

/** Every page of the site is named by a route key; its path differs per path-locale. */
export type RouteKey = keyof typeof table;
export type { RouteParams };
export type RouteMatch = { key: RouteKey; pathLocale: PathLocale; params: Record<string, string> };

type Compiled = { key: RouteKey; pathLocale: PathLocale; segments: string[]; staticCount: number };

export const routeTable: Record<RouteKey, Record<PathLocale, string>> = table;
export const routeKeys = Object.keys(table) as RouteKey[];

const compiled: Compiled[] = routeKeys.flatMap((key) =>
  (Object.entries(routeTable[key]) as [PathLocale, string][]).map(([pathLocale, path]) => {
    const segments = splitPath(path);
    return { key, pathLocale, segments, staticCount: segments.filter((s) => !s.startsWith(":")).length };
  }),
);

/**
 * Builds the path of `key` in a path-locale. Every parameter must be filled,
 * otherwise the path is empty and a warning is logged.
 */
export function href(pathLocale: PathLocale, key: RouteKey, params: RouteParams = {}): string {
  return fillPath(String(key), routeTable[key]?.[pathLocale], params);
}

/** One path-locale's column of the table: what the browser needs to build this site's links. */
export function pathPatterns(pathLocale: PathLocale): Record<RouteKey, string> {
  return Object.fromEntries(routeKeys.map((key) => [key, routeTable[key][pathLocale]])) as Record<RouteKey, string>;
}

/** Finds the page a path names in one path-locale; static segments win over parameters. */
export function matchPath(pathLocale: PathLocale, pathname: string): RouteMatch | null {
  return bestMatch(
    compiled.filter((c) => c.pathLocale === pathLocale),
    pathname,
  );
}

/** Every path-locale in which the path names a page, each with its best match. */
export function matchAnyPathLocale(pathname: string): RouteMatch[] {
  const byLocale = new Map<PathLocale, Compiled[]>();
  for (const c of compiled) byLocale.set(c.pathLocale, [...(byLocale.get(c.pathLocale) ?? []), c]);
  return [...byLocale.values()].flatMap((list) => bestMatch(list, pathname) ?? []);
}

function bestMatch(candidates: Compiled[], pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  let best: { c: Compiled; params: Record<string, string> } | null = null;
  for (const c of candidates) {
    if (c.segments.length !== parts.length) continue;
    if (best && best.c.staticCount >= c.staticCount) continue;
    const params = matchSegments(c.segments, parts);
    if (params) best = { c, params };
  }
  return best && { key: best.c.key, pathLocale: best.c.pathLocale, params: best.params };
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if (segment.startsWith(":")) {
      const value = safeDecode(part);
      if (value === null || value === "") return null;
      params[segment.slice(1)] = value;
    } else if (segment !== part.toLowerCase()) {
      return null;
    }
  }
  return params;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((s) => s !== "");
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export type PageResolution = { kind: "page"; match: RouteMatch } | { kind: "redirect"; location: string } | { kind: "not-found" };

/**
 * A path of this tenant's path-locale is served; the same page under
 * another path-locale's path moves (301) to this tenant's path; anything else is not found.
 */
export function resolvePage(pathLocale: PathLocale, pathname: string): PageResolution {
  const own = matchPath(pathLocale, pathname);
  if (own) return { kind: "page", match: own };
  for (const other of matchAnyPathLocale(pathname)) {
    const location = href(pathLocale, other.key, other.params);
    if (location) return { kind: "redirect", location };
  }
  return { kind: "not-found" };
}
