/**
 * The Worker keeps copies of anonymous pages in the Cache API (`caches.default`), so
 * a catalogue, trip or content page is rendered once a minute per variant rather than once per
 * visitor. The cache is ours, inside the Worker: the browser still receives `private, no-cache`,
 * its own device-id cookie and a fresh CSP nonce on every response.
 *
 * A page is kept when its route opted in (cache-policy.ts `anonymousPageHeaders`), the request
 * is a GET or HEAD without a session, no geolocation offer or cookie is made for the visitor,
 * no account modal is open on the URL, and the answer is a 200 that sets no cookie.
 *
 * Key: the site's origin + path + query, and everything else the anonymous page depends on:
 * the page generation (workers/cache/page-generation.ts, bumped by price changes and content
 * publish), the site's today, the currency, the bean bars the visitor closed, the site's flags and,
 * where the site has a tag manager container, the visitor's answer to the cookie banner.
 *
 * Memory: a copy this isolate stored or served is also held in its memory, and answers again
 * from there for PAGE_GENERATION_TTL_SECONDS (the time the isolate trusts its page generation
 * too), up to MEMORY_BYTES: a hit then costs no Cache API round trip. Never with a TTL of 0.
 *
 * Freshness: a copy younger than FRESH_MS is served as it is; until REVALIDATE_MS later it is
 * still served while one background render (waitUntil) replaces it; older, the page is rendered
 * before answering. Whenever the render fails with a 5xx, any copy up to KEEP_SECONDS old is
 * served instead (stale-if-error).
 */
import { closedBeansOf } from "../../app/lib/content/bean-bar-routes";
import { readPageGeneration } from "../cache/page-generation";
import { FLAG_KEYS, type Flags } from "../flags/flags";
import type { Geolocation } from "../geolocation/geolocation";
import { cachePolicy, EDGE_CACHEABLE_HEADER } from "./cache-policy";
import { edgeCopyPolicy } from "../../app/lib/http/cache-policy";
import { hasSessionCookie, type Cookies } from "../../app/lib/http/cookies";
import { analyticsVariantOf, type PageAnalytics } from "../analytics";
import { withNonce, withoutNonce, type Bytes } from "./nonce-splice";

/** Diagnostic, sent to the browser: HIT, STALE, STALE-IF-ERROR, MISS or BYPASS (an opted-in page rendered for a personal request). */
export const EDGE_CACHE_STATUS_HEADER = "X-Edge-Cache";
export const FRESH_MS = 60_000;
export const REVALIDATE_MS = 5 * 60_000;
const KEEP_SECONDS = 24 * 60 * 60;
/** When the copy was stored (epoch ms), kept on the copy only. */
const STORED_AT_HEADER = "X-Edge-Stored-At";
/**
 * Where the render's nonce stood in the copy, as byte offsets into the stored body (which has
 * it taken out): every response puts its own there. A hit is then spliced as bytes, never
 * decoded, searched and encoded again (kept on the copy only).
 */
const NONCE_AT_HEADER = "X-Edge-Nonce-At";
/** Bodies a copy can be made of: documents, and single-fetch data requests (`.data`). */
const KEPT_TYPES = /^(text\/html|text\/x-script)/;

/** What the edge cache reads of the request's load context (workers/load-context.ts). */
export type EdgeCacheContext = {
  /** The localized page the path names: only such pages can opt in (files, the API and the identity provider never do). */
  page: { kind: string; match?: { key: string } };
  env: { DB: D1Database; PAGE_GENERATION_TTL_SECONDS: number };
  user: unknown;
  isAccountsHost: boolean;
  geolocation: Pick<Geolocation, "suggestion" | "setCookie" | "rootRedirect">;
  today: string;
  currency: string;
  flags: Pick<Flags, "isEnabled">;
  nonce: string;
  request: { cookies: Cookies };
  analytics: PageAnalytics;
};

type Render = (request: Request) => Promise<Response>;
/**
 * A signed-in person's parts written into a copy answered to them (workers/http/personal-overlay.ts), or null
 * when their state cannot be read (their page is then rendered for them).
 */
export type Overlay = (copy: Response) => Promise<Response | null>;
/**
 * A signed-in person's request: their overlay, and the same request as an anonymous visitor
 * makes it (without the session cookie) with its render, which is what a copy is made of
 * (made only when a copy is, not on a hit).
 */
export type Personal = { overlay: Overlay; anonymous: () => { request: Request; render: Render } };

