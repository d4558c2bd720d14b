import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues } from "./messages";
import { testNow } from "../support/clock";
import { todayIn } from "../../app/lib/dates/time-zone";
import { readFileSync } from "node:fs";

/**
 * As a visitor reads it, with JavaScript off, on de and us: a trip shows its all-in
 * price; each of its tours says what paying looks like today; no decision date lies in the past.
 */
for (const site of ["de", "us"] as const) {
  test(`${site}: a trip and its tours tell the all-in price, the payment of the day and no past decision date`, async ({ page }) => {
    const messages = catalogues[site === "de" ? "de" : "en-US"];
    // The site's own today, in its time zone: past midnight in London it is still yesterday in New York.
    const { timeZone } = JSON.parse(readFileSync(`tenants/${site}.json`, "utf8")) as { timeZone: string };
    const today = todayIn({ timeZone }, testNow());
    await page.goto(`${baseUrlOf(site)}${site === "de" ? "/reiseziele" : "/destinations"}`);
    await page.locator(".cards .card-title a").first().click();
    await expect(page.locator(".trip-page")).toBeVisible();
    const allIn = page.getByTestId("all-in-price");
    await expect(allIn.getByRole("heading", { level: 2 })).toHaveText(messages.trip.allIn.title);
    await expect(allIn.locator("[data-cost=kitty] dt")).toHaveText(messages.trip.allIn.kitty);
    await expect(allIn.locator("[data-cost=flight]")).toContainText(site === "de" ? "FRA" : "JFK");
    for (const date of await page.locator("[data-decision=by]").evaluateAll((els) => els.map((el) => el.getAttribute("data-date")!)))
      expect(date >= today).toBe(true);

    const tours = await page
      .locator(".departure a[href*='/']")
      .evaluateAll((links) =>
        [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname).filter((path) => /\/\d+$/.test(path)))].slice(0, 3),
      );
    expect(tours.length).toBeGreaterThan(0);
    for (const path of tours) {
      await page.goto(`${baseUrlOf(site)}${path}`);
      await expect(page.locator(".tour-page")).toBeVisible();
      // Sold out, or on request (booked by customer care): no online payment plan to read.
      if ((await page.locator(".tour-unavailable, [data-booking=customer-care]").count()) > 0) continue;
      const payment = page.locator(".payment-facts");
      await expect(payment.getByRole("heading", { level: 2 })).toHaveText(messages.trip.pay.title);
      const kind = await payment.getAttribute("data-payment");
      expect(["deposit", "full"]).toContain(kind);
      // Payment is in euros on both sites; the US site labels its dollars as approximate.
      await expect(payment.getByTestId("pay-now")).toContainText("€");
      if (site === "us") await expect(payment).toContainText(messages.trip.pay.approxNote);
      if (kind === "deposit") expect((await payment.getByTestId("pay-balance").getAttribute("data-due"))! >= today).toBe(true);
    }
  });
}
