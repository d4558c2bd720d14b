import { expect, type Page } from "./fixtures";
import { routeTable } from "./messages";
import { baseUrlOf } from "../../playwright.config";

/**
 * Custom page journeys run with JavaScript on (content.spec.ts) and off (content-no-js.spec.ts).
 * They read whatever content is published (tenants/content), so they name no page text.
 */
export async function faqOpensByKeyboard(page: Page) {
  await page.goto(`${baseUrlOf("it")}${routeTable.faqs!["it-IT"]}`);
  const item = page.locator("details.faq-item").first();
  const answer = item.locator(".faq-answer");
  await expect(answer).toBeHidden();
  await item.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(item).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Space");
  await expect(answer).toBeHidden();
  // The questions are grouped under GENERAL, ITINERARY and DESTINATION headings.
  await expect(page.locator(".faq-category")).toHaveCount(3);
}

export async function legalTocJumps(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${baseUrlOf("de")}${routeTable["legal-privacy-policy"]!["de-DE"]}`);
  const links = page.locator(".legal-toc a");
  expect(await links.count()).toBeGreaterThan(1);
  const last = links.last();
  const target = (await last.getAttribute("href"))!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();
}