/**
 * The last generation read in this isolate, and when: kept for PAGE_GENERATION_TTL_SECONDS (a
 * hit then costs no D1 read, the largest part of its cost measured locally), and used whenever
 * D1 cannot be read, so keys still form and a stale copy can answer.
 */
const generationMemo = { value: null as string | null, readAt: Number.NEGATIVE_INFINITY };
/** Keys whose background refresh runs in this isolate: one re-render per key at a time. */
const refreshing = new Set<string>();

/** What this isolate holds of its copies (see the header comment), least recently used first. */
const MEMORY_BYTES = 16 * 1024 * 1024;
type Held = { bytes: Bytes; headers: Headers; storedAt: number; heldAt: number };
const memory = new Map<string, Held>();
let memoryBytes = 0;

function hold(key: string, bytes: Bytes, headers: Headers, ttlMs: number): void {
  if (ttlMs <= 0 || bytes.length > MEMORY_BYTES / 8) return;
  release(key);
  memory.set(key, { bytes, headers, storedAt: Number(headers.get(STORED_AT_HEADER) ?? 0), heldAt: Date.now() });
  memoryBytes += bytes.length;
  for (const oldest of memory.keys()) {
    if (memoryBytes <= MEMORY_BYTES) break;
    release(oldest);
  }
}

function release(key: string): void {
  const held = memory.get(key);
  if (!held) return;
  memory.delete(key);
  memoryBytes -= held.bytes.length;
}

/** The copy held for `key` while it is fresh and younger in memory than `ttlMs`, as the most recently used. */
function heldCopy(key: string, ttlMs: number, now = Date.now()): Held | null {
  const held = memory.get(key);
  if (!held) return null;
  if (now - held.heldAt >= ttlMs || now - held.storedAt >= FRESH_MS) {
    release(key);
    return null;
  }
  memory.delete(key);
  memory.set(key, held);
  return held;
}
/**
 * Route keys seen answering 200 in this isolate, and whether they opted in: a page that does
 * not (the wishlist, the sign-in page) is rendered without looking for a copy or reading the
 * generation, the next time on.
 */
const optedIn = new Map<string, boolean>();

/**
 * Answers a page request from the copy when there is a usable one, else renders it (and keeps
 * a copy when it may). Every answer leaves without the internal opt-in header. `build` is the
 * deployed build's assets version: a copy names that build's script and style files, which
 * the next deploy replaces, so a new build never answers from an older build's copy.
 */
export async function edgeCached(
  request: Request,
  context: EdgeCacheContext,
  ctx: Pick<ExecutionContext, "waitUntil">,
  render: Render,
  build: string,
  personal: Personal | null = null,
): Promise<Response> {
  const route = context.page.kind === "page" ? (context.page.match?.key ?? null) : null;
  if (!route || optedIn.get(route) === false) return withoutOptIn(await render(request), "BYPASS");
  const personalized = async (copy: Response): Promise<Response> => {
    if (!context.user) return copy;
    const overlaid = personal ? await personal.overlay(copy) : null;
    if (overlaid) return overlaid;
    await copy.body?.cancel();
    return withoutOptIn(await render(request), "BYPASS");
  };
  const key = await edgeCacheKey(request, context, build);
  if (!key) return withoutOptIn(await render(request), "BYPASS");
  const ttlMs = context.env.PAGE_GENERATION_TTL_SECONDS * 1000;
  const held = heldCopy(key.url, ttlMs);
  if (held) return personalized(answer(held.headers, held.bytes, request, context.nonce, "HIT"));
  const cache = defaultCache();
  const cached = await cache.match(key).catch(() => undefined);
  const age = cached ? Date.now() - Number(cached.headers.get(STORED_AT_HEADER) ?? 0) : Number.POSITIVE_INFINITY;
  if (cached && age < FRESH_MS) {
    const bytes = new Uint8Array(await cached.arrayBuffer());
    hold(key.url, bytes, cached.headers, ttlMs);
    return personalized(answer(cached.headers, bytes, request, context.nonce, "HIT"));
  }
  // A copy is only ever made of an anonymous render: a signed-in person's request makes it from
  // the same request without their session.
  const copyOf = personal?.anonymous() ?? { request, render };
  if (cached && age < FRESH_MS + REVALIDATE_MS) {
    ctx.waitUntil(refresh(key, copyOf.request, copyOf.render, context.nonce, ttlMs));
    return personalized(await fromCopy(cached, request, context.nonce, "STALE"));
  }
  if (context.user) {
    await cached?.body?.cancel();
    // Without a copy, the person's page is rendered for them, and the copy the next page of
    // theirs (or anyone's) is answered from is made beside it.
    const rendered = await render(request);
    if (learnOptIn(route, rendered) && request.method === "GET" && personal) {
      ctx.waitUntil(refresh(key, copyOf.request, copyOf.render, context.nonce, ttlMs));
    }
    return withoutOptIn(rendered, "BYPASS");
  }
  const rendered = await render(request);
  learnOptIn(route, rendered);
  if (rendered.status >= 500 && cached) {
    await rendered.body?.cancel();
    return fromCopy(cached, request, context.nonce, "STALE-IF-ERROR");
  }
  await cached?.body?.cancel();
  if (request.method !== "GET" || !isKept(rendered)) return withoutOptIn(rendered, "MISS");
  // The document is complete when Remix answers (entry.server waits for allReady): reading it whole costs no streaming.
  const body = new Uint8Array(await rendered.arrayBuffer());
  ctx.waitUntil(store(key, rendered, body, context.nonce, ttlMs));
  return new Response(body, { status: rendered.status, statusText: rendered.statusText, headers: sentHeaders(rendered.headers, "MISS") });
}

