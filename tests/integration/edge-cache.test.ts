/**
 * The Worker's copies of anonymous pages (workers/http/edge-cache.ts)
 * through the BUILT Worker in Miniflare, with workerd's own Cache API and real D1/KV. Hits are
 * observed through the diagnostic `X-Edge-Cache` header (MISS, HIT, STALE-IF-ERROR, BYPASS),
 * and proven by what the page shows after a write made behind the copy's back.
 */
import { Response as MiniflareResponse } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/seed/index";
import { publishToBindings } from "../../scripts/content/publish-d1";
import { buildContent, loadContentTree } from "../../scripts/content/build";
import { tenants, getTenant } from "../../tenants";
import { evaluateFlags } from "../../workers/flags/flags";
import { edgeCacheKeyOf, flagBitsOf } from "../../workers/http/edge-cache";
import { readPageGeneration } from "../../workers/cache/page-generation";
import { createPriceService } from "../../workers/services/prices";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { setCookieOf } from "../support/sign-in";
import { startSite, type Site } from "./harness";
import { pageOf, parseHtml, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
const DEVICE = "caravan_device=11111111-1111-4111-8111-111111111111";
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
const trip = catalogue.travels.find((t) =>
  catalogue.tours.some((tour) => tour.travel_id === t.id && tour.starting_date > TODAY && tour.discount_percent === 0),
)!;
const tripPath = `/destinations/${trip.slug_en}`;

let site: Site;
let inbox: SmtpCatcher;
let signedIn: string;

const get = (tenant: string, path: string, cookie = DEVICE, headers: Record<string, string> = {}) =>
  site.fetch(tenant, path, { headers: { Cookie: cookie, ...headers } });
const cacheOf = (response: Response) => response.headers.get("X-Edge-Cache");
const cspNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const db = () => site.db as unknown as D1Database;

/** The assets version of the build a page was made by: it names the manifest file the page loads. */
const assetsOf = (html: string) => html.match(/\/build\/manifest-([0-9A-F]+)\.js/)![1]!.toLowerCase();
/** The build a copy is kept for: the assets version, and the site data file the page fetches. */
const buildOf = (html: string) => `${assetsOf(html)}.${html.match(/fetch\("\/site-data\/([a-z]+\.[a-z0-9]+)\.json"\)/)![1]}`;

/** Where the Worker keeps its copy of an anonymous uk page made by `build` (today, default currency, no bar closed). */
async function ukCopyKey(path: string, build: string): Promise<string> {
  const tenant = getTenant("uk")!;
  return edgeCacheKeyOf(new URL(`http://uk.localhost${path}`), {
    build,
    generation: (await readPageGeneration(db()))!,
    today: TODAY,
    currency: tenant.defaultCurrency,
    flags: flagBitsOf(await evaluateFlags(tenant, {})),
    closedBeans: [],
  });
}

/** Asks twice; returns both answers (bodies read). */
async function twice(tenant: string, path: string, cookie = DEVICE) {
  const first = await get(tenant, path, cookie);
  const firstBody = await first.text();
  const second = await get(tenant, path, cookie);
  return { first, firstBody, second, secondBody: await second.text() };
}

async function signIn(): Promise<string> {
  const email = `edge.${testNow().getTime()}@example.com`;
  const post = (path: string, body: unknown) =>
    site.fetch("uk", path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect((await post("/auth/generate-otp", { email, marketingConsent: false })).status).toBe(200);
  const done = await post("/auth/complete-otp", { email, otp: codeIn(await inbox.waitForMail({ to: email })) });
  expect(done.status).toBe(200);
  return done.headers
    .getSetCookie()
    .find((c) => c.startsWith("caravan_session="))!
    .split(";")[0]!;
}

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 0.1, today: NOW } });
  signedIn = await signIn();
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});

