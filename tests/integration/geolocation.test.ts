/**
 * Geolocation: a visitor from another site's country is offered that site once in the
 * country modal (server-rendered), the answer is kept in `caravan_site_choice`, and only the
 * neutral root (the international home) moves a visitor by itself. Also: the flags come
 * from the site config, and a KV override wins over it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

function visit(tenant: string, path: string, headers: Record<string, string> = {}) {
  return site.fetch(tenant, path, { headers: { "User-Agent": BROWSER, ...headers } });
}

function choiceCookie(response: Response): string | null {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("caravan_site_choice=")) ?? null;
}

describe("the geolocation offer", () => {
  it("opens the country modal for an Italian visitor on the German site, once, and keeps that in the cookie", async () => {
    const response = await visit("de", "/reiseziele", { "X-Test-Country": "IT" });
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    const dialog = page.querySelector('[role="dialog"][data-modal="country"]');
    expect(dialog).not.toBeNull();
    // In the site's language, naming the country and the offered site.
    expect(textOf(dialog!.querySelector("#site-offer-title"))).toBe("Du scheinst in Italien zu sein");
    const go = dialog!.querySelector('form[action="/site-choice"] button[data-tenant="it"]');
    expect(textOf(go)).toBe("Zu Caravan Italia wechseln");
    // Same page on the Italian site.
    expect(dialog!.querySelector('form[action="/site-choice"] input[name="to"]')?.getAttribute("value")).toBe("http://it.localhost/viaggi");
    const cookie = choiceCookie(response);
    expect(cookie).toMatch(/^caravan_site_choice=de; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // This visitor's page: no cache keeps it for another.
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // The answer's redirect leads to the offered site: the page's form-action allows it.
    expect(response.headers.get("Content-Security-Policy")).toMatch(/form-action [^;]*http:\/\/it\.localhost/);

    const again = await visit("de", "/reiseziele", { "X-Test-Country": "IT", Cookie: "caravan_site_choice=de" });
    const second = await pageOf(again);
    expect(second.querySelector('[data-modal="country"]')).toBeNull();
    expect(choiceCookie(again)).toBeNull();
  });

  it("is not made to a visitor on their own country's site, nor without a country, nor to a crawler", async () => {
    for (const [tenant, headers] of [
      ["it", { "X-Test-Country": "IT" }],
      ["de", { "X-Test-Country": "AT" }],
      ["de", {}],
      ["de", { "X-Test-Country": "XX" }],
    ] as const) {
      const response = await visit(tenant, "/", headers);
      expect((await pageOf(response)).querySelector('[data-modal="country"]'), `${tenant} ${JSON.stringify(headers)}`).toBeNull();
      expect(choiceCookie(response)).toBeNull();
    }
    const crawler = await site.fetch("de", "/", {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "X-Test-Country": "IT" },
    });
    expect((await pageOf(crawler)).querySelector('[data-modal="country"]')).toBeNull();
  });

  it("takes a visitor who followed a link from a sibling site at their word", async () => {
    const response = await visit("de", "/", { "X-Test-Country": "IT", Referer: "http://it.localhost/viaggi" });
    expect((await pageOf(response)).querySelector('[data-modal="country"]')).toBeNull();
    expect(choiceCookie(response)).toMatch(/^caravan_site_choice=de;/);
  });

  it("keeps the URL-opened country modal a plain list when nothing is offered", async () => {
    const page = await pageOf(await visit("de", "/?modal=country", { "X-Test-Country": "DE" }));
    const dialog = page.querySelector('[data-modal="country"]');
    expect(dialog).not.toBeNull();
    expect(dialog!.querySelector(".site-offer")).toBeNull();
    expect(dialog!.querySelectorAll(".choice-list a").length).toBeGreaterThan(3);
  });
});

describe("the choice", () => {
  it("goes to the offered site (303) and remembers it", async () => {
    const response = await site.fetch("de", "/site-choice", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://de.localhost" },
      body: new URLSearchParams({ site: "it", to: "http://it.localhost/viaggi" }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("http://it.localhost/viaggi");
    expect(choiceCookie(response)).toMatch(/^caravan_site_choice=it;/);
  });

  it("never leads off the chosen site, nor off this one when staying", async () => {
    const post = (body: Record<string, string>) =>
      site.fetch("de", "/site-choice", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://de.localhost" },
        body: new URLSearchParams(body).toString(),
      });
    expect((await post({ site: "it", to: "https://evil.example/phish" })).headers.get("Location")).toBe("http://it.localhost/");
    expect((await post({ site: "it", to: "http://fr.localhost/x" })).headers.get("Location")).toBe("http://it.localhost/");
    expect((await post({ site: "de", to: "//evil.example/x" })).headers.get("Location")).toBe("/");
    expect((await post({ site: "de", to: "/reiseziele?x=1" })).headers.get("Location")).toBe("/reiseziele?x=1");
  });

  it("answers a bad choice with 400 and a GET with 405, setting nothing", async () => {
    const bad = await site.fetch("de", "/site-choice", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://de.localhost" },
      body: "site=zz",
    });
    expect(bad.status).toBe(400);
    expect(choiceCookie(bad)).toBeNull();
    const notForm = await site.fetch("de", "/site-choice", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://de.localhost" },
      body: "{}",
    });
    expect(notForm.status).toBe(415);
    expect((await site.fetch("de", "/site-choice")).status).toBe(405);
  });
});

describe("the neutral root", () => {
  it("sends a visitor from a site's country to that site's home (302, not stored)", async () => {
    const response = await visit("int", "/", { "X-Test-Country": "FR" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("http://fr.localhost/");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(choiceCookie(response)).toMatch(/^caravan_site_choice=fr;/);
  });

  it("follows a remembered choice, and leaves other pages and other visitors in place", async () => {
    const chosen = await visit("int", "/", { Cookie: "caravan_site_choice=es" });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("http://es.localhost/");
    expect((await visit("int", "/", { "X-Test-Country": "FR", Cookie: "caravan_site_choice=int" })).status).toBe(200);
    expect((await visit("int", "/", { "X-Test-Country": "IE" })).status).toBe(200);
    expect((await visit("int", "/", { "X-Test-Country": "BR" })).status).toBe(200);
    // Elsewhere on the international site the offer is made instead of a move.
    const search = await visit("int", "/search", { "X-Test-Country": "FR" });
    expect(search.status).toBe(200);
    expect((await pageOf(search)).querySelector('[data-modal="country"] .site-offer')).not.toBeNull();
    // The same root on another site is no neutral root.
    expect((await visit("uk", "/", { "X-Test-Country": "FR" })).status).toBe(200);
  });
});

describe("flags", () => {
  it("follow the config, and a KV override wins (geolocation switched off on one site)", async () => {
    const before = await visit("es", "/", { "X-Test-Country": "IT" });
    expect((await pageOf(before)).querySelector('[data-modal="country"]')).not.toBeNull();
    await site.kv.put("flags:override:v1:es", JSON.stringify({ flags: { geolocationRedirect: false } }));
    try {
      const after = await visit("es", "/", { "X-Test-Country": "IT" });
      expect((await pageOf(after)).querySelector('[data-modal="country"]')).toBeNull();
      // Another site keeps its config.
      const fr = await visit("fr", "/", { "X-Test-Country": "IT" });
      expect((await pageOf(fr)).querySelector('[data-modal="country"]')).not.toBeNull();
    } finally {
      await site.kv.delete("flags:override:v1:es");
    }
  });

  it("ignore an override that is not valid, and say so in the log", async () => {
    const logged = site.expectLogs(/flags: the override of fr is ignored/);
    await site.kv.put("flags:override:v1:fr", JSON.stringify({ flags: { geolocationRedirect: "off" } }));
    try {
      const response = await visit("fr", "/", { "X-Test-Country": "IT" });
      expect((await pageOf(response)).querySelector('[data-modal="country"]')).not.toBeNull();
      await logged();
    } finally {
      await site.kv.delete("flags:override:v1:fr");
    }
  });

  it("gate the AI search page through the flags (on in the config of de, off by override)", async () => {
    const aiPath = await aiSearchPath("de");
    expect((await visit("de", aiPath)).status).toBe(200);
    await site.kv.put("flags:override:v1:de", JSON.stringify({ flags: { aiSearch: false } }));
    try {
      expect((await visit("de", aiPath)).status).toBe(404);
    } finally {
      await site.kv.delete("flags:override:v1:de");
    }
  });
});

async function aiSearchPath(tenant: string): Promise<string> {
  const { default: routes } = await import("../../tenants/routes.json", { with: { type: "json" } });
  const { getTenant } = await import("../../tenants");
  return (routes as Record<string, Record<string, string>>)["search-ai"]![getTenant(tenant)!.pathLocale]!;
}
