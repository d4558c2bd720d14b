/**
 * What the Worker does with cache policies: which responses a shared cache may keep, the
 * cookies kept out of them, Vary. The named policies themselves are app/lib/http/cache-policy.ts.
 */
import { cachePolicy } from "../../app/lib/http/cache-policy";

export {
  anonymousPageHeaders,
  CACHE_POLICIES,
  cacheHeaders,
  cachePolicy,
  EDGE_CACHEABLE_HEADER,
  type CachePolicyName,
} from "../../app/lib/http/cache-policy";

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
    headers.set("Cache-Control", cachePolicy("revalidate"));
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
