/**
 * Bean bars served by the built Worker from the sites' real content
 * (tenants/content/<site>/beans.json) published into real D1 and KV: shown on the routes they
 * match and not on the others, closed without JavaScript through a cookie, and changed by a
 * publish on the very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../../tenants";
import { href, type RouteKey } from "../../tenants/routes";
import { buildContent, loadContentTree } from "../../scripts/content/build";
import { publishToBindings } from "../../scripts/content/publish-d1";
import type { PublishedBeanBar } from "../../workers/services/content/types";
import { siteContentCacheKey } from "../../workers/services/content/cache-keys";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";

const CONTENT = "tenants/content";

let site: Site;
beforeAll(async () => {
  site = await startSite({ content: CONTENT });
});
afterAll(() => site?.close());

const built = () => buildContent(loadContentTree(CONTENT), tenants);
const barsOf = (id: string) => {
  const beans = built().siteContent.find((content) => content.site === id && content.kind === "beans");
  return (beans?.body as { bars: PublishedBeanBar[] } | undefined)?.bars ?? [];
};
const shownBars = async (tenant: string, path: string, cookie?: string) => {
  const response = await site.fetch(tenant, path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status, `${tenant} ${path}`).toBe(200);
  const html = await pageOf(response);
  return html
    .querySelectorAll(".bean-bar")
    .map((bar) => ({ id: bar.getAttribute("data-bean"), text: textOf(bar.querySelector(".bean-message")), bar }));
};
const path = (tenant: string, key: RouteKey) => href(tenants.find((t) => t.id === tenant)!.pathLocale, key);
/** The closing cookie a response sets (a first visit gets the device id cookie beside it). */
const beanCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith("caravan_beans=")) ?? null;
const close = (tenant: string, body: string, cookie?: string) =>
  site.fetch(tenant, "/beans/close", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: `http://${tenant}.localhost`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
  });

