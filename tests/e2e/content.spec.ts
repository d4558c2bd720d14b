import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { routeTable } from "./messages";
import { faqOpensByKeyboard, legalTocJumps } from "./content-journeys";

test("the FAQ accordion opens and closes by keyboard", async ({ page }) => {
  await faqOpensByKeyboard(page);
});

test("the legal table of contents jumps to its sections", async ({ page }) => {
  await legalTocJumps(page);
});

test("a legal page and the FAQ (answers open) have no axe violations", async ({ page }) => {
  for (const key of ["legal-privacy-policy", "faqs"] as const) {
    await page.goto(`${baseUrlOf("fr")}${routeTable[key]!["fr-FR"]}`);
    await page.locator("details.faq-item").evaluateAll((items) => {
      for (const item of items) item.setAttribute("open", "");
    });
    const { violations } = await axe(page).analyze();
    expect(violations.map((v) => `${key}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