describe("copies of anonymous pages", () => {
  it.each([
    ["uk", "/"],
    ["uk", "/search"],
    ["it", "/viaggi"],
    ["uk", tripPath],
  ])("serves the second anonymous request of %s %s from the copy, the same page", async (tenant, path) => {
    const { first, firstBody, second, secondBody } = await twice(tenant, path);
    expect(first.status).toBe(200);
    expect(cacheOf(first)).toBe("MISS");
    expect(cacheOf(second)).toBe("HIT");
    expect(second.status).toBe(200);
    expect(second.headers.get("Content-Type")).toBe(first.headers.get("Content-Type"));
    // What the browser gets is as before: no cache of its own keeps the page.
    expect(second.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(second.headers.get("X-Caravan-Edge-Cacheable")).toBeNull();
    expect(secondBody.replaceAll(cspNonce(second)!, "N")).toBe(firstBody.replaceAll(cspNonce(first)!, "N"));
  });

  it("answers a new build only from that build's copies: a copy names its build's script and style files", async () => {
    const path = "/search?country=PER";
    const { secondBody } = await twice("uk", path);
    const build = buildOf(secondBody);
    const assets = assetsOf(secondBody);
    const keyOf = (of: string) => ukCopyKey(path, of);
    const caches = await site.mf.getCaches();
    const current = await keyOf(build);
    const copy = await caches.default.match(current);
    expect(copy, "the copy is where the key says").toBeDefined();
    const headers = Object.fromEntries(new Headers(copy!.headers as unknown as Headers));
    await copy!.text();
    // The same page kept by an older build (its files gone after a deploy), and no copy of this build's.
    const older = secondBody.replaceAll(`/build/manifest-${assets.toUpperCase()}.js`, "/build/manifest-0BADB11D.js");
    await caches.default.put(await keyOf(build.replace(assets, "0badb11d")), new MiniflareResponse(older, { headers }));
    // And one of this build whose site data (catalogue and shell) a deploy changed alone.
    const dataFile = build.slice(assets.length + 1);
    const olderData = secondBody.replaceAll(`/site-data/${dataFile}.json`, "/site-data/uk.0.json");
    await caches.default.put(await keyOf(`${assets}.uk.0`), new MiniflareResponse(olderData, { headers }));
    await caches.default.delete(current);
    const fresh = await get("uk", path);
    expect(cacheOf(fresh)).toBe("MISS");
    const freshBody = await fresh.text();
    expect(freshBody).toContain(`/build/manifest-${assets.toUpperCase()}.js`);
    expect(freshBody).not.toContain("manifest-0BADB11D");
    expect(freshBody).toContain(`/site-data/${dataFile}.json`);
  });

  it("keeps one copy per site, query and currency", async () => {
    expect(cacheOf((await twice("int", "/search?country=ITA")).second)).toBe("HIT");
    // Another query, another site, another currency: each its own first render.
    expect(cacheOf(await get("int", "/search?country=FRA"))).toBe("MISS");
    expect(cacheOf(await get("uk", "/search?country=ITA"))).toBe("MISS");
    const inPounds = await get("int", "/search?country=ITA", `${DEVICE}; caravan_currency=GBP`);
    expect(cacheOf(inPounds)).toBe("MISS");
    const pounds = await pageOf(inPounds);
    const euros = await pageOf(await get("int", "/search?country=ITA"));
    expect(pounds.toString()).toContain("£");
    expect(euros.toString()).not.toBe(pounds.toString());
    expect(cacheOf(await get("int", "/search?country=ITA", `${DEVICE}; caravan_currency=GBP`))).toBe("HIT");
  });

  it("gives every response its own nonce, the same in the CSP header and every nonce attribute", async () => {
    const { first, firstBody, second, secondBody } = await twice("fr", "/");
    const third = await get("fr", "/");
    const thirdBody = await third.text();
    expect(cacheOf(third)).toBe("HIT");
    const nonces = [cspNonce(first), cspNonce(second), cspNonce(third)];
    expect(new Set(nonces).size).toBe(3);
    for (const [response, body] of [
      [first, firstBody],
      [second, secondBody],
      [third, thirdBody],
    ] as const) {
      const attributes = [...body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(attributes.length).toBeGreaterThan(0);
      expect(new Set(attributes)).toEqual(new Set([cspNonce(response)]));
      expect(response.headers.has("X-Edge-Nonce-At")).toBe(false);
    }
    // The copy is the first render's page, byte for byte, but for the nonce.
    const unnonced = (body: string, response: Response) => body.replaceAll(cspNonce(response)!, "NONCE");
    expect(unnonced(thirdBody, third)).toBe(unnonced(firstBody, first));
  });

  it("still gives a first visit its own device-id cookie when the page comes from the copy", async () => {
    await (await get("es", "/")).text();
    const a = await site.fetch("es", "/");
    const b = await site.fetch("es", "/");
    expect(cacheOf(a)).toBe("HIT");
    const devices = [a, b].map((response) => setCookieOf(response, "caravan_device"));
    expect(devices[0]).toMatch(/^caravan_device=[0-9a-f-]{36}$/);
    expect(devices[1]).toMatch(/^caravan_device=[0-9a-f-]{36}$/);
    expect(devices[0]).not.toBe(devices[1]);
  });
});

describe("what is never kept nor served from a copy", () => {
  it("renders a signed-in request without a copy for the person, makes the copy beside it from the anonymous page, and overlays that copy", async () => {
    // Signed in first: the person's page is rendered for them…
    const mine = await get("uk", "/destinations", `${DEVICE}; ${signedIn}`);
    expect(cacheOf(mine)).toBe("BYPASS");
    expect(await mine.text()).toContain('data-testid="account-menu"');
    // …and beside it, the copy is made of the page as a visitor gets it: nothing of the person's.
    let visitor = await get("uk", "/destinations");
    for (let tries = 0; cacheOf(visitor) !== "HIT" && tries < 5; tries++) {
      expect(cacheOf(visitor)).toBe("MISS");
      expect(await visitor.text()).not.toContain('data-testid="account-menu"');
      visitor = await get("uk", "/destinations");
    }
    expect(cacheOf(visitor)).toBe("HIT");
    const visitorHtml = await visitor.text();
    expect(visitorHtml).not.toContain('data-testid="account-menu"');
    expect(visitorHtml).toContain('data-testid="login-link"');
    // With a copy there, a signed-in person gets it with their own parts written in
    // (workers/http/personal-overlay.ts; tests/integration/personal-overlay.test.ts proves those parts).
    const again = await get("uk", "/destinations", `${DEVICE}; ${signedIn}`);
    expect(cacheOf(again)).toBe("HIT");
    expect(await again.text()).toContain('data-testid="account-menu"');
  });

  it("does not keep a page whose answer sets a cookie (a geolocation offer) nor personal pages", async () => {
    // A visitor from Italy on the UK site is offered the Italian one: a cookie remembers it.
    const offered = { "X-Test-Country": "IT", "User-Agent": "Mozilla/5.0 Chrome/120" };
    for (let i = 0; i < 2; i++) {
      const response = await get("uk", "/search?country=ESP", DEVICE, offered);
      expect(response.headers.getSetCookie().some((c) => c.startsWith("caravan_site_choice="))).toBe(true);
      expect(cacheOf(response)).not.toBe("HIT");
      await response.text();
    }
    // The same URL without the offer is rendered for itself, then kept.
    expect(cacheOf(await get("uk", "/search?country=ESP"))).toBe("MISS");
    for (const path of ["/wishlist", "/auth/sign-in", "/newsletter"]) {
      const answers = [await get("uk", path), await get("uk", path)];
      for (const answer of answers) {
        expect(cacheOf(answer), path).toBeNull();
        await answer.arrayBuffer();
      }
    }
    // An account modal's URL carries the visitor's own steps.
    expect(cacheOf(await get("uk", `${tripPath}?modal=wishlist&type=travel-${trip.id}`))).toBe("BYPASS");
    expect(cacheOf(await get("uk", `${tripPath}?modal=wishlist&type=travel-${trip.id}`))).toBe("BYPASS");
  });

  it("keeps no copy of a 404", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get("uk", "/destinations/no-such-trip");
      expect(response.status).toBe(404);
      expect(cacheOf(response)).not.toBe("HIT");
      await response.arrayBuffer();
    }
  });
});

