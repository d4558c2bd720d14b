/**
 * The Offers page through the BUILT Worker lists live offers only: on every site and every
 * page, each promotion code shown is valid today (its window has opened and not closed, in the
 * site's time zone), and no card advertises a code that is over. A trip given a code in every
 * state (closed yesterday, closing today, opening tomorrow, for another departure) shows only
 * the live one. The expectations come from the database, whatever promotions the seed writes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { todayIn } from "../../app/lib/dates/time-zone";
import { startSeededSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
}, 90_000);
afterAll(() => site?.close());

type PromotionRow = { code: string; travel_id: number; tour_id: number | null; valid_from: string | null; valid_until: string };

const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(TENANT_IDS)("the Offers page on %s", (id) => {
  const tenant = getTenant(id)!;
  const messages = catalogues[tenant.language];

  it("shows on every page only codes valid today, and never an expired one", async () => {
    const today = todayIn(tenant, NOW);
    const rows = new Map((await site.query<PromotionRow>("SELECT * FROM promotions")).map((row) => [row.code, row]));
    const wrong: string[] = [];
    let url: string | null = href(tenant.pathLocale, "sales");
    let cards = 0;
    while (url) {
      const page = await pageOf(await site.fetch(id, url));
      cards += page.querySelectorAll("li.sale").length;
      if (textOf(page.querySelector("main")).includes(messages.sales.promo.expired))
        wrong.push(`${url}: says "${messages.sales.promo.expired}"`);
      for (const element of page.querySelectorAll("[data-promo]")) {
        const row = rows.get(element.getAttribute("data-promo")!);
        if (!row) wrong.push(`${url}: shows ${element.getAttribute("data-promo")}, no such code`);
        else if (row.valid_until < today || (row.valid_from ?? "") > today) {
          wrong.push(`${url}: shows ${row.code}, valid ${row.valid_from ?? "…"} to ${row.valid_until}, today is ${today}`);
        }
      }
      url = page.querySelector('.pagination a[rel="next"]')?.getAttribute("href") ?? null;
    }
    expect(cards).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});

describe("a trip with a code in every state", () => {
  it("shows only the live code, and none while no code is live", async () => {
    const tenant = getTenant("de")!;
    const today = todayIn(tenant, NOW);
    const path = href(tenant.pathLocale, "sales");
    const first = (await pageOf(await site.fetch("de", path))).querySelector("li.sale")!;
    const travelId = Number(first.getAttribute("data-travel-id"));
    const [other] = await site.query<{ id: number }>("SELECT id FROM tours WHERE travel_id = ?1 ORDER BY id DESC LIMIT 1", travelId);
    await site.db.prepare("DELETE FROM promotions WHERE travel_id = ?1").bind(travelId).run();
    const insert = (code: string, from: string | null, until: string, tourId: number | null = null) =>
      site.db
        .prepare("INSERT INTO promotions (code, travel_id, tour_id, percent, valid_from, valid_until) VALUES (?1, ?2, ?3, 10, ?4, ?5)")
        .bind(code, travelId, tourId, from, until)
        .run();
    await insert("CLOSEDYESTERDAY", shift(today, -30), shift(today, -1));
    await insert("OPENSTOMORROW", shift(today, 1), shift(today, 30));
    // The card itself names the departure it shows.
    const shownTour = first.getAttribute("data-tour-id");
    if (other && String(other.id) !== shownTour) await insert("OTHERDEPARTURE", null, shift(today, 30), other.id);
    await site.purgePages();
    const card = async () =>
      (await pageOf(await site.fetch("de", path))).querySelector(`li.sale[data-travel-id="${travelId}"]`)!.querySelectorAll("[data-promo]");
    expect((await card()).map((element) => element.getAttribute("data-promo"))).toEqual([]);
    await insert("CLOSESTODAY", shift(today, -2), today);
    await site.purgePages();
    expect((await card()).map((element) => element.getAttribute("data-promo"))).toEqual(["CLOSESTODAY"]);
  });
});
