/**
 * Error pages that the root's own boundary renders: a POST to a page without an
 * action answers 405 before any loader runs. They keep the site around them (header, footer),
 * speak the site's language in text and in `lang`, and name the status and message outside
 * production only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";

let development: Site;
let production: Site;
beforeAll(async () => {
  [development, production] = await Promise.all([startSite(), startSite({ bindings: { ENVIRONMENT: "production" } })]);
});
afterAll(async () => {
  await development?.close();
  await production?.close();
});

const post = (site: Site, tenant: string, path: string) =>
  site.fetch(tenant, path, {
    method: "POST",
    headers: { Origin: `http://${tenant}.localhost`, "Content-Type": "application/x-www-form-urlencoded" },
    body: "a=1",
  });

describe("a POST to a page that takes none (405)", () => {
  it.each([
    ["it", "/cerca", "Metodo non consentito", "Stato 405"],
    ["de", "/suchen", "Methode nicht erlaubt", "Status 405"],
    ["uk", "/search", "Method not allowed", "Status 405"],
  ])(
    "on the %s site says the method is not allowed, keeps header, footer and language, and shows the status outside production",
    async (tenant, path, title, status) => {
      const response = await post(development, tenant, path);
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
      const page = await pageOf(response);
      expect(page.querySelector("html")!.getAttribute("lang")).toBe(tenant === "uk" ? "en-GB" : tenant);
      expect(page.querySelector("header.site-header")).not.toBeNull();
      expect(page.querySelector("footer.site-footer")).not.toBeNull();
      expect(textOf(page.querySelector("main h1"))).toBe(title);
      expect(textOf(page.querySelector(".error-detail"))).toMatch(new RegExp(`^${status}: .*POST`));
      // The browser gets the site back for hydration: the page has no root loader data.
      expect(page.querySelector("script#site-fallback")).not.toBeNull();
    },
  );

  it("hides the status and message in production", async () => {
    const response = await post(production, "fr", "/recherche");
    expect(response.status).toBe(405);
    const page = await pageOf(response);
    expect(page.querySelector("html")!.getAttribute("lang")).toBe("fr");
    expect(page.querySelector("header.site-header")).not.toBeNull();
    expect(page.querySelector(".error-detail")).toBeNull();
  });

  it("leaves ordinary pages without the fallback data", async () => {
    const page = await pageOf(await development.fetch("it", "/cerca"));
    expect(page.querySelector("script#site-fallback")).toBeNull();
  });
});

describe("a query error in a search (the error model: critical data fails the page)", () => {
  const STACK_LINE = /\bat .+(\.js|\.ts):\d+/;
  const breakTextSearch = () => production.db.prepare("ALTER TABLE travels_fts RENAME TO travels_fts_away").run();
  const mendTextSearch = () => production.db.prepare("ALTER TABLE travels_fts_away RENAME TO travels_fts").run();

  it("is a 500 page in the site's language, logged once, with no stack in the body (not a 200 'no trips')", async () => {
    const expectLog = production.expectLogs(/no such table: travels_fts/);
    await breakTextSearch();
    try {
      const response = await production.fetch("it", "/cerca?textSearch=peru");
      expect(response.status).toBe(500);
      expect(response.headers.get("Retry-After")).toBeNull();
      const html = await response.text();
      expect(html).not.toMatch(STACK_LINE);
      expect(html).not.toContain("travels_fts");
      const page = await pageOf(new Response(html));
      expect(page.querySelector("html")!.getAttribute("lang")).toBe("it");
      expect(textOf(page.querySelector("main h1"))).toBe("Si è verificato un errore");
      expect(page.querySelector("header.site-header")).not.toBeNull();
      await expectLog();
      // Logged where it is answered, not also by the service that met it.
      const lines = production.logs.filter((log) => /no such table: travels_fts/.test(log.message));
      expect(lines).toHaveLength(1);
    } finally {
      await mendTextSearch();
    }
    expect((await production.fetch("it", "/cerca?textSearch=peru")).status).toBe(200);
  });

  it("the JSON API alone answers the empty page, uncached", async () => {
    const expectLog = production.expectLogs(/no such table: travels_fts/);
    await breakTextSearch();
    try {
      const response = await production.fetch("it", "/api/travels/paginated", {
        method: "POST",
        headers: { Origin: "http://it.localhost", "Content-Type": "application/json" },
        body: JSON.stringify({ textSearch: "peru" }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toMatchObject({ data: [], currentPage: 1, perPage: 20, lastPage: 1, total: 0 });
      await expectLog();
    } finally {
      await mendTextSearch();
    }
  });
});
