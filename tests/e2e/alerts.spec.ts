/**
 * Honest alerts end to end on the running site: someone follows a tour's price, the
 * price is lowered with the ops command, the scheduled job runs, the alert arrives in the local
 * inbox in the site's language, its link opens the tour with the struck-through price, and its
 * unsubscribe link stops the alerts without signing in (with JavaScript; the no-JS twin is
 * alerts-no-js.spec.ts). Subscriptions are written as rows: the notify-me form is tested apart.
 */
import { axe } from "./axe";
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { latestMailTo } from "../support/inbox";
import { changeTourPrice, followedTour, runScheduled } from "../support/local-d1";
import { hydrated } from "./hydrated";

const port = new URL(baseUrlOf("it")).port;
const texts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/alerts/${language}.json`, import.meta.url), "utf8")).alerts.unsubscribe;

test("a price drop reaches the inbox in Italian; its links open the tour and stop the alerts", async ({ page }) => {
  test.setTimeout(90_000);
  const { tour, email, active, sent } = await followedTour("it", "it");
  const lowered = Math.round((tour.price_eur * 0.9) / 100) * 100;
  expect(await changeTourPrice(tour.code, lowered)).toContain("shown as");
  await runScheduled(port);
  const mail = await latestMailTo(inboxUrl, email, { timeout: 15_000 });
  expect(mail.subject).toBe(`Prezzo in calo: ${tour.title} ora a ${(lowered / 100).toLocaleString("de-DE")} €`);
  const [tourLink, unsubscribeLink] = mail.text.match(/http:\/\/\S+/g)!;
  expect(tourLink).toBe(`${baseUrlOf("it")}/viaggi/${tourLink!.split("/")[4]}/${tour.id}`);

  await page.goto(tourLink!);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(tour.title);
  const was = page.locator(".tour-prices s");
  await expect(was).toHaveText(`${(tour.price_eur / 100).toLocaleString("de-DE")} €`);
  await expect(was).toHaveAttribute("title", "Prezzo più basso dei 30 giorni precedenti");

  // A second run sends nothing new: its outbox, which every alert leaves through, still holds one sent e-mail.
  expect(await sent()).toBe(1);
  await runScheduled(port);
  expect(await sent()).toBe(1);

  const it = texts("it");
  await page.goto(unsubscribeLink!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(it.title);
  await hydrated(page);
  expect((await axe(page).include("main").analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(await active()).toBe(1);
  await page.getByRole("button", { name: it.submit }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(it.done.replace("{{title}}", tour.title));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(it.doneTitle);
  expect(await active()).toBe(0);
});