describe("purge", () => {
  it("shows a tour's new price on the next request after a price change", async () => {
    const tour = catalogue.tours.find((t) => t.travel_id === trip.id && t.starting_date > TODAY && t.discount_percent === 0)!;
    const priceOn = async () => {
      const response = await get("it", `/viaggi/${trip.slug_it}`);
      const page = await pageOf(response);
      // The trip's departures with their prices (the whole list: the changed one may be folded away).
      return { cache: cacheOf(response), price: textOf(page.querySelector("main")) };
    };
    await priceOn();
    const before = await priceOn();
    expect(before.cache).toBe("HIT");
    const current = await site.db.prepare("SELECT price_eur FROM tours WHERE id = ?").bind(tour.id).first<{ price_eur: number }>();
    await createPriceService({ db: db() }).changeTourPrice(tour.id, { eur: current!.price_eur + 123_400 }, TODAY);
    const after = await priceOn();
    expect(after.cache).toBe("MISS");
    expect(after.price).not.toBe(before.price);
    expect((await priceOn()).cache).toBe("HIT");
  });

  it("renders afresh after the reference-price refresh changed a price, not after one that changed none", async () => {
    await (await get("de", "/")).text();
    expect(cacheOf(await get("de", "/"))).toBe("HIT");
    const generation = await readPageGeneration(db());
    await createPriceService({ db: db() }).refreshReferencePrices(TODAY);
    // Everything was already up to date for today: nothing changed, the copies stay.
    expect(await readPageGeneration(db())).toBe(generation);
    await site.db
      .prepare("UPDATE tours SET price_eur = price_eur + 100 WHERE id = (SELECT tour_id FROM tour_price_history ORDER BY tour_id LIMIT 1)")
      .run();
    expect(await createPriceService({ db: db() }).refreshReferencePrices(TODAY)).toBeGreaterThan(0);
    expect(await readPageGeneration(db())).not.toBe(generation);
    expect(cacheOf(await get("de", "/"))).toBe("MISS");
  });

  it("shows published content on the next request", async () => {
    const { pages, siteContent } = buildContent(loadContentTree("tests/fixtures/content"), tenants);
    await publishToBindings(db(), site.kv as unknown as KVNamespace, pages, testNow().getTime(), siteContent);
    const path = "/how-it-works";
    await (await get("us", path)).text();
    const before = await get("us", path);
    expect(cacheOf(before)).toBe("HIT");
    const beforeTitle = textOf((await pageOf(before)).querySelector("main h1"));
    const edited = pages.map((page) =>
      page.site === "us" && page.kind === "key" && page.name === "how-it-works"
        ? { ...page, title: `${page.title} (edited)`, hash: `${page.hash}-edited` }
        : page,
    );
    await publishToBindings(db(), site.kv as unknown as KVNamespace, edited, testNow().getTime() + 1_000, siteContent);
    const after = await get("us", path);
    expect(cacheOf(after)).toBe("MISS");
    expect(textOf((await pageOf(after)).querySelector("main h1"))).toBe(`${beforeTitle} (edited)`);
  });
});