/** What a 200 says of its route: whether it opted in (remembered for the isolate); false for any other status. */
function learnOptIn(route: string, rendered: Response): boolean {
  if (rendered.status !== 200) return false;
  const opted = rendered.headers.get(EDGE_CACHEABLE_HEADER) === "1";
  optedIn.set(route, opted);
  return opted;
}

/**
 * The copy's key, or null when this request's page is personal (or no copy can be made). A
 * signed-in person's page has the anonymous page's key (their parts are an overlay), but for a
 * data request that asks for the root's data (who they are, what they saved), which is theirs.
 */
export async function edgeCacheKey(request: Request, context: EdgeCacheContext, build: string): Promise<Request | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (context.isAccountsHost) return null;
  if (context.user ? asksForRootData(request.url) : hasSessionCookie(context.request.cookies)) {
    // (Without a person, a session cookie that no longer signs anybody in: its answer clears it.)
    return null;
  }
  // An offer of the visitor's own country site, or a choice remembered on this response.
  const { suggestion, setCookie, rootRedirect } = context.geolocation;
  if (suggestion || setCookie || rootRedirect) return null;
  const url = new URL(request.url);
  // An account modal's steps carry the visitor's e-mail or code in the URL: not worth a copy.
  if (url.searchParams.has("modal") || url.searchParams.has("code")) return null;
  if (typeof caches === "undefined") return null;
  const generation = await currentGeneration(context.env.DB, context.env.PAGE_GENERATION_TTL_SECONDS * 1000);
  if (!generation) return null;
  const key = edgeCacheKeyOf(url, {
    build,
    generation,
    today: context.today,
    currency: context.currency,
    flags: flagBitsOf(context.flags),
    closedBeans: closedBeansOf(context.request.cookies),
    analytics: analyticsVariantOf(context.analytics),
  });
  return new Request(key, { method: "GET" });
}

/** What an anonymous page depends on besides its URL. */
export type EdgeVariant = {
  build: string;
  generation: string;
  today: string;
  currency: string;
  flags: string;
  closedBeans: readonly string[];
  /** The container and the cookie banner's answer (workers/analytics.ts); absent where the site has no container. */
  analytics?: string | null;
};

/** The copy's key as a URL on the page's own origin (the Cache API keys by URL). */
export function edgeCacheKeyOf(url: URL, { build, generation, today, currency, flags, closedBeans, analytics }: EdgeVariant): string {
  const parts = [build, generation, today, currency, flags, [...closedBeans].sort().join(".") || "-"];
  if (analytics) parts.push(analytics);
  const variant = parts.map(encodeURIComponent).join("/");
  return `${url.origin}/__edge-cache/${variant}${url.pathname}${url.search}`;
}

/** The site's flags as one word of bits, in FLAG_KEYS order. */
export function flagBitsOf(flags: Pick<Flags, "isEnabled">): string {
  return FLAG_KEYS.map((flag) => (flags.isEnabled(flag) ? "1" : "0")).join("");
}

