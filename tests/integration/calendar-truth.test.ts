/**
 * The available-dates calendar through the BUILT Worker, on every trip of the seeded
 * catalogue and every day of its calendar: a day's status, price and link describe the same
 * departure, the one the day priority chooses among the departures on that day (a sold-out
 * one only on its first day); a day where several departures can be picked says how many, and
 * the list layout shows every departure. The expectations come from the database, so the test
 * holds whatever trips the seed writes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HTMLElement } from "node-html-parser";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { catalogueLanguage } from "../../tenants/languages";
import { href } from "../../tenants/routes";
import { todayIn } from "../../app/lib/dates/time-zone";
import { currencyFormat, formatMoney, isChargedCurrency } from "../../app/lib/format/money";
import { pluralForm } from "../../app/lib/format/plural";
import { startSeededSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
}, 90_000);
afterAll(() => site?.close());

// The day priority: the lowest number wins among the departures on a day (Available ranks with Planned).
const PRIORITY: Record<string, number> = {
  ALMOST_FULL: 1,
  CONFIRMED: 2,
  ALMOST_CONFIRMED: 3,
  PLANNED: 4,
  TO_CONFIRM: 4,
  WAITING_LIST: 5,
  SOLD_OUT: 6,
};

type Departure = { id: number; starting_date: string; ending_date: string; sales_status: string; price: number };

/** The departures a visitor can be on that day: a sold-out one only marks its first day. */
const onDay = (departures: Departure[], day: string) =>
  departures.filter((d) => d.starting_date <= day && (d.sales_status === "SOLD_OUT" ? d.starting_date === day : d.ending_date >= day));

const chosen = (departures: Departure[]) =>
  [...departures].sort((a, b) => PRIORITY[a.sales_status]! - PRIORITY[b.sales_status]! || a.price - b.price || a.id - b.id)[0] ?? null;

const tourIdOf = (link: HTMLElement) => Number(/\/(\d+)(?:\?|$)/.exec(link.getAttribute("href") ?? "")?.[1]);

describe.each(["it", "us"] as const)("the calendar on every %s trip", (id) => {
  const tenant = getTenant(id)!;
  const messages = catalogues[tenant.language];
  const currency = tenant.defaultCurrency.toLowerCase();
  const money = (cents: number) => formatMoney(cents, currencyFormat(tenant, tenant.defaultCurrency));
  const approximate = !isChargedCurrency(tenant.defaultCurrency);
  /** The price as the day's label says it: "about $1,230" where dollars are not what is charged. */
  const spoken = (cents: number) => (approximate ? messages.currency.approx.replace("{{amount}}", money(cents)) : money(cents));
  const statusText = (status: string) => (messages.trip.status as Record<string, string>)[status]!;
  const slugColumn = `slug_${catalogueLanguage(tenant.language)}`;

  it("says on each day the status and price of the very departure the day opens, the one the day priority chooses", async () => {
    const today = todayIn(tenant, NOW);
    const trips = await site.query<{ id: number; slug: string }>(
      `SELECT id, ${slugColumn} AS slug FROM travels WHERE EXISTS (SELECT 1 FROM tours t WHERE t.travel_id = travels.id AND t.starting_date >= ?1) ORDER BY id`,
      today,
    );
    expect(trips.length).toBeGreaterThan(0);
    let days = 0;
    // Days whose status or price is not their link's departure's, and other departures from the rules.
    const untrue: string[] = [];
    const wrong: string[] = [];
    for (const trip of trips) {
      const departures = await site.query<Departure>(
        `SELECT id, starting_date, ending_date, sales_status, price_${currency} AS price FROM tours WHERE travel_id = ?1 AND starting_date >= ?2`,
        trip.id,
        today,
      );
      const byId = new Map(departures.map((d) => [d.id, d]));
      const path = href(tenant.pathLocale, "travels-travel", { travel: trip.slug });
      const modal = (await pageOf(await site.fetch(id, `${path}?modal=available-dates&type=travel&layout=calendar`))).querySelector(
        '[data-modal="available-dates"]',
      )!;
      expect(modal, path).not.toBeNull();
      // Prices in a currency payment is not taken in are approximations, and the legend says so.
      const note = modal.querySelector(".calendar-legend-note");
      expect(note ? textOf(note) : null, path).toBe(approximate ? messages.trip.calendar.approxNote : null);
      for (const cell of modal.querySelectorAll("td[role=gridcell]")) {
        const day = cell.querySelector("[data-date]")?.getAttribute("data-date");
        if (!day) continue;
        days++;
        const where = `${path} ${day}`;
        const link = cell.querySelector("a.calendar-day-link");
        const expected = chosen(onDay(departures, day));
        if (day <= today || !expected) {
          if (link) wrong.push(`${where}: links to ${link.getAttribute("href")} on a day that cannot be picked`);
          continue;
        }
        if (!link) {
          wrong.push(`${where}: no link, ${expected.sales_status} departure ${expected.id} is on this day`);
          continue;
        }
        const linked = byId.get(tourIdOf(link));
        if (!linked) {
          wrong.push(`${where}: links to ${link.getAttribute("href")}, no departure of this trip`);
          continue;
        }
        const label = link.getAttribute("aria-label") ?? "";
        // What the day says is what the departure it opens is.
        if (cell.getAttribute("data-status") !== linked.sales_status) {
          untrue.push(`${where}: shows ${cell.getAttribute("data-status")}, opens ${linked.sales_status} departure ${linked.id}`);
        }
        if (!label.includes(statusText(linked.sales_status))) {
          untrue.push(`${where}: reads "${label}", opens ${linked.sales_status} departure ${linked.id}`);
        }
        const price = textOf(link.querySelector(".calendar-day-price"));
        if (linked.sales_status !== "SOLD_OUT" && !label.includes(spoken(linked.price))) {
          untrue.push(`${where}: reads "${label}", opens departure ${linked.id} at ${spoken(linked.price)}`);
        }
        if (price && price !== money(linked.price))
          untrue.push(`${where}: shows ${price}, opens departure ${linked.id} at ${money(linked.price)}`);
        // …and it is the departure the day priority chooses.
        if (linked.id !== expected.id)
          wrong.push(`${where}: opens departure ${linked.id}, the day's is ${expected.id} (${expected.sales_status})`);
        // Where more than one departure can be picked, the day says how many.
        const many = new Set([expected.id, ...departures.filter((d) => d.starting_date === day).map((d) => d.id)]).size;
        if (many > 1) {
          const count = pluralForm(messages.trip.calendar.departuresOnDay.replaceAll("{{count}}", String(many)), many, tenant.language);
          if (!label.includes(count) || textOf(cell.querySelector(".calendar-day-count")) !== count) {
            wrong.push(`${where}: ${many} departures can be picked, the day reads "${label}"`);
          }
        } else if (cell.querySelector(".calendar-day-count")) {
          wrong.push(`${where}: one departure, the day says "${textOf(cell.querySelector(".calendar-day-count"))}"`);
        }
      }
      // The list layout shows each departure, whatever the calendar's days choose.
      const list = (await pageOf(await site.fetch(id, `${path}?modal=available-dates&type=travel&layout=list`))).querySelector(
        '[data-modal="available-dates"]',
      )!;
      const rows = list.querySelectorAll("tr[data-tour-id]").map((row) => Number(row.getAttribute("data-tour-id")));
      expect(
        rows.sort((a, b) => a - b),
        path,
      ).toEqual(departures.map((d) => d.id).sort((a, b) => a - b));
    }
    expect(days).toBeGreaterThan(trips.length * 28);
    expect(untrue.slice(0, 20)).toEqual([]);
    expect(wrong.slice(0, 20)).toEqual([]);
  }, 180_000);
});