describe("bean bars on the routes they match", () => {
  it.each(tenants.map((t) => [t.id]))(
    "%s: the seasonal bar on search, the deposit bar on the FAQs, none at home or on legal pages",
    async (id) => {
      const [seasonal, deposit] = barsOf(id);
      expect(seasonal && deposit, `${id} publishes two bars`).toBeTruthy();
      const onSearch = await shownBars(id, path(id, "search"));
      expect(onSearch.map((bar) => bar.id)).toEqual([seasonal!.id]);
      // The message is the site's own text (rendered from its Markdown), the call to action its localized link.
      expect(onSearch[0]!.text).toBe(seasonal!.html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'"));
      expect(onSearch[0]!.bar.querySelector("a.bean-cta")?.getAttribute("href")).toBe(seasonal!.callToAction!.href);
      expect((await shownBars(id, path(id, "travels"))).map((bar) => bar.id)).toEqual([seasonal!.id]);
      expect((await shownBars(id, path(id, "faqs"))).map((bar) => bar.id)).toEqual([deposit!.id]);
      expect(await shownBars(id, "/")).toEqual([]);
      expect(await shownBars(id, path(id, "legal-privacy-policy"))).toEqual([]);
      expect(await shownBars(id, path(id, "contacts"))).toEqual([]);
    },
  );

  it("renders a bar with its colours, at most 13rem high by the stylesheet, closable only when it says so", async () => {
    const [bar] = await shownBars("it", "/cerca");
    expect(bar!.bar.getAttribute("style")).toContain("background-color:#0b3d5c");
    expect(bar!.bar.getAttribute("style")).toContain("color:#ffffff");
    expect(bar!.bar.getAttribute("aria-labelledby")).toBe(`bean-${bar!.id}-message`);
    const form = bar!.bar.querySelector("form.bean-close");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/beans/close");
    expect(form?.querySelector('input[name="returnTo"]')?.getAttribute("value")).toBe("/cerca");
    expect(form?.querySelector("button")?.getAttribute("aria-label")).toBe("Chiudi questo avviso");
    const [fixed] = await shownBars("it", "/domande-frequenti");
    expect(fixed!.bar.querySelector("form.bean-close")).toBeNull();
    const css = await (
      await site.fetch(
        "it",
        (await pageOf(await site.fetch("it", "/cerca"))).querySelector('link[rel="stylesheet"]')!.getAttribute("href")!,
      )
    ).text();
    expect(css).toMatch(/\.bean-bar\{[^}]*max-height:13rem/);
  });

  it("keeps a trip's snapshot free of the seasonal bar (its exclude list wins over the match)", async () => {
    // Trip paths match `/viaggi/*` and `/viaggi/*/*` whether or not the trip exists; the snapshot is excluded.
    const itinerary = await site.fetch("it", "/viaggi/non-esiste/itinerario");
    const snapshot = await site.fetch("it", "/viaggi/non-esiste/in-breve");
    const ids = async (response: Response) =>
      (await pageOf(response)).querySelectorAll(".bean-bar").map((bar) => bar.getAttribute("data-bean"));
    expect(await ids(itinerary)).toEqual(["estate-2026"]);
    expect(await ids(snapshot)).toEqual([]);
  });
});

describe("closing a bar without JavaScript", () => {
  it("remembers the closed id in a cookie, 303s back, and the bar is gone on the next request while the others stay", async () => {
    const answer = await close("es", "id=verano-2026&returnTo=%2Fbuscar%3Fsort%3Dprice%253Aasc");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/buscar?sort=price%3Aasc");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const setCookie = beanCookieOf(answer)!;
    expect(setCookie).toMatch(/^caravan_beans=verano-2026; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const cookie = setCookie.split(";")[0]!;
    expect(await shownBars("es", "/buscar", cookie)).toEqual([]);
    // Another visitor still sees it; the page varies by Cookie, so a cache keeps them apart.
    const other = await site.fetch("es", "/buscar");
    expect((await pageOf(other)).querySelectorAll(".bean-bar").length).toBe(1);
    expect(other.headers.get("Vary")).toMatch(/Cookie/);
    // The other bar of the site is untouched.
    expect((await shownBars("es", "/preguntas-frecuentes", cookie)).map((bar) => bar.id)).toEqual(["senal-100"]);
  });

  it("stores an id once however often it is closed, and keeps the others already closed", async () => {
    const first = await close("int", "id=summer-2026&returnTo=/search", "caravan_beans=old-bar");
    expect(beanCookieOf(first)).toMatch(/^caravan_beans=old-bar\.summer-2026;/);
    const twice = await close("int", "id=summer-2026&returnTo=/search", beanCookieOf(first)!.split(";")[0]);
    expect(beanCookieOf(twice)).toMatch(/^caravan_beans=old-bar\.summer-2026;/);
  });

  it("cannot close a bar that is not closable", async () => {
    const cookie = beanCookieOf(await close("it", "id=caparra-100&returnTo=/domande-frequenti"))!.split(";")[0];
    expect((await shownBars("it", "/domande-frequenti", cookie)).map((bar) => bar.id)).toEqual(["caparra-100"]);
  });

  it("answers bad input with a clear message and a 4xx, never a 500, and never leaves the site", async () => {
    const bad = await close("it", "id=Not%20an%20id&returnTo=/cerca");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Non è stato possibile chiudere questo avviso");
    expect(beanCookieOf(bad)).toBeNull();
    const notForm = await site.fetch("it", "/beans/close", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://it.localhost" },
      body: "{}",
    });
    expect(notForm.status).toBe(415);
    const outside = await close("it", "id=estate-2026&returnTo=%2F%2Fevil.example%2Fx");
    expect(outside.status).toBe(303);
    expect(outside.headers.get("Location")).toBe("/");
    const get = await site.fetch("it", "/beans/close");
    expect(get.status).toBe(303);
    expect(beanCookieOf(get)).toBeNull();
  });
});

describe("a publish changes a bar on the next request", () => {
  it("shows the new message, then the old one again after the old content is published back", async () => {
    const before = built();
    const edited = before.siteContent.map((content) =>
      content.site === "fr" && content.kind === "beans"
        ? {
            ...content,
            body: { bars: content.body.bars.map((bar, i) => (i === 0 ? { ...bar, html: "Départs d'automne" } : bar)) },
            hash: "edited",
          }
        : content,
    );
    // Read once so the cache holds the published bars (its write-back done), then publish the change.
    expect((await shownBars("fr", "/recherche"))[0]!.text).toContain("Nouveaux départs ouverts");
    await site.settled();
    await publishToBindings(
      site.db as unknown as D1Database,
      site.kv as unknown as KVNamespace,
      before.pages,
      Date.now(),
      edited as typeof before.siteContent,
    );
    expect((await shownBars("fr", "/recherche"))[0]!.text).toBe("Départs d'automne");
    await publishToBindings(
      site.db as unknown as D1Database,
      site.kv as unknown as KVNamespace,
      before.pages,
      Date.now() + 1,
      before.siteContent,
    );
    expect((await shownBars("fr", "/recherche"))[0]!.text).toContain("Nouveaux départs ouverts");
  });

  it("keeps the live bars when only pages are published", async () => {
    await publishToBindings(site.db as unknown as D1Database, site.kv as unknown as KVNamespace, built().pages, Date.now() + 2);
    // Read from D1, not from the cache a pages-only publish leaves alone.
    await site.kv.delete(siteContentCacheKey("fr", "beans"));
    expect((await shownBars("fr", "/recherche")).map((bar) => bar.id)).toEqual(["ete-2026"]);
  });
});

describe("bean bar windows (nothing stale)", () => {
  it("does not show a bar outside its window, and shows it again inside", async () => {
    const built = buildContent(loadContentTree(CONTENT), tenants, { today: "2020-01-01" });
    await publishToBindings(
      site.db as unknown as D1Database,
      site.kv as unknown as KVNamespace,
      built.pages,
      Date.now() + 10,
      built.siteContent,
    );
    // Published in 2020 with windows relative to that day: long over today.
    expect(await shownBars("fr", "/recherche")).toEqual([]);
    const current = buildContent(loadContentTree(CONTENT), tenants);
    await publishToBindings(
      site.db as unknown as D1Database,
      site.kv as unknown as KVNamespace,
      current.pages,
      Date.now() + 11,
      current.siteContent,
    );
    expect((await shownBars("fr", "/recherche")).map((bar) => bar.id)).toEqual(["ete-2026"]);
  });
});
