/**
 * Named cache policies (Hydrogen's CacheShort/CacheLong/CacheNone idea): routes say what a
 * response is, this module says which Cache-Control that means. The one place a Cache-Control
 * value is written (tests/unit/layering.test.ts refuses literal ones elsewhere). Pure strings:
 * route modules, app/server and the Worker (workers/http/cache-policy.ts) all read it.
 */
export const CACHE_POLICIES = {
  /** Mutations, personal answers, errors: nobody keeps a copy. */
  none: "no-store",
  /** One visitor's page: only the browser may keep it, and it asks the server again before each use. */
  revalidate: "private, no-cache",
  /** A person's own list or form step (the wishlist, the account modals): marked as theirs, and kept by no cache, not even the browser's. */
  privateNoStore: "private, no-store",
  /** The same for everyone on the host, changing often (top-sellers, the talk-to-us blocks). */
  short: "public, max-age=60",
  /** The same for everyone, changing within minutes (the events calendar feed, the sitemaps: 5 minutes). */
  feed: "public, max-age=300",
  /** The identity provider's public signing keys: rotated rarely, picked up within minutes. */
  signingKeys: "public, max-age=600",
  /** The same for everyone on the host, changing rarely (robots.txt, sitemap, OIDC discovery). */
  long: "public, max-age=3600",
  /**
   * A drawing of catalogue data at a stable address (a trip's route map): the same for everyone,
   * redrawn within a day when ops change the route, and served stale for a week while redrawing.
   */
  drawing: "public, max-age=86400, stale-while-revalidate=604800",
  /** Bytes that never change for this URL (fingerprinted files, seeded artwork). */
  immutable: "public, max-age=31536000, immutable",
} as const;

export type CachePolicyName = keyof typeof CACHE_POLICIES;

export function cachePolicy(name: CachePolicyName): string {
  return CACHE_POLICIES[name];
}

/** The Worker's own copy of a page in the Cache API (workers/http/edge-cache.ts): kept this many seconds. */
export function edgeCopyPolicy(seconds: number): string {
  return `public, max-age=${seconds}`;
}

/** The header of a named policy, to spread into a response's headers. */
export function cacheHeaders<N extends CachePolicyName>(name: N): { "Cache-Control": (typeof CACHE_POLICIES)[N] } {
  return { "Cache-Control": CACHE_POLICIES[name] };
}

/**
 * The answers nobody keeps, as headers: every no-store answer of the site and of the identity
 * provider. `Pragma: no-cache` is for HTTP/1.0 caches, which OAuth asks of token and error answers.
 */
export const NO_STORE = { "Cache-Control": CACHE_POLICIES.none, Pragma: "no-cache" } as const;
/** A person's own answer, as headers. */
export const PERSONAL = cacheHeaders("privateNoStore");

/**
 * Internal, never sent: the route says its page is the same for every visitor without a
 * session, so the Worker may keep a copy (workers/http/edge-cache.ts decides per request:
 * signed-in people, a geolocation offer, a response that sets a cookie are never kept).
 */
export const EDGE_CACHEABLE_HEADER = "X-Caravan-Edge-Cacheable";

/**
 * A page route's `headers` export for catalogue, trip, content, events and sales pages
 * (`export const headers = anonymousPageHeaders;`): such a page is the same for every visitor
 * without a session, so the Worker may keep a copy of it (workers/http/edge-cache.ts decides
 * per request). The browser gets what every page gets (`revalidate`). A Cache-Control
 * the loader chose itself wins and opts out.
 */
export function anonymousPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  const chosen = loaderHeaders.get("Cache-Control");
  if (chosen) return { "Cache-Control": chosen };
  return { "Cache-Control": CACHE_POLICIES.revalidate, [EDGE_CACHEABLE_HEADER]: "1" };
}
