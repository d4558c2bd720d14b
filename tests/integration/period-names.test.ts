/**
 * The named periods each site's search offers (the no-JS "when" select, which lists the same
 * periods as the enhanced bar), through the built Worker with the seeded catalogue: a holiday
 * only where it is kept, a festival by the name its language uses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTenant } from "../../tenants/index";
import { href } from "../../tenants/routes";
import { startSeededSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

let site: Site;
beforeAll(async () => {
  site = await startSeededSite({ scale: 0.05, today: testNow() });
});
afterAll(() => site?.close());

const periodsOn = async (id: string) => {
  const page = await pageOf(await site.fetch(id, href(getTenant(id)!.pathLocale, "search")));
  return page
    .querySelectorAll("#when-select option")
    .slice(1)
    .map((option) => textOf(option));
};
const YEAR = / \d{4}(\/\d{2})?$/;

describe("the periods a site offers", () => {
  it.each(TENANT_IDS)("on %s every period has a name and its year", async (id) => {
    const periods = await periodsOn(id);
    expect(periods.length).toBeGreaterThan(19);
    for (const period of periods) expect(period).toMatch(new RegExp(`^\\S.*${YEAR.source}`));
  });

  it.each(["int", "uk", "us", "de"])("%s offers no mid-August holiday: its country keeps none", async (id) => {
    const periods = await periodsOn(id);
    expect(periods.filter((period) => /mid-august|mitte august|^ /i.test(period))).toEqual([]);
  });

  it.each([
    ["it", "Ferragosto"],
    ["es", "Puente de agosto"],
    ["fr", "Mi-août"],
  ])("%s offers the mid-August holiday as %s", async (id, name) => {
    expect((await periodsOn(id)).some((period) => period.startsWith(`${name} `))).toBe(true);
  });

  it("on fr the Munich beer festival is the Oktoberfest", async () => {
    const periods = await periodsOn("fr");
    expect(periods.some((period) => period.startsWith("Oktoberfest "))).toBe(true);
    expect(periods.filter((period) => /bière/i.test(period))).toEqual([]);
  });
});
