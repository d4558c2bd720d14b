/**
 * Signed-in people on shared copies of pages (workers/http/edge-cache.ts with
 * workers/http/personal-overlay.ts), through the built Worker in Miniflare with real D1 and
 * workerd's own Cache API and HTMLRewriter. A copy is made by an anonymous visit; a signed-in
 * person is then answered from it (X-Edge-Cache: HIT) with their own parts written in, which
 * must be exactly what the page rendered for them says, and never anybody else's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTenant, tenants } from "../../tenants";
import { href } from "../../tenants/routes";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { setCookieOf, signInByCode } from "../support/sign-in";
import { cookieBrowser, type CookieBrowser } from "../support/cookie-browser";
import { testNow, testToday } from "../support/clock";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { parseHtml } from "./html";

const OTP_SECRET = "integration-test-secret-0123456789abcdef";
const DEVICE = "caravan_device=22222222-2222-4222-8222-222222222222";

let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
type Person = { email: string; id: string; cookie: string };
let ann: Person;
let bob: Person;
/** A trip with departures to come, two of them, and its slug per language. */
let trip: { id: number; tours: [number, number]; slugs: Record<string, string> };

const cacheOf = (response: Response) => response.headers.get("X-Edge-Cache");
const cspNonce = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];

/** The trip's page on a site (its path-locale, its language's slug). */
function tripPath(tenant: string): string {
  const config = getTenant(tenant)!;
  const slug = trip.slugs[config.language.slice(0, 2)]!;
  return href(config.pathLocale, "travels-travel", { travel: slug });
}

async function signIn(label: string): Promise<Person> {
  const { email, id, cookie } = await signInByCode(site, inbox, `overlay.${label}.${testNow().getTime()}.${++counter}@example.com`);
  return { email, id, cookie: `${DEVICE}; ${cookie}` };
}

const get = (tenant: string, path: string, cookie = DEVICE, on = site) => on.fetch(tenant, path, { headers: { Cookie: cookie } });

/** Asks as a visitor until the Worker has its copy of the page. */
async function warm(tenant: string, path: string, on = site) {
  for (let i = 0; i < 3; i++) {
    const response = await get(tenant, path, DEVICE, on);
    await response.arrayBuffer();
    if (cacheOf(response) === "HIT") return;
  }
  throw new Error(`no copy of ${tenant} ${path}`);
}

async function save(person: Person, fields: Record<string, string | number>, tenant = "uk") {
  const response = await site.fetch(tenant, href(getTenant(tenant)!.pathLocale, "wishlist"), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: person.cookie, Origin: `http://${tenant}.localhost` },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  });
  expect(response.status).toBe(303);
  await response.arrayBuffer();
}

/** What a page shows of a person: everything the overlay may write, as the DOM has it (nonce taken out). */
function personalParts(html: string, nonce: string) {
  const page = parseHtml(html.replaceAll(nonce, "NONCE"));
  return {
    headerActions: domOf(page.querySelector("header.site-header .header-actions")),
    hearts: page.querySelectorAll("form.heart-form").map(domOf),
    groupInfo: page.querySelectorAll("a.group-info-entry").map(domOf),
    newsletter: domOf(page.querySelector("footer form.newsletter-form")),
  };
}

