/** Route parameters: a missing, null or empty one leaves the path unbuildable. */
export type RouteParams = Record<string, string | number | undefined | null>;

/**
 * Fills a localized path pattern (`/viaggi/:travel`) with its parameters. Every
 * parameter must be filled, otherwise the path is empty and a warning is logged. Kept apart
 * from the route table so the browser builds paths from its own site's patterns only.
 */
export function fillPath(key: string, pattern: string | undefined, params: RouteParams = {}): string {
  if (pattern === undefined) {
    console.warn(`href: unknown route key "${key}"`);
    return "";
  }
  // Most links are to pages without parameters: nothing to fill.
  if (!pattern.includes(":")) return pattern;
  let missing: string | null = null;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      missing ??= name;
      return "";
    }
    return encodeURIComponent(String(value));
  });
  if (missing !== null) {
    console.warn(`href: route "${key}" needs the parameter "${missing}"`);
    return "";
  }
  return path;
}
