/**
 * The cookie banner through the built Worker. No site has a tag manager container yet, so the
 * sites get the tests' container (TEST_ANALYTICS_CONTAINER_ID, development only) on requests that
 * carry the test cookie (workers/analytics.ts). Without an answer a page has Consent Mode's
 * defaults and the banner, never the container's script; the answer is a form post kept in a
 * cookie; after "accept" the page loads the container; bad input is a 4xx with the site's message;
 * and the Worker's page copies never hand one visitor's answer to another.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ANALYTICS_COOKIE } from "../../workers/analytics";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";

const CONTAINER = "GTM-TEST123";
const TEST = `${TEST_ANALYTICS_COOKIE}=1`;
const GRANTED = "caravan_consent=v1.granted";
const DENIED = "caravan_consent=v1.denied";

let site: Site;
beforeAll(async () => {
  site = await startSite({ bindings: { TEST_ANALYTICS_CONTAINER_ID: CONTAINER } });
});
afterAll(() => site?.close());

const page = (tenant: string, path: string, cookie = TEST) => site.fetch(tenant, path, { headers: { Cookie: cookie } });
const answer = (tenant: string, body: string, init: { origin?: string; type?: string; cookie?: string } = {}) =>
  site.fetch(tenant, "/cookies/consent", {
    method: "POST",
    headers: {
      "Content-Type": init.type ?? "application/x-www-form-urlencoded",
      Origin: init.origin ?? `http://${tenant}.localhost`,
      Cookie: init.cookie ?? TEST,
    },
    body,
  });
const consentCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("caravan_consent=")) ?? null;

/** What a page says about analytics: the banner (shown or not), the loader, the Consent Mode scripts. */
async function analyticsOf(response: Response) {
  expect(response.status).toBe(200);
  const html = await pageOf(response);
  const banner = html.querySelector("section#consent");
  const scripts = html.querySelectorAll("head script").map((script) => script.getAttribute("src") ?? script.textContent);
  return {
    banner,
    shown: banner !== null && !banner.hasAttribute("hidden"),
    loader: scripts.filter((s) => s.includes("googletagmanager.com/gtm.js")),
    defaultsAt: scripts.findIndex((s) => s.includes('gtag("consent","default"')),
    scripts,
    html,
    csp: response.headers.get("Content-Security-Policy") ?? "",
    edge: response.headers.get("X-Edge-Cache"),
  };
}

