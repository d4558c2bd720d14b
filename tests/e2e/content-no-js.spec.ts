import { test } from "./fixtures";
import { faqOpensByKeyboard, legalTocJumps } from "./content-journeys";

// The same journeys with JavaScript off: <details> and in-page links need none.
test("the FAQ accordion opens and closes by keyboard without JavaScript", async ({ page }) => {
  await faqOpensByKeyboard(page);
});

test("the legal table of contents jumps to its sections without JavaScript", async ({ page }) => {
  await legalTocJumps(page);
});
