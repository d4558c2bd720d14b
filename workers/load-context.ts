import { pageAnalyticsOf } from "./analytics";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { resolveTenant } from "../tenants";
import { resolvePage, type PageResolution } from "../tenants/routes";
import { todayIn } from "../app/lib/dates/time-zone";
import { chosenCurrency } from "../app/lib/shell/currency-cookie";
import { parseCookies, type Cookies } from "../app/lib/http/cookies";
import { mailerFromEnv } from "./email";
import { parseEnv } from "./env";
import { guardStorage, STORAGE_DEADLINE_MS } from "./db/storage-guard";
import { openReadSession } from "./db/read-session";
import { batchReads } from "./db/read-batcher";
import { createServices, type Services } from "./services";
import { keptStateOf, type KeptState, type PersonalReads } from "./session/personal-state";
import { signingKeys } from "./session/keys";
import { createSessions, readSessionCookie, type SessionRead } from "./session/session";
import { accountsOriginOf, clientOf, clientOrigins, tenantForLocales } from "./services/oidc/clients";
import { flagsFor } from "./flags/flags";
import { geolocationOf } from "./geolocation/geolocation";
import { readDeviceId } from "./http/security";

type Init = {
  request: Request;
  rawEnv: unknown;
  waitUntil: (promise: Promise<unknown>) => void;
  nonce: string;
  deviceId: string;
  /** The request's instant; a test may fix it. */
  now?: Date;
  /** This Worker's own handler, for requests to the identity provider it also serves. */
  dispatch?: (request: Request) => Promise<Response>;
  /** The request's cookies, when the entry has parsed them already. */
  cookies?: Cookies;
};

const SIGNED_OUT: SessionRead = { user: null, familyId: null, setCookie: null };

// The bindings object is the same for every request an instance serves: it is checked once.
const parsedEnvs = new WeakMap<object, ReturnType<typeof parseEnv>>();
function envOf(rawEnv: unknown): ReturnType<typeof parseEnv> {
  if (typeof rawEnv !== "object" || rawEnv === null) return parseEnv(rawEnv);
  let parsed = parsedEnvs.get(rawEnv);
  if (!parsed) {
    parsed = parseEnv(rawEnv);
    parsedEnvs.set(rawEnv, parsed);
  }
  return parsed;
}

// Today in a time zone changes on a minute boundary at the earliest (every zone's offset is a
// whole number of minutes): worked out once per zone and minute, not on every request.
const MINUTE_MS = 60_000;
const todays = new Map<string, { minute: number; day: string }>();
function todayOf(tenant: Parameters<typeof todayIn>[0], now: Date): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const known = todays.get(tenant.timeZone);
  if (known?.minute === minute) return known.day;
  const day = todayIn(tenant, now);
  todays.set(tenant.timeZone, { minute, day });
  return day;
}

/**
 * Built once per request by the Worker entry; routes reach server things only through it.
 * Everything a page needs to know about who asks is decided here, once: the site, the
 * currency, today in the site's time zone, which page the path names, who is signed in,
 * and the services bound to all of that.
 */