describe("before an answer", () => {
  it("has Consent Mode's defaults first and no container script; the banner asks in the site's language", async () => {
    const it_ = await analyticsOf(await page("it", "/"));
    expect(it_.defaultsAt).toBeGreaterThanOrEqual(0);
    for (const storage of ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"])
      expect(it_.scripts[it_.defaultsAt]).toContain(`${storage}:"denied"`);
    expect(it_.loader).toEqual([]);
    expect(it_.shown).toBe(true);
    expect(it_.banner!.getAttribute("aria-labelledby")).toBe("consent-title");
    expect(textOf(it_.banner!.querySelector("h2"))).toBe("Cookie");
    const buttons = it_.banner!.querySelectorAll(".consent-answer button").map((b) => [b.getAttribute("value"), textOf(b)]);
    expect(buttons).toEqual([
      ["refuse", "Rifiuta"],
      ["accept", "Accetta"],
    ]);
    expect(textOf(it_.banner!.querySelector("summary"))).toBe("Scegli");
    // Necessary always on (and not sent), analytics off until ticked.
    expect(it_.banner!.querySelector("#consent-necessary")!.hasAttribute("disabled")).toBe(true);
    expect(it_.banner!.querySelector("#consent-analytics")!.hasAttribute("checked")).toBe(false);
    // The CSP lets the container load once allowed.
    expect(it_.csp).toContain("https://www.googletagmanager.com");
    const de = await analyticsOf(await page("de", "/"));
    expect(de.banner!.querySelectorAll(".consent-answer button").map(textOf)).toEqual(["Ablehnen", "Akzeptieren"]);
  });

  it("shows no banner and no container on a site without one (the test container stays the tests')", async () => {
    const plain = await analyticsOf(await page("it", "/", ""));
    expect(plain.banner).toBeNull();
    expect(plain.loader).toEqual([]);
    expect(plain.defaultsAt).toBeGreaterThanOrEqual(0);
    expect(plain.csp).not.toContain("googletagmanager");
    // The footer's link leads to the privacy page's cookie list there.
    expect(plain.html.querySelector('.site-footer a[href$="#tracking-preferences"]')).not.toBeNull();
  });

  it("opens on its categories from the footer's Cookie settings link", async () => {
    const home = await analyticsOf(await page("fr", "/", `${TEST}; ${DENIED}`));
    expect(home.shown).toBe(false);
    const link = home.html.querySelector(".site-footer a[data-consent-open]");
    expect(textOf(link)).toBe("Paramètres des cookies");
    expect(link!.getAttribute("href")).toBe("/?cookies=choose");
    const open = await analyticsOf(await page("fr", "/?cookies=choose", `${TEST}; ${DENIED}`));
    expect(open.shown).toBe(true);
    expect(open.banner!.querySelector("details")!.hasAttribute("open")).toBe(true);
    // Answering there comes back to the page without the settings parameter.
    expect(open.banner!.querySelector('input[name="returnTo"]')!.getAttribute("value")).toBe("/");
  });
});

describe("answering", () => {
  it("keeps 'accept' in a first-party cookie for six months and goes back to the page, 303", async () => {
    const accepted = await answer("it", "choice=accept&returnTo=%2Fcerca%3Fdestination%3Dasia");
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("Location")).toBe("/cerca?destination=asia");
    const cookie = consentCookieOf(accepted)!;
    expect(cookie).toBe("caravan_consent=v1.granted; Max-Age=15724800; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(cookie).not.toMatch(/Domain=/i);
    expect(accepted.headers.get("Cache-Control")).toMatch(/no-store/);
  });

  it.each([
    ["choice=refuse", "v1.denied"],
    ["choice=save", "v1.denied"],
    ["choice=save&analytics=on", "v1.granted"],
    // Only "save" reads the categories.
    ["choice=refuse&analytics=on", "v1.denied"],
  ])("%s keeps %s", async (body, value) => {
    const response = await answer("es", `${body}&returnTo=%2F`);
    expect(response.status).toBe(303);
    expect(consentCookieOf(response)).toMatch(new RegExp(`^caravan_consent=${value.replace(".", "\\.")};`));
  });

  it("after 'accept' the page loads the container, Consent Mode's update first; the banner stays closed", async () => {
    const accepted = await analyticsOf(await page("it", "/cerca", `${TEST}; ${GRANTED}`));
    expect(accepted.loader).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
    const update = accepted.scripts.findIndex((s) => s.includes('gtag("consent","update",{analytics_storage:"granted"})'));
    expect(accepted.defaultsAt).toBeGreaterThanOrEqual(0);
    expect(update).toBeGreaterThan(accepted.defaultsAt);
    expect(update).toBeLessThan(accepted.scripts.indexOf(accepted.loader[0]!));
    expect(accepted.shown).toBe(false);
    // Still in the page, for the footer's link to open it in place; its analytics box ticked.
    expect(accepted.banner!.querySelector("#consent-analytics")!.hasAttribute("checked")).toBe(true);
  });

  it("after 'refuse' the page has no container script and no banner", async () => {
    const refused = await analyticsOf(await page("it", "/cerca", `${TEST}; ${DENIED}`));
    expect(refused.loader).toEqual([]);
    expect(refused.shown).toBe(false);
  });

  it("asks again when the answer is from an older banner or unreadable", async () => {
    for (const cookie of ["caravan_consent=v0.granted", "caravan_consent=yes"]) {
      const again = await analyticsOf(await page("uk", "/", `${TEST}; ${cookie}`));
      expect(again.shown).toBe(true);
      expect(again.loader).toEqual([]);
    }
  });
});

describe("bad input is a 4xx with the site's message, never a 500, and stores nothing", () => {
  it.each([
    ["a missing choice", "returnTo=%2F"],
    ["an unknown choice", "choice=maybe&returnTo=%2F"],
    ["an analytics value that is not a tick", "choice=save&analytics=yes&returnTo=%2F"],
  ])("%s", async (_, body) => {
    const response = await answer("it", body);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Non è stato possibile salvare la tua scelta sui cookie. Torna alla pagina e riprova.");
    expect(consentCookieOf(response)).toBeNull();
  });

  it("a JSON body (415), a cross-site origin (403), a page elsewhere (home), a GET (home, nothing kept)", async () => {
    const json = await answer("de", JSON.stringify({ choice: "accept" }), { type: "application/json" });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("Deine Cookie-Auswahl konnte nicht gespeichert werden");
    expect(consentCookieOf(json)).toBeNull();
    const crossSite = await answer("de", "choice=accept&returnTo=%2F", { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(consentCookieOf(crossSite)).toBeNull();
    const elsewhere = await answer("de", "choice=accept&returnTo=%2F%2Fevil.example%2Fx");
    expect(elsewhere.status).toBe(303);
    expect(elsewhere.headers.get("Location")).toBe("/");
    const get = await site.fetch("de", "/cookies/consent");
    expect(get.status).toBe(303);
    expect(consentCookieOf(get)).toBeNull();
  });
});

describe("the Worker's page copies", () => {
  it("never carry one visitor's answer to another, in either order", async () => {
    // The search page is kept by the edge cache for anonymous visitors.
    const path = "/cerca?sort=date:asc";
    const first = await analyticsOf(await page("it", path, `${TEST}; ${GRANTED}`));
    expect(first.loader).toHaveLength(1);
    const again = await analyticsOf(await page("it", path, `${TEST}; ${GRANTED}`));
    expect(again.edge).toBe("HIT");
    expect(again.loader).toHaveLength(1);
    const stranger = await analyticsOf(await page("it", path));
    expect(stranger.loader).toEqual([]);
    expect(stranger.shown).toBe(true);
    const strangerAgain = await analyticsOf(await page("it", path));
    expect(strangerAgain.edge).toBe("HIT");
    expect(strangerAgain.shown).toBe(true);
    const refuser = await analyticsOf(await page("it", path, `${TEST}; ${DENIED}`));
    expect(refuser.loader).toEqual([]);
    expect(refuser.shown).toBe(false);
    const accepter = await analyticsOf(await page("it", path, `${TEST}; ${GRANTED}`));
    expect(accepter.edge).toBe("HIT");
    expect(accepter.loader).toHaveLength(1);
    // A visitor of the same page on the site without the test container sees neither.
    const plain = await analyticsOf(await page("it", path, ""));
    expect(plain.banner).toBeNull();
    expect(plain.loader).toEqual([]);
  });

  it("nor through a client navigation's data (single fetch)", async () => {
    const path = "/cerca.data?sort=price:asc";
    // The banner's markup travels in the root's data: closed for the visitor who answered, open for the next.
    const bannerTag = (data: string) => /<section id=\\"consent\\"[^>]*>/.exec(data)?.[0] ?? "";
    const granted = await (await page("it", path, `${TEST}; ${GRANTED}`)).text();
    expect(bannerTag(granted)).toContain("hidden");
    const stranger = await (await page("it", path)).text();
    expect(bannerTag(stranger)).toContain("consent-title");
    expect(bannerTag(stranger)).not.toContain("hidden");
  });
});
