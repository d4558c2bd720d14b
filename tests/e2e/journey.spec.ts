/**
 * The wishlist, notify-me alerts and the account modals in one visit, with JavaScript, on the UK
 * site (pounds): a guest taps a heart on the search page, signs up inside the wishlist modal with
 * the code from the local inbox, finds the trip on the wishlist page, asks to be told about a price
 * drop on one of its departures, the price is lowered with the ops command, the scheduled job runs,
 * and the alert in the inbox links back to the departure, now with its struck-through price.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { changeTourPrice, d1Query, firstClaimedCard, priceBelowEveryEarlier, runScheduled } from "../support/local-d1";
import { catalogues, routeTable } from "./messages";
import { hydrated } from "./hydrated";

test("uk: save a trip as a guest, follow a departure's price, get the alert and follow it", async ({ page }) => {
  test.setTimeout(120_000);
  const t = catalogues["en-GB"];
  const base = baseUrlOf("uk");
  const email = `journey.${Date.now()}@example.com`;

  // A heart on the search page: a guest is asked for their e-mail in the wishlist modal.
  await page.goto(`${base}${routeTable.search!["en-WE"]}`);
  await hydrated(page);
  // A confirmed trip no other test of the run changes prices on (its price drop is this test's news alone).
  const card = await firstClaimedCard(page.locator(".cards .travel-card").filter({ has: page.locator(".card-status .status-confirmed") }));
  const title = (await card.locator(".card-title").textContent())!.trim();
  const travelId = Number(await card.getAttribute("data-travel-id"));
  await card.getByRole("button", { name: t.wishlist.heart.save.replace("{{title}}", title) }).click();
  const dialog = page.getByRole("dialog", { name: t.modals.wishlist.title });
  // The heart's post and the modal's page, one after the other: slower than one step on a loaded machine.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel(t.account.signIn.email).fill(email);
  await dialog.getByRole("button", { name: t.account.signIn.continue }).click();
  await dialog.getByLabel(t.account.signIn.marketingNo).check();
  await dialog.getByRole("button", { name: t.account.signIn.continue }).click();
  await expect(dialog.getByRole("heading", { name: t.account.signIn.codeTitle })).toBeVisible();
  await dialog.getByLabel(t.account.signIn.digit.replace("{{n}}", "1")).pressSequentially(codeIn(await latestMailTo(inboxUrl, email)));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: t.wishlist.toast.added })).toBeVisible();
  await expect(card.getByRole("button", { name: t.wishlist.heart.remove.replace("{{title}}", title) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The wishlist page lists it; the header heart is current there.
  await page.getByTestId("wishlist-link").click();
  await expect(page).toHaveURL(`${base}${routeTable.wishlist!["en-WE"]}`);
  await expect(page.getByTestId("wishlist-link")).toHaveAttribute("aria-current", "page");
  const saved = page.locator(`.travel-card[data-travel-id="${travelId}"]`);
  await expect(saved.locator(".card-title")).toHaveText(title);

  // Its trip page: ask to be told about a price drop on a confirmed departure.
  await saved.locator(".card-title a").click();
  await hydrated(page);
  const row = page.locator(".departure[data-status=CONFIRMED]").first();
  const tourId = Number(await row.getAttribute("data-tour-id"));
  await row.locator("a.notify-me-entry").click();
  const notify = page.getByRole("dialog", { name: t.modals.notifyMe.title });
  await notify.getByLabel(t.modals.notifyMe.phone).fill("+44 7700 900123");
  await notify.getByRole("button", { name: t.modals.notifyMe.submit }).click();
  await expect(notify.getByText(t.modals.notifyMe.doneTitle)).toBeVisible();
  const [subscription] = await d1Query<{ currency: string; price_seen: number; phone: string }>(
    `SELECT s.currency, s.price_seen, s.phone FROM notify_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = '${email}' AND s.tour_id = ${tourId}`,
  );
  const [tour] = await d1Query<{ code: string; price_eur: number; price_gbp: number }>(
    `SELECT code, price_eur, price_gbp FROM tours WHERE id = ${tourId}`,
  );
  expect(subscription).toEqual({ currency: "GBP", price_seen: tour!.price_gbp, phone: "+44 7700 900123" });

  // Ops lower the price; the scheduled job tells them, once, in English and in pounds.
  expect(await changeTourPrice(tour!.code, await priceBelowEveryEarlier(tourId, 0.8))).toContain("shown as");
  const [lowered] = await d1Query<{ price_gbp: number; base_price_gbp: number }>(
    `SELECT price_gbp, base_price_gbp FROM tours WHERE id = ${tourId}`,
  );
  expect(lowered!.price_gbp).toBeLessThan(tour!.price_gbp);
  await runScheduled(new URL(base).port);
  const alert = await latestMailTo(inboxUrl, email, { timeout: 15_000, seen: 1 });
  const pounds = (cents: number) => `£${Math.round(cents / 100).toLocaleString("en-GB")}`;
  expect(alert.subject).toBe(`Price drop: ${title} is now ${pounds(lowered!.price_gbp)}`);
  const tourLink = alert.text.match(new RegExp(`${base}/\\S+/${tourId}`))![0];

  // The alert's link opens the departure, with the price they saw struck through.
  await page.goto(tourLink);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  // The struck price is the lowest of the 30 days before today, above today's.
  expect(lowered!.base_price_gbp).toBeGreaterThan(lowered!.price_gbp);
  await expect(page.locator(".tour-prices [data-currency=GBP] s")).toHaveText(pounds(lowered!.base_price_gbp));
  await expect(page.locator(".tour-prices [data-currency=GBP] strong")).toHaveText(pounds(lowered!.price_gbp));

  // The wishlist page lists the alert, on.
  await page.goto(`${base}${routeTable.wishlist!["en-WE"]}`);
  await expect(page.getByRole("heading", { name: t.wishlist.alerts.title })).toBeVisible();
  await expect(page.getByText(t.wishlist.alerts.priceSeen.replace("{{price}}", pounds(tour!.price_gbp)))).toBeVisible();
});