export async function createLoadContext({
  request,
  rawEnv,
  waitUntil,
  nonce,
  deviceId,
  now = new Date(),
  dispatch,
  cookies = parseCookies(request.headers.get("Cookie")),
}: Init) {
  const logger = console;
  // Every D1 call of the request goes through one guard (a failure or a stall becomes one
  // typed error, and the entry answers 503): services and routes see it as env.DB.
  const parsed = envOf(rawEnv);
  // Through one D1 session: replicas answer pages, writes start on the primary, and a browser's
  // bookmark (after a write of its own) starts its next pages past that write (db/read-session.ts).
  const readSession = openReadSession(parsed.DB, { method: request.method, cookies });
  // The local runtime (wrangler dev, ENVIRONMENT "development") reports a database file another
  // local process holds as an "internal error": waited out there like a lock (db/storage-guard.ts).
  const storage = guardStorage(readSession.db, logger, STORAGE_DEADLINE_MS, { localFile: parsed.ENVIRONMENT === "development" });
  // A page's reads started together go to D1 together (db/read-batcher.ts); an action's go one by one.
  const env = { ...parsed, DB: request.method === "GET" || request.method === "HEAD" ? batchReads(storage.db) : storage.db };
  const url = new URL(request.url);
  const facts = requestFacts(url, cookies);
  const isAccountsHost = url.hostname === env.ACCOUNTS_HOST;
  // The identity provider's pages serve a client site: they speak its language (or the one
  // ui_locales asks for) and open accounts on it (its tax-code rule, its e-mails' site).
  const client = isAccountsHost ? clientOf(url.searchParams.get("client_id")) : null;
  const hostTenant = resolveTenant(url.hostname, env.DEFAULT_TENANT);
  const tenant = isAccountsHost ? tenantForLocales(client, url.searchParams.get("ui_locales"), hostTenant) : hostTenant;
  const accountsOrigin = accountsOriginOf(env.ACCOUNTS_HOST, url);
  const isProduction = env.ENVIRONMENT === "production";
  /** The currency every price on this render uses. */
  const currency = chosenCurrency(cookies, tenant);
  /** Today's calendar day in the site's time zone: what "past" means on its pages and in search. */
  const today = todayOf(tenant, now);
  const clock = () => Date.now();
  const keys = env.AUTH_SIGNING_KEYS ? await signingKeys(env.AUTH_SIGNING_KEYS) : null;
  const sessions = keys
    ? createSessions({ db: env.DB, keys, clock, production: isProduction, trustOpenMs: env.SESSION_CHECK_TTL_SECONDS * 1000 })
    : null;
  const [session, flags] = await Promise.all([
    sessions ? sessions.read(readSessionCookie(cookies, isProduction)) : SIGNED_OUT,
    flagsFor(tenant, env.CACHE, logger),
  ]);
  const services = createServices({
    env,
    tenant,
    currency,
    today,
    waitUntil,
    logger,
    clock,
    mailer: () => mailerFromEnv(rawEnv),
    clientIp: request.headers.get("CF-Connecting-IP"),
    requester: requesterOf(cookies, request.headers.get("CF-Connecting-IP")),
    accountsOrigin,
    keys,
    ...(client ? { accountsSite: client } : {}),
  });
  return {
    /** What the request says, read once: see `requestFacts`. */
    request: facts,
    env,
    tenant,
    currency,
    now,
    today,
    /** The page the path names on this site, matched once for the root and the route. */
    page: resolvePage(tenant.pathLocale, facts.path) satisfies PageResolution,
    /**
     * The feature flags of this site, evaluated once for the request through OpenFeature
     * (config + KV override, workers/flags): `context.flags.isEnabled("talkToUs")`.
     */
    flags,
    /** The tag manager container this page may load and the visitor's answer to the cookie banner (workers/analytics.ts). */
    analytics: pageAnalyticsOf(tenant, env, cookies),
    /** Geolocation: the visitor's country, their remembered site, the site to offer them. */
    geolocation: geolocationOf({ request, cookies, tenant, flags, isProduction }),
    /** The signed-in person (from the session cookie), or null for visitors. */
    user: session.user,
    /** The session as read: its family (for sign-out) and a cookie to send back when it was renewed or ended. */
    session,
    sessions,
    keys,
    isAccountsHost,
    /** The built-in identity provider's origin (its issuer). */
    accountsOrigin,
    /** Where a form on this host may lead, redirects included (CSP form-action): the provider and its client sites. */
    formTargets: isAccountsHost
      ? clientOrigins(url)
      : [accountsOrigin, ...(env.OIDC_ISSUER_URL ? [new URL(env.OIDC_ISSUER_URL).origin] : [])],
    /**
     * fetch for the OIDC client: the built-in provider is answered by this Worker in-process
     * (a Worker's fetch to its own zone goes to the origin, not back into the Worker); any
     * other URL goes out over the network.
     */
    accountsFetch: ((input, init) => {
      const target = new Request(input, init);
      return dispatch && new URL(target.url).hostname === env.ACCOUNTS_HOST ? dispatch(target) : fetch(target);
    }) satisfies typeof fetch,
    nonce,
    deviceId,
    waitUntil,
    /** The request's D1 session: the entry sends its bookmark back when it wrote. */
    readSession,
    /** The database failure this request met, if any (the entry then answers 503). */
    storageFailure: storage.failure,
    isProduction,
    clientIp: request.headers.get("CF-Connecting-IP"),
    services,
    /**
     * The signed-in person's saved ids and newsletter flag for the overlay on shared pages
     * (session/personal-state.ts), read once per request: kept a few seconds per isolate for a
     * page, read afresh by a request that may write (any method but GET and HEAD). Null for
     * visitors. A rendered page's own data reads them from the database, as it reads the rest.
     */
    personalState: session.user ? personalStateReader(session.user.id, request.method, services) : null,
  };
}

/** One request's reader of a person's kept state (see `personalState` above). */
function personalStateReader(userId: string, method: string, services: Services): () => Promise<KeptState> {
  const reads: PersonalReads = {
    savedIds: (id) => services.wishlist.savedIds(id),
    newsletterOn: async (id) => (services.accounts ? ((await services.accounts.userById(id))?.newsletter ?? false) : false),
  };
  const kept = method === "GET" || method === "HEAD";
  let state: Promise<KeptState> | null = null;
  return () => {
    state ??= kept
      ? keptStateOf(userId, reads)
      : Promise.all([reads.savedIds(userId), reads.newsletterOn(userId)]).then(([saved, newsletter]) => ({ saved, newsletter }));
    return state;
  };
}

/** The facts of the request every part of the Worker reads the same way, worked out once. */
export type RequestFacts = {
  /** The URL as asked (a data request keeps its `.data`); not to be changed. */
  url: URL;
  /** The page's own path: what a data request's `/path.data` names (`/_root.data` is the home page). */
  path: string;
  /** A client navigation's data request (Remix single fetch), not a document. */
  isData: boolean;
  /** The Cookie header, parsed (app/lib/http/cookies.ts owns the names). */
  cookies: Cookies;
};

export function requestFacts(url: URL, cookies: Cookies): RequestFacts {
  const isData = url.pathname.endsWith(".data");
  const bare = isData ? url.pathname.slice(0, -".data".length) : url.pathname;
  return { url, path: isData && bare === "/_root" ? "/" : bare, isData, cookies };
}

export type LoadContext = Awaited<ReturnType<typeof createLoadContext>>;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext extends LoadContext {}
  // Single fetch types for loaders and actions (the v3_singleFetch future flag is on).
  interface Future {
    v3_singleFetch: true;
  }
}

export type { AppLoadContext };

/**
 * Who asks, for the limits counted per requester: the browser's device cookie when it brings
 * one (a household or an office shares one IP address), else its IP address.
 */
function requesterOf(cookies: Cookies, ip: string | null): string | null {
  const device = readDeviceId(cookies);
  if (device) return `device:${device}`;
  return ip ? `ip:${ip}` : null;
}