describe("a day where two departures start", () => {
  it("says so on the calendar, opens the one the day priority chooses, and the list shows both", async () => {
    const tenant = getTenant("fr")!;
    const messages = catalogues[tenant.language];
    const today = todayIn(tenant, NOW);
    // A trip with two departures ahead whose days nothing else of the trip marks: the second one moves onto the first one's dates.
    const pairs = await site.query<{ travel_id: number; first: number; second: number; starting_date: string; ending_date: string }>(
      `SELECT a.travel_id, a.id AS first, b.id AS second, a.starting_date, a.ending_date FROM tours a
       JOIN tours b ON b.travel_id = a.travel_id AND b.id <> a.id AND b.starting_date > ?1
       WHERE a.starting_date > ?1 AND a.sales_status = 'PLANNED' AND b.sales_status = 'CONFIRMED'
         AND NOT EXISTS (SELECT 1 FROM tours c WHERE c.travel_id = a.travel_id AND c.id NOT IN (a.id, b.id)
           AND c.starting_date <= a.ending_date AND c.ending_date >= a.starting_date)
       ORDER BY a.travel_id, a.starting_date LIMIT 1`,
      today,
    );
    expect(pairs.length).toBe(1);
    const { travel_id, first, second, starting_date, ending_date } = pairs[0]!;
    await site.db
      .prepare("UPDATE tours SET starting_date = ?1, ending_date = ?2 WHERE id = ?3")
      .bind(starting_date, ending_date, second)
      .run();
    await site.purgePages();
    const [trip] = await site.query<{ slug: string }>("SELECT slug_fr AS slug FROM travels WHERE id = ?1", travel_id);
    const path = href(tenant.pathLocale, "travels-travel", { travel: trip!.slug });
    const calendar = (await pageOf(await site.fetch("fr", `${path}?modal=available-dates&type=travel&layout=calendar`))).querySelector(
      `[data-modal="available-dates"] a.calendar-day-link[data-date="${starting_date}"]`,
    )!;
    const two = pluralForm(messages.trip.calendar.departuresOnDay.replaceAll("{{count}}", "2"), 2, tenant.language);
    expect(calendar.getAttribute("href")).toMatch(new RegExp(`/${second}$`));
    expect(calendar.getAttribute("aria-label")).toContain(messages.trip.status.CONFIRMED);
    expect(textOf(calendar.querySelector(".calendar-day-count"))).toBe(two);
    expect(calendar.getAttribute("aria-label")).toContain(two);
    const list = (await pageOf(await site.fetch("fr", `${path}?modal=available-dates&type=travel&layout=list`))).querySelector(
      '[data-modal="available-dates"]',
    )!;
    expect(list.querySelector(`tr[data-tour-id="${first}"]`)).not.toBeNull();
    expect(list.querySelector(`tr[data-tour-id="${second}"]`)).not.toBeNull();
  });
});
