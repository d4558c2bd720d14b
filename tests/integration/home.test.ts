/**
 * The home page from real data on every site: the lowest price is the cheapest
 * bookable departure in the visitor's currency (computed, compared with an independent
 * reading of the catalogue), top-seller destinations with counts, confirmed departures and
 * departures close to confirming, all six continents, the moods and the promise.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { todayIn } from "../../app/lib/dates/time-zone";
import { currencyFormat, formatMoney, isChargedCurrency } from "../../app/lib/format/money";
import { generateCatalogue } from "../../scripts/seed/index";
import { createOracle } from "../support/catalogue-oracle";
import { startSeededSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
});
afterAll(() => site?.close());

const lowest = (oracle: ReturnType<typeof createOracle>, currency: "EUR" | "GBP" | "USD") =>
  Math.min(...oracle.tours({ tab: "tours" }, currency).map((t) => t[`price_${currency.toLowerCase()}` as "price_eur"]));

describe.each(TENANT_IDS)("the %s home page", (id) => {
  const tenant = getTenant(id)!;
  const messages = catalogues[tenant.language];
  // What the site reads as today is the day in its own time zone (near midnight UTC, us is a day behind).
  const today = todayIn(tenant, NOW);
  const oracle = createOracle(catalogue, today);

  it("shows the cheapest departure's price in the site's currency, computed", async () => {
    const page = await pageOf(await site.fetch(id, "/"));
    const amount = formatMoney(lowest(oracle, tenant.defaultCurrency), currencyFormat(tenant, tenant.defaultCurrency));
    // A price in a currency payment is not taken in (dollars) reads as the approximation it is.
    const price = isChargedCurrency(tenant.defaultCurrency) ? amount : messages.currency.approx.replace("{{amount}}", amount);
    expect(textOf(page.querySelector("[data-testid=sample-price]"))).toBe(messages.home.sampleFrom.replace("{{price}}", price));
  });

  it("lists top destinations with counts, both departure rows, six continents, the moods and the promise", async () => {
    const page = await pageOf(await site.fetch(id, "/"));
    const destinations = page.querySelectorAll("[aria-labelledby=top-destinations] li");
    expect(destinations.length).toBeGreaterThan(0);
    expect(destinations.length).toBeLessThanOrEqual(8);
    for (const li of destinations) {
      expect(li.querySelector("a")?.getAttribute("href")).toMatch(
        new RegExp(`^${href(tenant.pathLocale, "search")}\\?destinationId\\[\\]=\\d+$`),
      );
      expect(li.querySelector("img")?.getAttribute("width")).toBe("320");
    }
    const confirmedIds = page
      .querySelectorAll("#confirmed-departures ~ ul [data-tour-id], [aria-labelledby=confirmed-departures] [data-tour-id]")
      .map((el) => Number(el.getAttribute("data-tour-id")));
    const expectedConfirmed = oracle
      .tours({ tab: "tours", status: ["CONFIRMED", "ALMOST_FULL"], sort: "date" }, tenant.defaultCurrency)
      .slice(0, 4)
      .map((t) => t.id);
    expect([...new Set(confirmedIds)]).toEqual(expectedConfirmed);
    const almost = page
      .querySelectorAll("[aria-labelledby=almost-confirmed] [data-tour-id]")
      .map((el) => Number(el.getAttribute("data-tour-id")));
    for (const tourId of almost) {
      const tour = catalogue.tours.find((t) => t.id === tourId)!;
      expect(tour.sales_status).toBe("ALMOST_CONFIRMED");
      expect(tour.seats_to_confirm).toBeGreaterThan(0);
      // Still to be decided: its decision date (31 days before departure) is today or later.
      expect(Date.parse(tour.starting_date) - Date.parse(today)).toBeGreaterThanOrEqual(31 * 86_400_000);
    }
    const continentLinks = page.querySelectorAll("[aria-labelledby=continents] a").map((a) => a.getAttribute("href"));
    expect(continentLinks).toEqual(
      ["area-europe", "area-asia", "area-africa", "area-america", "area-oceania", "area-antarctica"].map((key) =>
        href(tenant.pathLocale, key as "area-asia"),
      ),
    );
    expect(page.querySelectorAll("[aria-labelledby=moods] a")).toHaveLength(5);
    expect(page.querySelectorAll("[data-promise]")).toHaveLength(4);
    // Every image speaks the site's language.
    for (const img of page.querySelectorAll("main img"))
      expect(img.getAttribute("alt")).toMatch(
        new RegExp(
          messages.homePage.continentAlt
            .split("{{")[0]!
            .trim()
            .replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        ),
      );
  });
});

describe("the home page in the visitor's currency", () => {
  it("shows the lowest price in the currency the visitor chose", async () => {
    const page = await pageOf(await site.fetch("int", "/", { headers: { Cookie: "caravan_currency=GBP" } }));
    const int = getTenant("int")!;
    const gbp = formatMoney(lowest(createOracle(catalogue, todayIn(int, NOW)), "GBP"), currencyFormat(int, "GBP"));
    expect(textOf(page.querySelector("[data-testid=sample-price]"))).toContain(gbp);
  });

  it("ignores a currency cookie for a currency the site does not offer", async () => {
    const page = await pageOf(await site.fetch("it", "/", { headers: { Cookie: "caravan_currency=GBP" } }));
    expect(textOf(page.querySelector("[data-testid=sample-price]"))).toContain("€");
  });
});
