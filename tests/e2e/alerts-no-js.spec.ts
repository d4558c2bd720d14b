/**
 * The alert's links without JavaScript, on the German site: the unsubscribe page is
 * a plain form (POST, then 303 back to the page, which says it is done), and a broken link
 * explains itself with a 400.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { latestMailTo } from "../support/inbox";
import { changeTourPrice, followedTour, runScheduled } from "../support/local-d1";

const port = new URL(baseUrlOf("de")).port;
const de = JSON.parse(readFileSync(new URL("../../locales/alerts/de.json", import.meta.url), "utf8")).alerts.unsubscribe;

test("without JavaScript: the German alert's unsubscribe link asks, then stops the alerts", async ({ page }) => {
  test.setTimeout(90_000);
  const { tour, email, active } = await followedTour("de", "de");
  await changeTourPrice(tour.code, Math.round((tour.price_eur * 0.85) / 100) * 100);
  await runScheduled(port);
  const mail = await latestMailTo(inboxUrl, email, { timeout: 15_000 });
  expect(mail.subject).toMatch(/^Preis gesunken: /);
  const unsubscribeLink = mail.text.match(/http:\/\/de\.localhost:\d+\/notify\/unsubscribe\?token=\S+/)![0];

  await page.goto(unsubscribeLink);
  await expect(page.getByText(de.confirm.replace("{{title}}", tour.title))).toBeVisible();
  expect(await active()).toBe(1);
  await page.getByRole("button", { name: de.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.doneTitle);
  expect(page.url()).toBe(unsubscribeLink);
  expect(await active()).toBe(0);

  const broken = await page.goto(`${baseUrlOf("de")}/notify/unsubscribe?token=${encodeURIComponent(unsubscribeLink.slice(-20))}`);
  expect(broken?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(de.invalid);
});