type Node = ReturnType<typeof parseHtml>;
/** An element as the browser's DOM holds it: its tag, its attributes in name order, its children (text as text). */
function domOf(node: Node | null): unknown {
  if (!node) return null;
  if (node.nodeType === 3) return node.text;
  const attributes = Object.entries(node.attributes ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return [node.rawTagName, attributes, node.childNodes.map((child) => domOf(child as Node))];
}

/** Who the page says is signed in, and what they saved, as the HTML shows it (JavaScript off). */
function shownState(html: string) {
  const page = parseHtml(html);
  const state = page.querySelector("#caravan-personal")?.textContent ?? "";
  return {
    email: page.querySelector(".account-menu .account-email")?.textContent ?? null,
    loginLink: page.querySelector('[data-testid="login-link"]') !== null,
    count: page.querySelector('[data-testid="wishlist-count"]')?.textContent ?? null,
    savedHearts: page
      .querySelectorAll("form.heart-form")
      .filter((form) => form.querySelector("button.heart")?.getAttribute("aria-pressed") === "true")
      .map(
        (form) =>
          `${form.querySelector('input[name="travelId"]')?.getAttribute("value")}/${form.querySelector('input[name="tourId"]')?.getAttribute("value") ?? 0}`,
      )
      .sort(),
    state: state ? (JSON.parse(state) as { user: { id: string; email: string }; wishlist: unknown }) : null,
  };
}

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({
    bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port), OTP_SECRET },
    seed: { scale: 0.1, today: testNow() },
  });
  const row = await site.db
    .prepare(
      `SELECT tr.id, tr.slug_en, tr.slug_it, tr.slug_es, tr.slug_fr, tr.slug_de, group_concat(t.id) AS tours
       FROM travels tr JOIN tours t ON t.travel_id = tr.id
       WHERE t.starting_date > ? AND t.sales_status IN ('CONFIRMED','ALMOST_FULL','PLANNED')
       GROUP BY tr.id HAVING COUNT(*) >= 2 ORDER BY tr.id LIMIT 1`,
    )
    .bind(testToday())
    .first<Record<string, string | number>>();
  const [first, second] = String(row!.tours).split(",").map(Number);
  trip = {
    id: Number(row!.id),
    tours: [first!, second!],
    slugs: {
      en: String(row!.slug_en),
      it: String(row!.slug_it),
      es: String(row!.slug_es),
      fr: String(row!.slug_fr),
      de: String(row!.slug_de),
    },
  };
  ann = await signIn("ann");
  bob = await signIn("bob");
  await site.db.prepare("UPDATE users SET tax_code = 'RSSMRA85T10A562S' WHERE id IN (?, ?)").bind(ann.id, bob.id).run();
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});

