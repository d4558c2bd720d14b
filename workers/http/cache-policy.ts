/**
 * Named cache policies (Hydrogen's CacheShort/CacheLong/CacheNone idea): routes say what a
 * response is, this module says which Cache-Control that means. The values are the ones the
 * routes send today, so adopting a name changes no header.
 */
export const CACHE_POLICIES = {
  /** Mutations, personal answers, errors: nobody keeps a copy. */
  none: "no-store",
  /** One visitor's page: the browser may keep it but must ask again. */
  private: "private, no-cache",
  /** A person's own list (the wishlist page and its answers): kept by no cache, not even the browser's. */
  personal: "private, no-store",
  /** The same for everyone on the host, changing often (top-sellers). */
  short: "public, max-age=60",
  /** The same for everyone on the host, changing rarely (robots.txt, sitemap). */
  long: "public, max-age=3600",
  /** Bytes that never change for this URL (fingerprinted files, seeded artwork). */
  immutable: "public, max-age=31536000, immutable",
} as const;

export type CachePolicyName = keyof typeof CACHE_POLICIES;

/**
 * Internal, never sent: the route says its page is the same for every visitor without a
 * session, so the Worker may keep a copy (workers/http/edge-cache.ts decides per request:
 * signed-in people, a geolocation offer, a response that sets a cookie are never kept).
 */
export const EDGE_CACHEABLE_HEADER = "X-Caravan-Edge-Cacheable";

/**
 * A page route's `headers` export for catalogue, trip, content, events and sales pages: the
 * browser gets what every page gets (`private, no-cache`), and the Worker may keep the page
 * for anonymous visitors. A Cache-Control the loader chose itself wins and opts out.
 */
export function anonymousPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  const chosen = loaderHeaders.get("Cache-Control");
  if (chosen) return { "Cache-Control": chosen };
  return { "Cache-Control": CACHE_POLICIES.private, [EDGE_CACHEABLE_HEADER]: "1" };
}

export function cachePolicy(name: CachePolicyName): string {
  return CACHE_POLICIES[name];
}

function directives(cacheControl: string | null): Set<string> {
  return new Set(
    (cacheControl ?? "")
      .split(",")
      .map((part) => part.split("=")[0]!.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * A shared cache (CDN, proxy) may keep this response and hand it to other visitors: it must
 * then carry nothing personal, such as a Set-Cookie.
 */
export function isPubliclyCacheable(cacheControl: string | null): boolean {
  const found = directives(cacheControl);
  if (found.has("private") || found.has("no-store")) return false;
  return found.has("public") || found.has("s-maxage");
}

/**
 * A route that sets a cookie on a publicly cacheable response would share it with every
 * visitor a cache serves: the cookie wins, and the response becomes private.
 */
export function keepCookiesOutOfSharedCaches(headers: Headers): void {
  if (headers.has("Set-Cookie") && isPubliclyCacheable(headers.get("Cache-Control"))) {
    headers.set("Cache-Control", cachePolicy("private"));
  }
}

/** Adds fields to Vary, keeping the ones already there (case-insensitively) and a `*`. */
export function addVary(headers: Headers, ...fields: string[]): void {
  const current = (headers.get("Vary") ?? "")
    .split(",")
    .map((field) => field.trim())
    .filter(Boolean);
  if (current.includes("*")) return;
  const known = new Set(current.map((field) => field.toLowerCase()));
  const merged = [...current];
  for (const field of fields) {
    if (known.has(field.toLowerCase())) continue;
    known.add(field.toLowerCase());
    merged.push(field);
  }
  if (merged.length > current.length) headers.set("Vary", merged.join(", "));
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json|ld\+json|[\w.+-]+\+xml)|image\/svg\+xml)/;
// A page's and a page's data (single fetch `.data`, text/x-script) differ by the currency
// cookie today, and by the session later.
const PER_COOKIE = /^(text\/html|text\/x-script)/;

/** The request headers a response's body depends on, from its Content-Type. */
export function varyFieldsFor(contentType: string | null): string[] {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  const fields: string[] = [];
  if (COMPRESSIBLE.test(type)) fields.push("Accept-Encoding");
  if (PER_COOKIE.test(type)) fields.push("Cookie");
  return fields;
}

export function applyVary(headers: Headers): void {
  addVary(headers, ...varyFieldsFor(headers.get("Content-Type")));
}
