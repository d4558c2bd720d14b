/**
 * Error pages that the root's own boundary renders (001 §2, §8): a POST to a page without an
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
    ["it", "/cerca", "Si è verificato un errore", "Stato 405"],
    ["de", "/suchen", "Es ist ein Fehler aufgetreten", "Status 405"],
    ["uk", "/search", "Something went wrong", "Status 405"],
  ])("on the %s site keeps header, footer and language, and shows the status outside production", async (tenant, path, title, status) => {
    const response = await post(development, tenant, path);
    expect(response.status).toBe(405);
    const page = await pageOf(response);
    expect(page.querySelector("html")!.getAttribute("lang")).toBe(tenant === "uk" ? "en-GB" : tenant);
    expect(page.querySelector("header.site-header")).not.toBeNull();
    expect(page.querySelector("footer.site-footer")).not.toBeNull();
    expect(textOf(page.querySelector("main h1"))).toBe(title);
    expect(textOf(page.querySelector(".error-detail"))).toMatch(new RegExp(`^${status}: .*POST`));
    // The browser gets the site back for hydration: the page has no root loader data.
    expect(page.querySelector("script#site-fallback")).not.toBeNull();
  });

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