describe("a signed-in person on a shared copy", () => {
  it.each([
    ["uk", () => tripPath("uk")],
    ["it", () => tripPath("it")],
    ["es", () => href("es-ES", "travels-travel-tour", { travel: trip.slugs.es!, tour: String(trip.tours[0]) })],
    ["de", () => "/"],
    ["uk", () => "/search"],
    ["fr", () => "/recherche?sort=price-asc"],
  ])("on %s gets the copy with exactly the parts their own render has", async (tenant, pathOf) => {
    const path = pathOf();
    // Ann saved the trip and one of its departures; her newsletter is on.
    await save(ann, { intent: "add", travelId: trip.id });
    await save(ann, { intent: "add", travelId: trip.id, tourId: trip.tours[0] });
    await site.db.prepare("UPDATE users SET newsletter = 1 WHERE id = ?").bind(ann.id).run();
    try {
      // No copy yet: her page is rendered for her (and not kept).
      const own = await get(tenant, path, ann.cookie);
      expect(cacheOf(own)).toBe("BYPASS");
      const ownHtml = await own.text();
      await warm(tenant, path);
      // Her state is read again after the direct database write above (kept a few seconds per isolate).
      await save(ann, { intent: "add", travelId: trip.id });
      const overlaid = await get(tenant, path, ann.cookie);
      expect(cacheOf(overlaid)).toBe("HIT");
      const overlaidHtml = await overlaid.text();
      expect(personalParts(overlaidHtml, cspNonce(overlaid)!)).toEqual(personalParts(ownHtml, cspNonce(own)!));
      const shown = shownState(overlaidHtml);
      expect(shown.email).toContain(ann.email);
      expect(shown.loginLink).toBe(false);
      expect(shown.state?.user.id).toBe(ann.id);
      expect(shown.state?.wishlist).toEqual({ travels: [trip.id], tours: [{ tourId: trip.tours[0], travelId: trip.id }] });
      // The state is in the root's own script, with this response's nonce and nothing else's.
      const script = parseHtml(overlaidHtml).querySelector("#caravan-personal")!;
      expect(script.getAttribute("type")).toBe("application/json");
      expect(script.getAttribute("nonce")).toBe(cspNonce(overlaid));
      if (tenant === "es") expect(parseHtml(overlaidHtml).querySelector("a.group-info-entry")?.textContent).toBe("Quién viaja");
      if (path.startsWith("/destinations") || path.startsWith("/viaggi")) {
        expect(shown.savedHearts).toEqual([`${trip.id}/0`, `${trip.id}/${trip.tours[0]}`]);
      }
    } finally {
      await site.db.prepare("DELETE FROM wishlist_items WHERE user_id = ?").bind(ann.id).run();
      await site.db.prepare("UPDATE users SET newsletter = 0 WHERE id = ?").bind(ann.id).run();
      await save(ann, { intent: "remove", travelId: trip.id });
    }
  });

  it("never shows one person another's state: two people and a visitor alternate on one copy", async () => {
    const path = tripPath("uk");
    await save(ann, { intent: "add", travelId: trip.id, tourId: trip.tours[0] });
    await save(bob, { intent: "add", travelId: trip.id });
    await save(bob, { intent: "add", travelId: trip.id, tourId: trip.tours[1] });
    try {
      await warm("uk", path);
      const expected = {
        ann: { email: ann.email, id: ann.id, hearts: [`${trip.id}/${trip.tours[0]}`] },
        bob: { email: bob.email, id: bob.id, hearts: [`${trip.id}/0`, `${trip.id}/${trip.tours[1]}`] },
      };
      const order = ["ann", "bob", "visitor", "ann", "visitor", "bob", "bob", "ann", "visitor"] as const;
      const nonces = new Set<string>();
      for (const who of order) {
        const response = await get("uk", path, who === "ann" ? ann.cookie : who === "bob" ? bob.cookie : DEVICE);
        expect(cacheOf(response), who).toBe("HIT");
        nonces.add(cspNonce(response)!);
        const html = await response.text();
        const shown = shownState(html);
        if (who === "visitor") {
          expect(shown).toMatchObject({ email: null, loginLink: true, count: null, savedHearts: [], state: null });
          expect(html).not.toContain(ann.email);
          expect(html).not.toContain(bob.email);
          continue;
        }
        const me = expected[who];
        const other = expected[who === "ann" ? "bob" : "ann"];
        expect(shown.email, who).toContain(me.email);
        expect(shown.savedHearts, who).toEqual(me.hearts);
        expect(shown.state?.user.id, who).toBe(me.id);
        expect(html, who).not.toContain(other.email);
        expect(html, who).not.toContain(other.id);
      }
      expect(nonces.size).toBe(order.length);
    } finally {
      await site.db.prepare("DELETE FROM wishlist_items WHERE user_id IN (?, ?)").bind(ann.id, bob.id).run();
      await save(ann, { intent: "remove", travelId: trip.id });
      await save(bob, { intent: "remove", travelId: trip.id });
    }
  });

  it("keeps the CSP nonce and the device cookie per response", async () => {
    const path = "/search?country=ITA";
    await warm("es", "/buscar?country=ITA");
    await warm("uk", path);
    const withoutDevice = ann.cookie.replace(`${DEVICE}; `, "");
    const answers = [await get("uk", path, withoutDevice), await get("uk", path, withoutDevice), await get("uk", path, ann.cookie)];
    const devices = answers.map((response) => setCookieOf(response, "caravan_device"));
    // A browser without a device id gets a new one each time, on the very copy; one that has one gets none.
    expect(devices[0]).toMatch(/^caravan_device=[0-9a-f-]{36}$/);
    expect(devices[1]).toMatch(/^caravan_device=[0-9a-f-]{36}$/);
    expect(devices[0]).not.toBe(devices[1]);
    expect(devices[2]).toBeUndefined();
    const nonces = answers.map(cspNonce);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, response] of answers.entries()) {
      expect(cacheOf(response)).toBe("HIT");
      expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
      const html = await response.text();
      const attributes = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(new Set(attributes)).toEqual(new Set([nonces[i]]));
      // Every script is either the page's own with its nonce, or JSON (never run).
      const scripts = parseHtml(html).querySelectorAll("script");
      for (const script of scripts) expect(script.getAttribute("nonce"), script.toString().slice(0, 80)).toBe(nonces[i]);
    }
  });

  it("answers a data request for the root's data for the person, and one without it from the copy", async () => {
    const path = "/search.data?country=PER";
    await save(ann, { intent: "add", travelId: trip.id });
    try {
      await warm("uk", path);
      const withRoot = await get("uk", path, ann.cookie);
      expect(cacheOf(withRoot)).toBe("BYPASS");
      expect(await withRoot.text()).toContain(ann.email);
      const routeOnly = `${path}&_routes=routes%2Fsearch`;
      await warm("uk", routeOnly);
      const fromCopy = await get("uk", routeOnly, ann.cookie);
      expect(cacheOf(fromCopy)).toBe("HIT");
      expect(await fromCopy.text()).not.toContain(ann.email);
    } finally {
      await save(ann, { intent: "remove", travelId: trip.id });
    }
  });
});

