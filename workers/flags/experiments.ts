import type { Experiment } from "../../tenants/schema";

/**
 * Experiments. A visitor's variant is a pure function of the experiment id
 * and the device id (the device-id cookie), so it is the same on every request and
 * every server without storing an assignment.
 */

/** 32-bit FNV-1a: fast, deterministic, and evenly spread over ids that differ in a few characters. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche (murmur3's fmix32) so that the low and high bits mix before the modulo.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Where in [0, 1) a device falls for an experiment; the experiment id salts it, so experiments draw independently. */
export function bucketOf(experimentId: string, deviceId: string): number {
  return fnv1a(`${experimentId}:${deviceId}`) / 0x1_0000_0000;
}

export type Variant = Experiment["variants"][number];

/** The variant of a device: the weights cut [0, 1) into consecutive slices. */
export function variantOf(experiment: Experiment, deviceId: string): Variant | null {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (total <= 0) return null;
  const point = bucketOf(experiment.id, deviceId) * total;
  let upTo = 0;
  for (const variant of experiment.variants) {
    upTo += variant.weight;
    if (point < upTo) return variant;
  }
  return experiment.variants.at(-1) ?? null;
}

/** The enabled experiments and the variant this device has in each (an active result). */
export function activeResults(experiments: readonly Experiment[], deviceId: string): { experiment: string; variant: Variant }[] {
  return experiments.flatMap((experiment) => {
    if (!experiment.enabled) return [];
    const variant = variantOf(experiment, deviceId);
    return variant ? [{ experiment: experiment.id, variant }] : [];
  });
}

/**
 * Crawlers, link previews and audits see the page as it is: a search engine must never be
 * sent to an experiment's copy of the site, nor offered another country (geolocation.ts).
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|whatsapp|lighthouse|pagespeed|inspectiontool|curl\/|wget\//i;
export function isBot(userAgent: string | null): boolean {
  return !userAgent || BOT.test(userAgent);
}

/**
 * Requests a redirect may answer: a page a person navigates to. Writes, the JSON API, the
 * identity provider, Remix's data requests and files keep their answer.
 */
export function isPageNavigation(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const { pathname } = new URL(request.url);
  if (/^\/(?:api|oidc|auth|build|\.well-known|cdn-cgi)(?:\/|$)/.test(pathname)) return false;
  if (/\.(?:data|xml|txt|json|js|css|ico|svg|png|jpe?g|webp|woff2?)$/.test(pathname)) return false;
  return !isBot(request.headers.get("User-Agent"));
}

/**
 * Where a variant's base sends this request: the current path and query on that base. The
 * base must be on the allow-list (the site config's `experimentBases`) — an override in KV
 * may name any base, and only allowed ones are followed. A base that is this very origin
 * (the visitor is already there) gives no redirect.
 */
export function redirectTarget(base: string, current: URL, allowList: readonly string[]): URL | null {
  if (!allowList.includes(base)) return null;
  let target: URL;
  try {
    target = new URL(base);
  } catch {
    return null;
  }
  if (target.protocol !== "https:" || target.search || target.hash || target.username || target.password) return null;
  const prefix = target.pathname.replace(/\/+$/, "");
  if (target.origin === current.origin && (prefix === "" || current.pathname === prefix || current.pathname.startsWith(`${prefix}/`)))
    return null;
  target.pathname = prefix + current.pathname;
  target.search = current.search;
  return target;
}

export type ExperimentRedirect = { location: string; experiment: string; variant: string } | { refused: string; experiment: string } | null;

/**
 * Middleware: the first active result that carries a `urlRedirect` decides. A base off
 * the allow-list is refused (and reported by the caller), never followed.
 */
export function experimentRedirect(
  request: Request,
  experiments: readonly Experiment[],
  allowList: readonly string[],
  deviceId: string,
): ExperimentRedirect {
  if (!isPageNavigation(request)) return null;
  const current = new URL(request.url);
  for (const { experiment, variant } of activeResults(experiments, deviceId)) {
    if (!variant.urlRedirect) continue;
    if (!allowList.includes(variant.urlRedirect)) return { refused: variant.urlRedirect, experiment };
    const target = redirectTarget(variant.urlRedirect, current, allowList);
    if (target) return { location: target.href, experiment, variant: variant.id };
  }
  return null;
}
