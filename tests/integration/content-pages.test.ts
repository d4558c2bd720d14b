/**
 * Custom pages served by the built Worker from the test fixtures
 * (tests/fixtures/content) published into real D1 and KV: by route key on every site, by slug
 * through the catch-all, read through the KV cache, and live again right after a publish.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../../tenants";
import { href } from "../../tenants/routes";
import { CONTENT_ROUTE_KEYS } from "../../tenants/content/schema";
import { buildContent, loadContentTree } from "../../scripts/content/build";
import { publishToBindings } from "../../scripts/content/publish-d1";
import { publishPlan } from "../../scripts/content/publish-plan";
import { customPageCacheKey } from "../../workers/services/content/cache-keys";
import { createContentService } from "../../workers/services/content";
import { createKvCache } from "../../workers/cache/kv-cache";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";

const FIXTURES = "tests/fixtures/content";

let site: Site;
beforeAll(async () => {
  site = await startSite({ content: FIXTURES });
});
afterAll(() => site?.close());

const fixtures = () => buildContent(loadContentTree(FIXTURES), tenants).pages;
const db = () => site.db as unknown as D1Database;
const kv = () => site.kv as unknown as KVNamespace;

async function kvHolds(key: string, timeoutMs = 3_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await site.kv.get(key);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`KV never got ${key}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("pages by route key", () => {
  it.each(tenants.map((t) => [t.id, t]))("every content key answers its published page on %s", async (_, tenant) => {
    const pages = fixtures().filter((page) => page.site === tenant.id && page.kind === "key");
    for (const key of CONTENT_ROUTE_KEYS) {
      const expected = pages.find((page) => page.name === key)!;
      const response = await site.fetch(tenant.id, href(tenant.pathLocale, key));
      expect(response.status, `${tenant.id} ${key}`).toBe(200);
      const html = await pageOf(response);
      expect(textOf(html.querySelector("main h1")), `${tenant.id} ${key}`).toBe(expected.title);
      // The one title rule: the file's own ending ("| Caravan fixture") gives way to the brand.
      expect(html.querySelector("title")?.textContent).toBe(`${expected.seo.title.replace(/ \| Caravan.*$/, "")} | Caravan`);
      expect(html.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(expected.seo.description);
      expect(html.querySelector("article.custom-page")?.getAttribute("data-page-type")).toBe(expected.type);
    }
  });

  it("renders each block kind as server HTML in the site's language", async () => {
    const faq = await pageOf(await site.fetch("it", "/domande-frequenti"));
    expect(faq.querySelectorAll(".faq-category").map(textOf)).toEqual(["Generali", "Itinerario", "Destinazione"]);
    expect(faq.querySelectorAll("details.faq-item summary").length).toBe(4);
    expect(faq.querySelector(".faq-answer a")?.getAttribute("href")).toBe("/legale/politica-di-cancellazione");

    const legal = await pageOf(await site.fetch("it", "/legale/privacy-policy"));
    expect(textOf(legal.querySelector(".legal-toc h2"))).toBe("Indice");
    const targets = legal.querySelectorAll(".legal-toc a").map((a) => a.getAttribute("href")!.slice(1));
    expect(targets).toEqual(["dati", "cookie", "diritti"]);
    for (const id of targets) expect(legal.querySelector(`[id="${id}"]`)?.tagName).toBe("H2");
    expect(textOf(legal.querySelector(".legal-updated"))).toBe("Ultimo aggiornamento: 22 novembre 2026");

    const contacts = await pageOf(await site.fetch("it", "/contatti"));
    expect(contacts.querySelector(".contact-phone a")?.getAttribute("href")).toBe("tel:+390255500100");
    expect(contacts.querySelector(".contact-email a")?.getAttribute("href")).toBe("mailto:hello@caravantrips.it");

    const howItWorks = await pageOf(await site.fetch("it", "/come-funziona"));
    const image = howItWorks.querySelector(".content-image-text img")!;
    expect(image.getAttribute("alt")).toBe("Viaggiatori a cena insieme");
    expect([image.getAttribute("width"), image.getAttribute("height"), image.getAttribute("loading")]).toEqual(["640", "427", "lazy"]);
    expect(howItWorks.querySelector(".content-cta a.cta")?.getAttribute("href")).toBe("/viaggi");
    expect(textOf(howItWorks.querySelector(".content-trip-cards h2"))).toBe("Viaggi nella natura");
  });

  it("puts the page's scoped CSS in a style element carrying the response's CSP nonce", async () => {
    const response = await site.fetch("it", "/come-funziona");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    const style = (await pageOf(response)).querySelector("article.custom-page style")!;
    expect(style.getAttribute("nonce")).toBe(nonce);
    expect(style.textContent).toBe(".custom-page .content-image-text{padding: .5rem;}");
  });

  it("keeps the keys that are features of their own (events, sales, tours…) as they were", async () => {
    const response = await site.fetch("int", "/events");
    expect(response.status).toBe(200);
    expect((await pageOf(response)).querySelector("article.custom-page")).toBeNull();
  });
});

describe("pages by slug (the catch-all route)", () => {
  it("serves a slug page, with a trailing slash too, its canonical link and noindex", async () => {
    for (const path of ["/press/kit", "/press/kit/"]) {
      const response = await site.fetch("int", path);
      expect(response.status, path).toBe(200);
      const html = await pageOf(response);
      expect(textOf(html.querySelector("main h1"))).toBe("Press kit");
      expect(html.querySelectorAll('link[rel="canonical"]').map((l) => l.getAttribute("href"))).toEqual(["http://int.localhost/press/kit"]);
    }
    const landing = await pageOf(await site.fetch("uk", "/summer-offers"));
    expect(landing.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("hides the site's header and footer when the page asks for it (hideLayout)", async () => {
    // content.css hides .site-header and .site-footer around a page marked data-hide-layout.
    const landing = await pageOf(await site.fetch("int", "/summer-offers"));
    expect(textOf(landing.querySelector("main h1"))).toBe("Summer offers");
    expect(landing.querySelector("article.custom-page")?.hasAttribute("data-hide-layout")).toBe(true);
    const stylesheet = landing
      .querySelectorAll('link[rel="stylesheet"]')
      .map((link) => link.getAttribute("href")!)
      .find((href) => href.includes("content-"))!;
    const css = await (await site.fetch("int", stylesheet)).text();
    expect(css).toMatch(/body:has\(\.custom-page\[data-hide-layout\]\) :is\(\.site-header, ?\.site-footer\)\{display:none\}/);
    expect(landing.querySelector(".site-header")).not.toBeNull();
    const other = await pageOf(await site.fetch("int", "/press/kit"));
    expect(other.querySelector("article.custom-page")?.hasAttribute("data-hide-layout")).toBe(false);
  });

  it.each([
    ["it", "/pagina-che-non-esiste", "Questa pagina non è sulla mappa!"],
    ["de", "/press/kit/extra", "Diese Seite ist auf keiner Landkarte zu finden!"],
    ["int", "/Press/Kit", "This page is not on the map!"],
    ["int", "/wp-login.php", "This page is not on the map!"],
    ["int", `/${"a".repeat(300)}`, "This page is not on the map!"],
  ])("answers an unknown slug on %s (%s) with the localized 404", async (tenant, path, title) => {
    const response = await site.fetch(tenant, path);
    expect(response.status).toBe(404);
    expect(textOf((await pageOf(response)).querySelector("h1"))).toBe(title);
  });
});

describe("a fixed content key with no published page", () => {
  it("is a 404, not a placeholder", async () => {
    const other = await startSite({ content: false });
    try {
      const response = await other.fetch("it", "/domande-frequenti");
      expect(response.status).toBe(404);
      expect(textOf((await pageOf(response)).querySelector("main"))).not.toContain("ultimi ritocchi");
    } finally {
      await other.close();
    }
  });
});

describe("the KV cache", () => {
  it("stores a page read from D1, then answers from KV", async () => {
    const key = customPageCacheKey("fr", "key", "age-groups");
    await site.kv.delete(key);
    expect(textOf((await pageOf(await site.fetch("fr", "/tranches-d-age"))).querySelector("main h1"))).toBe("Age groups");
    const cached = JSON.parse(await kvHolds(key));
    expect(cached.title).toBe("Age groups");
    // A hit is served from KV: an entry changed there (only) shows.
    await site.kv.put(key, JSON.stringify({ ...cached, title: "Tranches d'âge (from KV)" }));
    expect(textOf((await pageOf(await site.fetch("fr", "/tranches-d-age"))).querySelector("main h1"))).toBe("Tranches d'âge (from KV)");
    await site.kv.delete(key);
  });

  it("ignores a malformed entry and reads D1", async () => {
    const key = customPageCacheKey("es", "key", "our-values");
    await site.kv.put(key, JSON.stringify({ title: "half a page" }));
    const expectWarning = site.expectLogs(/malformed entry/);
    expect(textOf((await pageOf(await site.fetch("es", "/nuestros-valores"))).querySelector("main h1"))).toBe("Our values");
    await expectWarning();
  });

  it("serves the page from D1 when KV fails", async () => {
    const failing = {
      get: () => Promise.reject(new Error("KV unavailable")),
      put: () => Promise.reject(new Error("KV unavailable")),
    } as unknown as KVNamespace;
    const warnings: unknown[] = [];
    const cache = createKvCache({ kv: failing, logger: { warn: (...args: unknown[]) => warnings.push(args) }, waitUntil: () => {} });
    const service = createContentService({ db: db(), cache }, { site: "de" });
    expect((await service.byKey("faqs"))?.title).toBe("Frequently asked questions");
    expect((await service.bySlug("press/kit"))?.title).toBe("Press kit");
    expect(await service.bySlug("nothing-here")).toBeNull();
    expect(warnings.length).toBeGreaterThan(0);
  });
});

describe("publishing", () => {
  it("purges what it changed, so the change is live on the next request", async () => {
    const key = customPageCacheKey("it", "key", "faqs");
    const untouched = customPageCacheKey("it", "key", "contacts");
    await site.fetch("it", "/domande-frequenti");
    await site.fetch("it", "/contatti");
    await kvHolds(key);
    await kvHolds(untouched);
    const pages = fixtures().map((page) =>
      page.site === "it" && page.name === "faqs" ? { ...page, title: "Domande frequenti (nuove)", hash: "changed" } : page,
    );
    const plan = await publishToBindings(db(), kv(), pages);
    expect(plan.purge).toEqual([key]);
    expect(await site.kv.get(key)).toBeNull();
    expect(await site.kv.get(untouched)).not.toBeNull();
    expect(textOf((await pageOf(await site.fetch("it", "/domande-frequenti"))).querySelector("main h1"))).toBe("Domande frequenti (nuove)");
    await publishToBindings(db(), kv(), fixtures());
    expect(textOf((await pageOf(await site.fetch("it", "/domande-frequenti"))).querySelector("main h1"))).toBe("Domande frequenti");
  });

  it("leaves the live pages as they were when a publish stops before its switch", async () => {
    const before = await db().prepare("SELECT generation FROM custom_pages_live").first<{ generation: number }>();
    const changed = fixtures().map((page) => ({ ...page, title: `${page.title} (half-way)`, hash: `${page.hash}-x` }));
    const plan = publishPlan(changed, [], Date.now() + 1000);
    const beforeSwitch = plan.statements.slice(0, -2);
    await db().batch(
      beforeSwitch.map(({ sql, params }) =>
        db()
          .prepare(sql)
          .bind(...params),
      ),
    );
    expect(await db().prepare("SELECT generation FROM custom_pages_live").first()).toEqual(before);
    expect(textOf((await pageOf(await site.fetch("us", "/how-it-works"))).querySelector("main h1"))).toBe("How it works");
    // The next publish clears the rows the stopped one left.
    await publishToBindings(db(), kv(), fixtures());
    const generations = await db().prepare("SELECT DISTINCT generation FROM custom_pages").all();
    expect(generations.results.length).toBe(1);
  });
});