describe("stale-if-error", () => {
  it("serves the last copy when the database fails, and renders again once it is back", async () => {
    const path = tripPath;
    await (await get("uk", path)).text();
    const hit = await get("uk", path);
    expect(cacheOf(hit)).toBe("HIT");
    const hitHtml = await hit.text();
    const hitPage = parseHtml(hitHtml);
    // Age the copy past its quiet-refresh window, as an hour without visitors would.
    const key = await ukCopyKey(path, buildOf(hitHtml));
    const caches = await site.mf.getCaches();
    const copy = await caches.default.match(key);
    expect(copy, "the copy is where the key says").toBeDefined();
    const headers = new Headers(copy!.headers as unknown as Headers);
    headers.set("X-Edge-Stored-At", String(testNow().getTime() - 60 * 60_000));
    await caches.default.put(key, new MiniflareResponse(await copy!.text(), { headers: Object.fromEntries(headers) }));
    // D1 fails: the catalogue and the generation itself can no longer be read.
    const away = ["travels", "tours", "page_cache_generation"];
    for (const table of away) await site.db.prepare(`ALTER TABLE ${table} RENAME TO ${table}_away`).run();
    const expectLog = site.expectLogs(/no such table|page generation could not be read|D1_ERROR/i);
    try {
      const broken = await get("uk", path);
      expect(broken.status).toBe(200);
      expect(cacheOf(broken)).toBe("STALE-IF-ERROR");
      const page = await pageOf(broken);
      expect(textOf(page.querySelector("main h1"))).toBe(textOf(hitPage.querySelector("main h1")));
      // A page never kept has no copy to fall back on: the failure shows (5xx), not someone else's page.
      const other = catalogue.travels.find((t) => t.id !== trip.id)!;
      const uncached = await get("uk", `/destinations/${other.slug_en}`);
      expect(uncached.status).toBeGreaterThanOrEqual(500);
      await uncached.arrayBuffer();
      await expectLog();
    } finally {
      for (const table of away) await site.db.prepare(`ALTER TABLE ${table}_away RENAME TO ${table}`).run();
    }
    const healed = await get("uk", path);
    expect(healed.status).toBe(200);
    expect(cacheOf(healed)).toBe("MISS");
  });
});

