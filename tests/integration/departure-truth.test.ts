/**
 * Through the BUILT Worker on several sites (it, us, de): what a trip and a tour page
 * say about a departure a few days away, what paying looks like for a departure today, the
 * all-in price from the catalogue, and the calendar's start-day priority. The departures the
 * tests read are set in D1 relative to today, as ops would edit them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue, generateTravelCosts } from "../../scripts/seed/index";
import { startSeededSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
const day = (offset: number) => {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
const costs = generateTravelCosts(catalogue);
// A trip of at least 4 days with at least 5 departures ahead: its departures are set below.
const travel = catalogue.travels.find(
  (t) => t.days >= 4 && catalogue.tours.filter((tour) => tour.travel_id === t.id && tour.starting_date > TODAY).length >= 5,
)!;
const [soon, later, within, running, startsWhileRunning] = catalogue.tours.filter(
  (t) => t.travel_id === travel.id && t.starting_date > TODAY,
);
let site: Site;

async function setTour(id: number, start: number, status: string, seatsToConfirm = 0) {
  await site.db
    .prepare(
      "UPDATE tours SET starting_date = ?1, ending_date = ?2, sales_status = ?3, seats_to_confirm = ?4, free_seats = 4 WHERE id = ?5",
    )
    .bind(day(start), day(start + travel.days - 1), status, seatsToConfirm, id)
    .run();
}

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
  // Every other departure of the trip is sold out, so what the page says comes from these five.
  await site.db.prepare("UPDATE tours SET sales_status = 'SOLD_OUT' WHERE travel_id = ?1").bind(travel.id).run();
  await setTour(soon!.id, 4, "ALMOST_CONFIRMED", 2);
  await setTour(later!.id, 70, "PLANNED", 4);
  await setTour(within!.id, 20, "CONFIRMED");
  await setTour(running!.id, 120, "ALMOST_FULL");
  await setTour(startsWhileRunning!.id, 122, "CONFIRMED");
  await site.purgePages();
}, 90_000);
afterAll(() => site?.close());

const SITES = [
  { id: "it", trip: `/viaggi/${travel.slug_it}`, tooClose: "Parte tra pochi giorni", currency: "€", airport: "MXP" },
  { id: "us", trip: `/destinations/${travel.slug_en}`, tooClose: "Leaving in a few days", currency: "$", airport: "JFK" },
  { id: "de", trip: `/reiseziele/${travel.slug_de}`, tooClose: "Startet in wenigen Tagen", currency: "€", airport: "FRA" },
] as const;

describe.each(SITES)("time-true departures on $id", ({ id, trip, tooClose }) => {
  it("promises no decision date for an unconfirmed departure leaving in 4 days, and none before today anywhere", async () => {
    for (const path of [trip, `${trip}/${soon!.id}`]) {
      const page = await pageOf(await site.fetch(id, path));
      const facts = page.querySelector(path === trip ? `.departure[data-tour-id="${soon!.id}"] .departure-facts` : ".departure-facts")!;
      expect(textOf(facts), path).toContain(tooClose);
      expect(facts.querySelector("[data-decision=by]"), path).toBeNull();
      for (const decided of page.querySelectorAll("[data-decision=by]")) expect(decided.getAttribute("data-date")! >= TODAY).toBe(true);
    }
    // The departure 70 days away is decided 31 days before it leaves.
    const page = await pageOf(await site.fetch(id, trip));
    expect(page.querySelector(`.departure[data-tour-id="${later!.id}"] [data-decision=by]`)?.getAttribute("data-date")).toBe(day(39));
  });
});

describe("money per departure", () => {
  it("it: a departure 70 days away takes a 100 € deposit, the balance and free cancellation 31 days before", async () => {
    const page = await pageOf(await site.fetch("it", `/viaggi/${travel.slug_it}/${later!.id}`));
    const block = page.querySelector("[data-payment]")!;
    expect(block.getAttribute("data-payment")).toBe("deposit");
    expect(textOf(block.querySelector("[data-testid=pay-now]"))).toContain("acconto di 100 €");
    expect(block.querySelector("[data-testid=pay-balance]")?.getAttribute("data-due")).toBe(day(39));
    expect(block.querySelector("[data-testid=free-cancellation]")?.getAttribute("data-until")).toBe(day(39));
    expect(block.querySelector("[data-testid=flexible-cancellation]")?.getAttribute("data-until")).toBe(day(62));
  });

  it("us: the deposit is charged in euros, with the dollar figure labelled as an approximation", async () => {
    const page = await pageOf(await site.fetch("us", `/destinations/${travel.slug_en}/${later!.id}`));
    const now = textOf(page.querySelector("[data-payment] [data-testid=pay-now]"));
    expect(now).toMatch(/deposit of 100 € \(about \$\d+\)/);
    expect(now).not.toContain("$100 ");
    expect(textOf(page.querySelector("[data-payment]"))).toContain("approximate conversions");
    const tripPage = await pageOf(await site.fetch("us", `/destinations/${travel.slug_en}`));
    expect(textOf(tripPage.querySelector("[data-testid=deposit-from]"))).toMatch(/from 100 € \(about \$\d+\)/);
  });

  it("de: a departure 20 days away is paid in full at booking, with no deposit and no free cancellation left", async () => {
    const page = await pageOf(await site.fetch("de", `/reiseziele/${travel.slug_de}/${within!.id}`));
    const block = page.querySelector("[data-payment]")!;
    expect(block.getAttribute("data-payment")).toBe("full");
    expect(textOf(block)).toContain("Vollständige Zahlung bei der Buchung");
    expect(textOf(block)).not.toContain("Anzahlung von");
    expect(textOf(block)).toContain("kostenlose Stornierung ist für diesen Termin abgelaufen");
  });

  it("the trip page says 'deposit from' only while a bookable departure takes one", async () => {
    const before = await pageOf(await site.fetch("it", `/viaggi/${travel.slug_it}`));
    expect(textOf(before.querySelector("[data-testid=deposit-from]"))).toContain("100 €");
    await site.db
      .prepare("UPDATE tours SET sales_status = 'SOLD_OUT' WHERE id IN (?1, ?2, ?3)")
      .bind(later!.id, running!.id, startsWhileRunning!.id)
      .run();
    await site.purgePages();
    try {
      const after = await pageOf(await site.fetch("it", `/viaggi/${travel.slug_it}`));
      expect(after.querySelector(".departure")).not.toBeNull();
      expect(after.querySelector("[data-testid=deposit-from]")).toBeNull();
    } finally {
      await setTour(later!.id, 70, "PLANNED", 4);
      await setTour(running!.id, 120, "ALMOST_FULL");
      await setTour(startsWhileRunning!.id, 122, "CONFIRMED");
      await site.purgePages();
    }
  });
});

describe.each(SITES)("the all-in price on $id", ({ id, trip, currency, airport }) => {
  it("shows the catalogue's kitty and the flight band from the site's airports on the trip and tour pages", async () => {
    const own = costs.costs.find((c) => c.travel_id === travel.id)!;
    const kitty = Math.round((id === "us" ? own.kitty_usd : own.kitty_eur) / 100);
    for (const path of [trip, `${trip}/${later!.id}`]) {
      const block = (await pageOf(await site.fetch(id, path))).querySelector("[data-testid=all-in-price]")!;
      expect(block, path).not.toBeNull();
      const kittyText = textOf(block.querySelector("[data-cost=kitty] strong")).replace(/[.,\s]/g, "");
      expect(kittyText).toContain(String(kitty));
      expect(kittyText).toContain(currency);
      expect(textOf(block.querySelector("[data-cost=flight]"))).toContain(airport);
      expect(textOf(block.querySelector("[data-testid=all-in-total]"))).toContain(currency);
    }
  });
});

describe("calendar day priority on start days", () => {
  it("a day where a confirmed departure starts while an almost-full one runs shows and opens the almost-full one, and counts both", async () => {
    const page = await pageOf(await site.fetch("de", `/reiseziele/${travel.slug_de}?modal=available-dates&layout=calendar`));
    const link = page.querySelector(`[data-modal="available-dates"] a.calendar-day-link[data-date="${day(122)}"]`)!;
    expect(link).not.toBeNull();
    expect(link.getAttribute("href")).toMatch(new RegExp(`/${running!.id}$`));
    expect(textOf(link.querySelector(".calendar-day-symbol"))).toBe("!");
    expect(link.getAttribute("aria-label")).toContain("Fast ausgebucht");
    expect(textOf(link.querySelector(".calendar-day-count"))).toBe("2 Termine");
  });
});