/** The page generation, read again once the isolate's copy is `ttlMs` old (0: every time). */
export async function currentGeneration(db: D1Database, ttlMs: number, now = Date.now()): Promise<string | null> {
  if (generationMemo.value !== null && now - generationMemo.readAt < ttlMs) return generationMemo.value;
  try {
    generationMemo.value = await readPageGeneration(db);
    generationMemo.readAt = now;
  } catch (error) {
    console.warn("edge cache: the page generation could not be read; the last one seen is used", error);
  }
  return generationMemo.value;
}

/** workerd's cache of the zone (the DOM's CacheStorage type, which the build also sees, lacks it). */
function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

function isKept(response: Response): boolean {
  if (response.status !== 200 || response.headers.get(EDGE_CACHEABLE_HEADER) !== "1") return false;
  if (response.headers.has("Set-Cookie")) return false;
  if (/no-store/i.test(response.headers.get("Cache-Control") ?? "")) return false;
  return KEPT_TYPES.test(response.headers.get("Content-Type") ?? "");
}

async function store(key: Request, rendered: Response, body: Bytes, nonce: string, ttlMs: number): Promise<void> {
  const headers = new Headers(rendered.headers);
  for (const name of [EDGE_CACHEABLE_HEADER, "Vary", "Content-Length", "Cache-Control"]) headers.delete(name);
  // For the Cache API only: how long it may keep the copy (the freshness is decided above).
  headers.set("Cache-Control", edgeCopyPolicy(KEEP_SECONDS));
  headers.set(STORED_AT_HEADER, String(Date.now()));
  const { bytes, at } = withoutNonce(body, new TextEncoder().encode(nonce));
  headers.set(NONCE_AT_HEADER, at.join(","));
  hold(key.url, bytes, headers, ttlMs);
  try {
    await defaultCache().put(key, new Response(bytes, { status: 200, headers }));
  } catch (error) {
    console.warn("edge cache: a copy could not be stored", error);
  }
}

async function refresh(key: Request, request: Request, render: Render, nonce: string, ttlMs: number): Promise<void> {
  if (refreshing.has(key.url)) return;
  refreshing.add(key.url);
  try {
    // Its own request: the visitor's may be closed before the render ends.
    const rendered = await render(new Request(request.url, { method: "GET", headers: request.headers }));
    if (isKept(rendered)) await store(key, rendered, new Uint8Array(await rendered.arrayBuffer()), nonce, ttlMs);
    else await rendered.body?.cancel();
  } catch (error) {
    console.warn("edge cache: a background refresh failed; the copy stays", error);
  } finally {
    refreshing.delete(key.url);
  }
}

/** A copy's headers and bytes (never changed: each answer splices its nonce into a new array) as this request's answer. */
function answer(copyHeaders: Headers, bytes: Bytes, request: Request, nonce: string, status: string): Response {
  const headers = new Headers(copyHeaders);
  const at = (headers.get(NONCE_AT_HEADER) ?? "").split(",").filter(Boolean).map(Number);
  headers.delete(STORED_AT_HEADER);
  headers.delete(NONCE_AT_HEADER);
  headers.delete("Content-Length");
  headers.set("Cache-Control", cachePolicy("revalidate"));
  headers.set(EDGE_CACHE_STATUS_HEADER, status);
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(at.length === 0 ? bytes.slice() : withNonce(bytes, at, new TextEncoder().encode(nonce)), { status: 200, headers });
}

async function fromCopy(copy: Response, request: Request, nonce: string, status: string): Promise<Response> {
  if (request.method === "HEAD") {
    await copy.body?.cancel();
    return answer(copy.headers, new Uint8Array(0), request, nonce, status);
  }
  return answer(copy.headers, new Uint8Array(await copy.arrayBuffer()), request, nonce, status);
}

/**
 * A single-fetch data request (`/path.data`) that asks for the root route's data: every one
 * that names no routes (`_routes`), and those that name the root.
 */
export function asksForRootData(url: string): boolean {
  const parsed = new URL(url);
  if (!parsed.pathname.endsWith(".data")) return false;
  const routes = parsed.searchParams.get("_routes");
  return routes === null || routes.split(",").includes("root");
}

function withoutOptIn(response: Response, status: string): Response {
  if (!response.headers.has(EDGE_CACHEABLE_HEADER)) return response;
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: sentHeaders(response.headers, status),
  });
}

function sentHeaders(rendered: Headers, status: string): Headers {
  const headers = new Headers(rendered);
  headers.delete(EDGE_CACHEABLE_HEADER);
  headers.set(EDGE_CACHE_STATUS_HEADER, status);
  return headers;
}