describe("copies held in the isolate's memory (a page generation kept 5 s, as in production)", () => {
  let held: Site;
  beforeAll(async () => {
    held = await startSite({ bindings: { PAGE_GENERATION_TTL_SECONDS: "5" }, seed: { scale: 0.1, today: NOW } });
  });
  afterAll(async () => {
    await held?.close();
  });
  const heldGet = (path: string, method = "GET") => held.fetch("uk", path, { method, headers: { Cookie: DEVICE } });

  it("answers a hit from memory, each with its own nonce, with no Cache API copy left", async () => {
    const path = "/search?country=PER";
    const first = await heldGet(path);
    expect(cacheOf(first)).toBe("MISS");
    const firstBody = await first.text();
    const hit = await heldGet(path);
    expect(cacheOf(hit)).toBe("HIT");
    await hit.text();
    // The Cache API's copy goes: the isolate still holds the page, for the generation's 5 s.
    const caches = await held.mf.getCaches();
    const key = edgeCacheKeyOf(new URL(`http://uk.localhost${path}`), {
      build: buildOf(firstBody),
      generation: (await readPageGeneration(held.db as unknown as D1Database))!,
      today: TODAY,
      currency: getTenant("uk")!.defaultCurrency,
      flags: flagBitsOf(await evaluateFlags(getTenant("uk")!, {})),
      closedBeans: [],
    });
    expect(await caches.default.delete(key), "the copy was in the Cache API").toBe(true);
    const answers = [await heldGet(path), await heldGet(path)];
    const nonces = answers.map(cspNonce);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    for (const [i, answer] of answers.entries()) {
      expect(cacheOf(answer)).toBe("HIT");
      expect(bodies[i]).toContain(`nonce="${nonces[i]}"`);
      expect(bodies[i]!.replaceAll(nonces[i]!, "N")).toBe(firstBody.replaceAll(cspNonce(first)!, "N"));
    }
    expect(new Set([...nonces, cspNonce(first)]).size).toBe(3);
    const head = await heldGet(path, "HEAD");
    expect(cacheOf(head)).toBe("HIT");
    expect(await head.text()).toBe("");
    // Another query is its own page.
    expect(cacheOf(await heldGet("/search?country=ITA"))).toBe("MISS");
  });

  it("never holds a signed-in or personal answer", async () => {
    const path = "/search?country=KEN";
    await (await heldGet(path)).text();
    const signedOut = await heldGet(path);
    expect(cacheOf(signedOut)).toBe("HIT");
    await signedOut.text();
    const withSession = await held.fetch("uk", path, { headers: { Cookie: `${DEVICE}; caravan_session=not-a-session` } });
    expect(cacheOf(withSession)).not.toBe("HIT");
    await withSession.text();
  });
});
