import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTenant, tenants } from "../../tenants";
import { siteMenus } from "../../tenants/menus";
import { href } from "../../tenants/routes";
import { catalogues } from "../../locales";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const tenantOfUrl = (url: string) => /^http:\/\/(\w+)\.localhost/.exec(url)![1]!;

describe.each(TENANT_IDS)("the %s shell", (id) => {
  const tenant = getTenant(id)!;
  const messages = catalogues[tenant.language];

  it("renders header menus, footer and actions in its language", async () => {
    const page = await pageOf(await site.fetch(id, "/"));
    const menus = siteMenus(id);
    const summaries = page.querySelectorAll(".main-menu summary").map((s) => textOf(s));
    for (const group of menus.header.filter((i) => i.children?.length)) expect(summaries.join("|")).toContain(group.label);
    const mega = page.querySelector(".menu-mega-menu .menu-panel");
    expect(mega?.querySelectorAll("a").length).toBeGreaterThan(15);
    expect(mega?.querySelector(`a[href='${href(tenant.pathLocale, "area-europe")}']`)).not.toBeNull();
    expect(page.querySelectorAll(".mobile-menu nav a").length).toBeGreaterThan(15);
    const footerHeadings = page.querySelectorAll(".footer-menu h2").map((h) => textOf(h));
    expect(footerHeadings).toEqual(menus.footer.menu.map((c) => c.label));
    expect(textOf(page.querySelector(".top-banner"))).toBe(tenant.communityMessage);
    const form = page.querySelector("form.newsletter-form");
    expect(form?.getAttribute("action")).toBe("/newsletter");
    expect(form?.getAttribute("method")).toBe("post");
    expect(textOf(page.querySelector(".review-badge strong"))).toBe(messages.review.excellent);
    expect(page.querySelectorAll(".footer-payments img").every((img) => img.getAttribute("height") === "30")).toBe(true);
    expect(page.querySelectorAll(".footer-badges img").every((img) => img.getAttribute("height") === "40")).toBe(true);
    expect(page.querySelector(`a[href='${tenant.social.instagram}']`)).not.toBeNull();
    expect(page.querySelector(`[data-testid=wishlist-link]`)?.getAttribute("href")).toBe(href(tenant.pathLocale, "wishlist"));
    expect(page.querySelector("[data-testid=currency-button]") !== null).toBe(tenant.currencies.length > 1);
  });

  it("has a canonical URL and reciprocal hreflang alternates for every site plus x-default", async () => {
    const path = href(tenant.pathLocale, "travels-travel-itinerary", { travel: "peru-express" });
    const page = await pageOf(await site.fetch(id, path));
    expect(page.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(`http://${id}.localhost${path}`);
    const alternates = page
      .querySelectorAll("link[rel=alternate]")
      .map((l) => [l.getAttribute("hreflang")!, l.getAttribute("href")!] as const);
    expect(alternates.map(([lang]) => lang).sort()).toEqual([...tenants.map((t) => t.hreflang), "x-default"].sort());
    for (const [lang, url] of alternates.filter(([lang]) => lang !== "x-default")) {
      const other = tenantOfUrl(url);
      expect(getTenant(other)!.hreflang).toBe(lang);
      const back = await pageOf(await site.fetch(other, new URL(url).pathname));
      const backLinks = back.querySelectorAll("link[rel=alternate]").map((l) => l.getAttribute("href"));
      expect(backLinks, `${url} links back`).toContain(`http://${id}.localhost${path}`);
    }
  });

  it("lists its own localized URLs in its sitemap and points robots to it", async () => {
    // Pages whose path needs a parameter are left out without a warning in the Worker's log.
    const sitemap = await site.fetch(id, "/sitemap.xml?part=pages-1");
    expect(sitemap.headers.get("Content-Type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>http://${id}.localhost${href(tenant.pathLocale, "travels")}</loc>`);
    expect(xml).toContain(`<loc>http://${id}.localhost${href(tenant.pathLocale, "legal-privacy-policy")}</loc>`);
    expect(xml).not.toMatch(/localhost\/[^<]*:[a-z]/);
    expect([...xml.matchAll(/<loc>http:\/\/(\w+)\./g)].every((m) => m[1] === id)).toBe(true);
    expect(await (await site.fetch(id, "/sitemap.xml")).text()).toContain(`<loc>http://${id}.localhost/sitemap.xml?part=pages-1</loc>`);
    const robots = await (await site.fetch(id, "/robots.txt")).text();
    expect(robots).toContain(`Sitemap: http://${id}.localhost/sitemap.xml`);
    expect(robots).toContain(`Disallow: ${href(tenant.pathLocale, "wishlist")}`);
    expect(site.logs.filter((line) => line.message.startsWith("href:"))).toEqual([]);
  });

  it("renders the country modal from the URL, linking the same page on the other sites (US left out)", async () => {
    const path = href(tenant.pathLocale, "faqs");
    const page = await pageOf(await site.fetch(id, `${path}?modal=country`));
    const dialog = page.querySelector("[role=dialog][data-modal=country]");
    expect(dialog).not.toBeNull();
    expect(dialog?.getAttribute("aria-modal")).toBe("true");
    const links = dialog!.querySelectorAll("a[data-tenant]").map((a) => [a.getAttribute("data-tenant")!, a.getAttribute("href")!] as const);
    const expected = tenants.filter((t) => t.inCountrySwitcher && t.id !== id);
    expect(links.map(([t]) => t)).toEqual(expected.map((t) => t.id));
    for (const [other, url] of links) expect(url).toBe(`http://${other}.localhost${href(getTenant(other)!.pathLocale, "faqs")}`);
    const close = dialog!.querySelector(".modal-close");
    expect(close?.getAttribute("href")).toBe(path);
  });
});

describe("the site's data (catalogue and shell)", () => {
  const dataHrefOf = (html: string) => /window\.__caravanSiteData=fetch\("(\/site-data\/[a-z]+\.[a-z0-9]+\.json)"\)/.exec(html)?.[1];

  it("is one file per site that the head fetches; no document and no navigation's data carries it", async () => {
    const html = await (await site.fetch("it", "/come-funziona")).text();
    const dataHref = dataHrefOf(html);
    expect(dataHref).toMatch(/^\/site-data\/it\./);
    // The same file for every page of the site.
    expect(dataHrefOf(await (await site.fetch("it", href("it-IT", "search"))).text())).toBe(dataHref);
    const response = await site.fetch("it", dataHref!);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const data = (await response.json()) as {
      messages: Record<string, unknown>;
      shell: { paths: Record<string, string>; header: { label: string }[] };
    };
    expect(data.messages).toEqual(catalogues.it);
    expect(data.shell.paths.search).toBe(href("it-IT", "search"));
    expect(data.shell.header.map((item) => item.label)).toEqual(siteMenus("it").header.map((item) => item.label));
    // Neither the page nor a client-side navigation's data (single fetch) repeats it.
    expect(html).not.toContain(JSON.stringify(data.shell.paths));
    for (const item of data.shell.header) expect(html).not.toContain(`"${item.label}"`);
    const navigation = await (await site.fetch("it", "/come-funziona.data")).text();
    expect(navigation).toContain('"tenant"');
    for (const item of data.shell.header) expect(navigation).not.toContain(`"${item.label}"`);
  });

  it("names its site and content: each site has its own, and an address no deploy wrote is not found", async () => {
    const hrefs = await Promise.all(TENANT_IDS.map(async (id) => dataHrefOf(await (await site.fetch(id, "/")).text())));
    expect(new Set(hrefs).size).toBe(TENANT_IDS.length);
    const de = hrefs[TENANT_IDS.indexOf("de")]!;
    const data = (await (await site.fetch("de", de)).json()) as { shell: { tenant: { id: string } } };
    expect(data.shell.tenant.id).toBe("de");
    for (const wrong of [de.replace(/\.[a-z0-9]+\.json$/, ".0.json"), "/site-data/xx.abc.json", "/site-data/de.json"]) {
      const answer = await site.fetch("de", wrong);
      expect(answer.status, wrong).toBe(404);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

describe("currency choice", () => {
  it("is kept in a cookie and every price of the next render uses it", async () => {
    const post = await site.fetch("int", "/currency", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://int.localhost" },
      body: "currency=GBP&redirectTo=%2F%3Fmodal%3Dcountry",
    });
    expect(post.status).toBe(303);
    expect(post.headers.get("Location")).toBe("/?modal=country");
    const cookie = post.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^caravan_currency=GBP;/);
    for (const part of ["HttpOnly", "Secure", "SameSite=Lax"]) expect(cookie).toContain(part);
    // The prices themselves follow the cookie on a seeded catalogue (home.test.ts).
    const page = await pageOf(await site.fetch("int", "/", { headers: { Cookie: "caravan_currency=GBP" } }));
    expect(textOf(page.querySelector("[data-testid=currency-button]"))).toContain("GBP");
  });

  it("refuses a currency the site does not offer, and an outside redirect, without a 500", async () => {
    const bad = await site.fetch("uk", "/currency", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://uk.localhost" },
      body: "currency=USD&redirectTo=/",
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("Set-Cookie") ?? "").not.toContain("caravan_currency");
    expect(textOf((await pageOf(bad)).querySelector("[role=alert]"))).toBe(catalogues["en-GB"].currency.invalid);
    const outside = await site.fetch("uk", "/currency", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://uk.localhost" },
      body: "currency=EUR&redirectTo=//evil.example/x",
    });
    expect(outside.status).toBe(303);
    expect(outside.headers.get("Location")).toBe("/");
  });
});

describe("newsletter form (the full journeys: newsletter.test.ts)", () => {
  const post = (id: string, body: string) =>
    site.fetch(id, "/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${id}.localhost` },
      body,
    });

  it("answers an invalid address with 400 and the newsletter's wrong e-mail message", async () => {
    const response = await post("de", "email=not-an-email");
    expect(response.status).toBe(400);
    expect(textOf((await pageOf(response)).querySelector("#newsletter-message"))).toBe(catalogues.de.auth.WRONG_EMAIL);
  });

  it("never subscribes a new address that was not confirmed: with the mail server down, a 503 and nothing stored", async () => {
    // A new address is sent a double opt-in e-mail (the journeys: signin-newsletter.test.ts).
    // This site has no mail server: the form says to try again, and neither a subscriber nor an
    // account is made for the (lower-cased) address.
    const expected = site.expectLogs(/newsletter: the confirmation e-mail could not be sent/);
    const response = await post("es", "email=Ana.New%40Example.com&returnTo=%2Fviajes");
    expect(response.status).toBe(503);
    await expected();
    const rows = await site.query<{ n: number }>(
      "SELECT (SELECT count(*) FROM newsletter_subscribers WHERE email = ?1) + (SELECT count(*) FROM users WHERE email = ?1) AS n",
      "ana.new@example.com",
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe("the tests' clock", () => {
  it("is the Worker's: what its code reads as now is the tests' now (CARAVAN_TEST_DAYS_AHEAD moves both)", async () => {
    const before = testNow().getTime();
    const { now } = (await (await site.fetch("int", "/__clock")).json()) as { now: number };
    expect(now).toBeGreaterThanOrEqual(before - 1_000);
    expect(now).toBeLessThanOrEqual(testNow().getTime() + 1_000);
  });
});
