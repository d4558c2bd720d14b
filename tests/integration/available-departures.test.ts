/**
 * Every bookable departure can be found, through the BUILT Worker on every site, as a visitor
 * without JavaScript meets the search (server-rendered pages, plain links, a GET form):
 * departures shown as Available (TO_CONFIRM) are outside the default statuses, so the page says
 * how many the search leaves out and links to the same search with them; the filters offer them
 * as a status of their own; a search with them finds every one. Counts come from the database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { todayIn } from "../../app/lib/dates/time-zone";
import { DEFAULT_STATUSES } from "../../app/lib/search/filters";
import { pluralForm } from "../../app/lib/format/plural";
import { startSeededSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
}, 90_000);
afterAll(() => site?.close());

const departuresIn = async (statuses: readonly string[], today: string) =>
  (
    await site.query<{ n: number }>(
      `SELECT COUNT(*) AS n FROM tours WHERE starting_date > ?1 AND sales_status IN (SELECT value FROM json_each(?2))`,
      today,
      JSON.stringify(statuses),
    )
  )[0]!.n;

/** The total a search page announces, read back from its own words. */
const totalOf = (text: string) => Number(/\d[\d.,\s\u00a0\u202f]*/.exec(text)?.[0].replace(/\D/g, "") ?? Number.NaN);

describe.each(TENANT_IDS)("Available departures on %s", (id) => {
  const tenant = getTenant(id)!;
  const messages = catalogues[tenant.language];
  const available = messages.trip.status.TO_CONFIRM;
  const search = href(tenant.pathLocale, "search");

  it("the default search says how many it leaves out and links to the same search with them, which finds them all", async () => {
    const today = todayIn(tenant, NOW);
    const left = await departuresIn(["TO_CONFIRM"], today);
    expect(left).toBeGreaterThan(0);
    const page = await pageOf(await site.fetch(id, `${search}?tab=tours`));
    // The spec's default stays: the five statuses, no Available departure among the results.
    expect(totalOf(textOf(page.querySelector(".results-count")))).toBe(await departuresIn(DEFAULT_STATUSES, today));
    for (const status of page.querySelectorAll(".tour-card .status")) expect(textOf(status)).not.toBe(available);
    const notice = page.querySelector("[data-testid=available-left-out]");
    expect(notice).not.toBeNull();
    const text = pluralForm(
      messages.serp.availableLeftOut.text.replaceAll("{{count}}", String(left)).replaceAll("{{status}}", available),
      left,
      tenant.language,
    );
    expect(textOf(notice)).toContain(text);
    const link = notice!.querySelector("a")!;
    expect(textOf(link)).toBe(messages.serp.availableLeftOut.include.replaceAll("{{status}}", available));
    const all = await pageOf(await site.fetch(id, link.getAttribute("href")!));
    expect(totalOf(textOf(all.querySelector(".results-count")))).toBe(await departuresIn([...DEFAULT_STATUSES, "TO_CONFIRM"], today));
    expect(all.querySelector("[data-testid=available-left-out]")).toBeNull();
  });

  it("the filters offer Available as a status of their own, and a search for it alone lists only Available departures", async () => {
    const today = todayIn(tenant, NOW);
    const filters = await pageOf(await site.fetch(id, `${search}?modal=modal-filters`));
    const box = filters.querySelector('form.filters-form input[type=checkbox][name="status[]"][value="TO_CONFIRM"]');
    expect(box).not.toBeNull();
    expect(box!.hasAttribute("checked")).toBe(false);
    expect(textOf(box!.parentNode)).toBe(available);
    // What the GET form sends when only Available is ticked.
    const page = await pageOf(await site.fetch(id, `${search}?tab=tours&status%5B%5D=TO_CONFIRM`));
    expect(totalOf(textOf(page.querySelector(".results-count")))).toBe(await departuresIn(["TO_CONFIRM"], today));
    const statuses = page.querySelectorAll(".tour-card .status").map((status) => textOf(status));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([available]));
    expect(page.querySelector("[data-testid=available-left-out]")).toBeNull();
    // The travels tab says it too, and its link keeps the tab.
    const travels = await pageOf(await site.fetch(id, search));
    const link = travels.querySelector("[data-testid=available-left-out] a")?.getAttribute("href") ?? "";
    expect(link).toContain("status[]=TO_CONFIRM");
    expect(link).not.toContain("tab=tours");
  });
});