describe("what a person changes shows on their next page, on every site", () => {
  it("a wishlist add on one site shows on the next page of every site", async () => {
    const paths = tenants.map((tenant) => [tenant.id, tripPath(tenant.id)] as const);
    for (const [tenant, path] of paths) await warm(tenant, path);
    const heartOf = async (tenant: string, path: string) => {
      const response = await get(tenant, path, ann.cookie);
      expect(cacheOf(response), tenant).toBe("HIT");
      return shownState(await response.text());
    };
    // Her state is read (and kept) before the write.
    for (const [tenant, path] of paths) expect((await heartOf(tenant, path)).savedHearts, tenant).toEqual([]);
    await save(ann, { intent: "add", travelId: trip.id, tourId: trip.tours[1] }, "de");
    try {
      for (const [tenant, path] of paths) {
        const shown = await heartOf(tenant, path);
        expect(shown.savedHearts, tenant).toEqual([`${trip.id}/${trip.tours[1]}`]);
        expect(shown.count, tenant).toMatch(/^1/);
      }
    } finally {
      await save(ann, { intent: "remove", travelId: trip.id, tourId: trip.tours[1] }, "de");
    }
  });

  it("a logout on one site shows signed out on the next page of every site", async () => {
    await logoutShowsEverywhere(site);
  });
});

describe("a signed-in person's session trusted for a few seconds per isolate, as in production", () => {
  let trusting: Site;
  beforeAll(async () => {
    trusting = await startSite({
      bindings: {
        SMTP_HOST: inbox.host,
        SMTP_PORT: String(inbox.port),
        OTP_SECRET,
        SESSION_CHECK_TTL_SECONDS: "5",
        PAGE_GENERATION_TTL_SECONDS: "5",
      },
      seed: { scale: 0.1, today: testNow() },
    });
  });
  afterAll(async () => {
    await trusting?.close();
  });

  it("a logout on one site still shows signed out on the next page of every site", async () => {
    await logoutShowsEverywhere(trusting);
  });

  it("a session ended outside the isolate shows signed out within those seconds", async () => {
    const { email, id, cookie } = await signInByCode(trusting, inbox, `overlay.trusted.${testNow().getTime()}@example.com`);
    const shownTo = async () => {
      const response = await get("uk", "/", `${DEVICE}; ${cookie}`, trusting);
      return shownState(await response.text());
    };
    await warm("uk", "/", trusting);
    expect((await shownTo()).email).toContain(email);
    // Another isolate (here, the database itself) ends every session of the person.
    await trusting.db.prepare("UPDATE site_sessions SET ended_at = ? WHERE user_id = ?").bind(Date.now(), id).run();
    expect((await shownTo()).email, "trusted for a few seconds").toContain(email);
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect(await shownTo()).toMatchObject({ email: null, loginLink: true, state: null });
  });
});

/** Signed in on every site (one site's own page, then the provider alone), logged out on one: every site's next page is signed out. */
async function logoutShowsEverywhere(on: Site) {
  const b: CookieBrowser = cookieBrowser((url, init) => on.dispatch(url, init));
  const email = `overlay.out.${testNow().getTime()}.${++counter}@example.com`;
  const action = (extra: Record<string, string>) => `http://uk.localhost/auth/sign-in?${new URLSearchParams(extra)}`;
  expect((await b.post(action({}), { intent: "email", email })).status).toBe(303);
  expect((await b.post(action({ step: "new-user", email }), { intent: "register", email, marketingConsent: "no" })).status).toBe(303);
  const code = codeIn(await inbox.waitForMail({ to: email }));
  const done = await b.post(action({ step: "code", email }), { intent: "code", step: "code", email, otp: code });
  expect(done.status).toBe(303);
  await b.follow(new URL(done.headers.get("Location")!, "http://uk.localhost").href);
  for (const tenant of TENANT_IDS) if (tenant !== "uk") await b.follow(`http://${tenant}.localhost/login?returnTo=%2F`);
  const pageOn = async (tenant: string) => {
    await warm(tenant, "/", on);
    const response = await b.request(`http://${tenant}.localhost/`);
    return { cache: cacheOf(response), shown: shownState(await response.text()) };
  };
  for (const tenant of TENANT_IDS) {
    const { cache, shown } = await pageOn(tenant);
    expect(cache, tenant).toBe("HIT");
    expect(shown.email, tenant).toContain(email);
  }
  await b.follow("http://it.localhost/logout", { method: "POST", headers: { Origin: "http://it.localhost" } });
  for (const tenant of TENANT_IDS) {
    const { shown } = await pageOn(tenant);
    expect(shown, tenant).toMatchObject({ email: null, loginLink: true, state: null });
  }
}
