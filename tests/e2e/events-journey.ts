import { axe } from "./axe";
import { expect, type Page } from "./fixtures";
import { readFileSync } from "node:fs";
import { baseUrlOf } from "../../playwright.config";

/** The Italian site's events texts (locales/events), read from disk like the other catalogues. */
export const eventsIt = JSON.parse(readFileSync(new URL("../../locales/events/it.json", import.meta.url), "utf8")).events;

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Every listed card is under way at the weekend: it starts on a Saturday or a Sunday, or on the
 * Friday before and runs into Saturday (the list keeps events that have not ended by then).
 * Polled: after an in-place navigation the address changes a moment before React shows its list.
 */
export async function expectWeekendCards(page: Page) {
  await expect
    .poll(async () => {
      const days = await page.locator(".event-card time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime") ?? ""));
      return days.length > 0 ? days.filter((day) => ![5, 6, 0].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) : ["no card"];
    })
    .toEqual([]);
}

/** Opens the first card, checks the event page (axe where scripts run), and downloads its .ics. */
export async function openFirstAndDownload(page: Page, { axe }: { axe: boolean }) {
  const title = (await page.locator(".event-card h2 a").first().textContent()) ?? "";
  await page.locator(".event-card h2 a").first().click();
  await expect(page.locator("h1")).toHaveText(title);
  await expect(page.getByRole("link", { name: eventsIt.detail.map })).toHaveAttribute("href", /openstreetmap\.org/);
  if (axe) await expectNoAxeViolations(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: eventsIt.detail.calendar }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const body = readFileSync((await download.path())!, "utf8");
  expect(body).toContain("BEGIN:VCALENDAR");
  expect(body.replace(/\r\n /g, "")).toContain(`SUMMARY:${title.replace(/,/g, "\\,")}`);
}

export const eventsUrl = () => `${baseUrlOf("it")}/eventi`;
