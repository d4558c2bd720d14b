/**
 * The search bar's own pair of days where JavaScript is off, through the BUILT Worker: the plain
 * form's from/to fields, read on the server, become the search URL's dateFrom and dateTo (one
 * URL per search, as every other link writes it); days that cannot be searched (not a day,
 * before today, the last before the first) answer 400 with the page and a message at the field.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueScript, generateCatalogue } from "../../scripts/seed/index";
import deSearch from "../../locales/search/de.json";
import frSearch from "../../locales/search/fr.json";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

let site: Site;
beforeAll(async () => {
  site = await startSite();
  await site.db.exec(catalogueScript(generateCatalogue({ scale: 0.1, today: testNow() })));
});
afterAll(() => site?.close());

/** A day `days` from now, as a date field sends it. */
const day = (days: number) => new Date(testNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);

const SITES = [
  { tenant: "de", path: "/suchen", when: deSearch.serp.when },
  { tenant: "fr", path: "/recherche", when: frSearch.serp.when },
] as const;

describe.each(SITES)("the $tenant search bar without JavaScript", ({ tenant, path, when }) => {
  it("offers a from and a to date field in the plain form, for JavaScript off only", async () => {
    const page = await pageOf(await site.fetch(tenant, path));
    const form = page.querySelector("form.search-bar")!;
    const noscript = form.querySelector("noscript")!;
    expect(noscript).not.toBeNull();
    const html = noscript.innerHTML;
    expect(html).toMatch(/<input[^>]+type="date"[^>]+name="from"/);
    expect(html).toMatch(/<input[^>]+type="date"[^>]+name="to"/);
    expect(html).toContain(`>${when.from}</label>`);
    expect(html).toContain(`>${when.to}</label>`);
  });

  it("turns the days into the search's dateFrom and dateTo, in place of the period choice", async () => {
    const [from, to] = [day(40), day(70)];
    const response = await site.fetch(tenant, `${path}?textSearch=&period=&from=${from}&to=${to}&tab=tours`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${path}?tab=tours&dateFrom=${from}&dateTo=${to}`);
    const chosen = await site.fetch(tenant, `${path}?period=${day(5)}_${day(9)}&from=${from}&to=`, { redirect: "manual" });
    expect(chosen.headers.get("location")).toBe(`${path}?dateFrom=${from}`);
    const none = await site.fetch(tenant, `${path}?period=&from=&to=`, { redirect: "manual" });
    expect(none.headers.get("location")).toBe(path);
  });

  it.each([
    ["the last day before the first", `from=${day(70)}&to=${day(40)}`, "to", "order"],
    ["a day that does not exist", "from=2027-02-30&to=", "from", "badDate"],
    ["no day at all", `from=${day(40)}&to=soon`, "to", "badDate"],
    ["a day gone by", "from=2020-01-10", "from", "past"],
  ] as const)("answers %s with 400 and the message at its field", async (_case, query, field, message) => {
    const response = await site.fetch(tenant, `${path}?textSearch=Peru&${query}`, { redirect: "manual" });
    expect(response.status).toBe(400);
    const page = await pageOf(response);
    const noscript = await pageOf(new Response(page.querySelector("form.search-bar noscript")!.innerHTML));
    const input = noscript.querySelector(`#when-${field}`)!;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(`when-${field}-error`);
    expect(textOf(noscript.querySelector(`#when-${field}-error`))).toBe(when.errors[message]);
    // What was typed stays in the fields; the rest of the search is kept.
    expect(page.querySelector("#where-input")!.getAttribute("value")).toBe("Peru");
  });
});
