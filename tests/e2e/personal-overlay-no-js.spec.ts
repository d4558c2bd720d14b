/**
 * Without JavaScript: two signed-in people and a visitor take turns on one shared copy of the
 * search page, and the HTML alone (the hearts, their forms, the count, the account menu) is
 * each one's own.
 */
import { expect, test } from "./fixtures";
import { contextOf, pageUrl, save, signedIn, tripsOn } from "./personal-overlay-support";

const SEARCH = "/search";

test("two people and a visitor alternate on one copy, each page true in its HTML", async ({ browser, request }) => {
  const trips = await tripsOn(request, SEARCH);
  const ann = await signedIn(request, "ann-nojs");
  const bob = await signedIn(request, "bob-nojs");
  await save(request, ann, trips[0]!);
  await save(request, bob, trips[1]!);
  for (const person of [ann, bob, null, bob, ann, null]) {
    const context = await contextOf(browser, person, false);
    const page = await context.newPage();
    const response = await page.goto(pageUrl(SEARCH));
    expect(response?.headers()["x-edge-cache"]).toBe("HIT");
    const mine = person === ann ? trips[0]! : person === bob ? trips[1]! : null;
    for (const trip of [trips[0]!, trips[1]!]) {
      const form = page.locator(`form.heart-form:has(input[name="travelId"][value="${trip}"])`).first();
      const saved = trip === mine;
      await expect(form.locator("button.heart")).toHaveAttribute("aria-pressed", String(saved));
      await expect(form.locator('input[name="intent"]')).toHaveAttribute("value", saved ? "remove" : "add");
    }
    if (person) {
      await expect(page.locator(".account-menu .account-email")).toContainText(person.email);
      await expect(page.getByTestId("wishlist-count")).toContainText("1");
      // The menu opens and logs out without JavaScript.
      await page.getByTestId("account-menu").locator("summary").click();
      await expect(page.getByTestId("logout-button")).toBeVisible();
    } else {
      await expect(page.getByTestId("login-link")).toBeVisible();
      await expect(page.getByTestId("wishlist-count")).toHaveCount(0);
    }
    await context.close();
  }
});
