/**
 * The wishlist, notify-me alerts and the account modals end to end without JavaScript, on the
 * Spanish site: every step is a plain form post and a page. A guest's heart leads to the wishlist
 * modal's steps (the code typed from the local inbox), the trip is on the wishlist page, a
 * notify-me form asks for price drops, the ops command lowers the price, the scheduled job sends
 * the alert in Spanish and in euros, and its link opens the departure.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { changeTourPrice, d1Query, firstClaimedCard, priceBelowEveryEarlier, runScheduled } from "../support/local-d1";
import { catalogues, routeTable } from "./messages";

test("es without JavaScript: save a trip as a guest, follow a departure's price, get the alert and follow it", async ({ page }) => {
  test.setTimeout(120_000);
  const t = catalogues.es;
  const base = baseUrlOf("es");
  const email = `viaje.${Date.now()}@example.com`;
  const euros = (cents: number) => `${Math.round(cents / 100).toLocaleString("de-DE")} €`;

  await page.goto(`${base}${routeTable.search!["es-ES"]}`);
  // A confirmed trip no other test of the run changes prices on (its price drop is this test's news alone).
  const card = await firstClaimedCard(page.locator(".cards .travel-card").filter({ has: page.locator(".card-status .status-confirmed") }));
  const title = (await card.locator(".card-title").textContent())!.trim();
  const travelId = Number(await card.getAttribute("data-travel-id"));
  await card.getByRole("button", { name: t.wishlist.heart.save.replace("{{title}}", title) }).click();
  await expect(page).toHaveURL(new RegExp(`modal=wishlist&type=travel-${travelId}`));
  const dialog = page.getByRole("dialog", { name: t.modals.wishlist.title });
  await dialog.getByLabel(t.account.signIn.email).fill(email);
  await dialog.getByRole("button", { name: t.account.signIn.continue }).click();
  await page.getByLabel(t.account.signIn.marketingYes).check();
  await page.getByLabel(t.account.signIn.taxCode).fill("12345678Z");
  await page.getByRole("button", { name: t.account.signIn.continue }).click();
  await page.getByLabel(t.account.signIn.code, { exact: true }).fill(codeIn(await latestMailTo(inboxUrl, email)));
  await page.getByRole("button", { name: t.account.signIn.verify }).click();
  await expect(page).toHaveURL(/toast=added/);
  await expect(page.getByRole("status").filter({ hasText: t.wishlist.toast.added })).toBeVisible();
  await expect(page.locator(`.travel-card[data-travel-id="${travelId}"] button.heart`)).toHaveAttribute("aria-pressed", "true");

  await page.goto(`${base}${routeTable.wishlist!["es-ES"]}`);
  const saved = page.locator(`.travel-card[data-travel-id="${travelId}"]`);
  await expect(saved.locator(".card-title")).toHaveText(title);
  await saved.locator(".card-title a").click();
  const row = page.locator(".departure[data-status=CONFIRMED]").first();
  const tourId = Number(await row.getAttribute("data-tour-id"));
  await row.locator("a.notify-me-entry").click();
  const notify = page.getByRole("dialog", { name: t.modals.notifyMe.title });
  await notify.getByRole("button", { name: t.modals.notifyMe.submit }).click();
  await expect(page.getByText(t.modals.notifyMe.doneTitle)).toBeVisible();

  const [tour] = await d1Query<{ code: string; price_eur: number }>(`SELECT code, price_eur FROM tours WHERE id = ${tourId}`);
  const [subscription] = await d1Query<{ currency: string; price_seen: number; site: string }>(
    `SELECT s.currency, s.price_seen, s.site FROM notify_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = '${email}' AND s.tour_id = ${tourId}`,
  );
  expect(subscription).toEqual({ currency: "EUR", price_seen: tour!.price_eur, site: "es" });
  const lowered = await priceBelowEveryEarlier(tourId, 0.85);
  expect(await changeTourPrice(tour!.code, lowered)).toContain("shown as");
  await runScheduled(new URL(base).port);
  const alert = await latestMailTo(inboxUrl, email, { timeout: 15_000, seen: 1 });
  expect(alert.subject).toBe(`Bajada de precio: ${title} ahora a ${euros(lowered)}`);
  const tourLink = alert.text.match(new RegExp(`${base}/\\S+/${tourId}`))![0];
  await page.goto(tourLink);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.locator(".tour-prices [data-currency=EUR] strong")).toHaveText(euros(lowered));
  await expect(page.locator(".tour-prices [data-currency=EUR] s")).toBeVisible();
});
