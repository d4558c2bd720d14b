/**
 * Bean bars and talk to us with JavaScript: a bar closes at once and stays
 * closed on the next page, scrolling past it is reported once, the talk-to-us modal opens in
 * place from the header and is a keyboard dialog; axe finds nothing on either, including the
 * server-rendered states the no-JavaScript journeys (beans-no-js.spec.ts) see.
 */
import { axe } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { readFileSync } from "node:fs";
import { catalogues as shell } from "./messages";
import { animationsDone, browserIdle } from "./hydrated";

// The shell's catalogue plus this feature's (read from disk, as messages.ts does).
const read = (path: string) => JSON.parse(readFileSync(new URL(`../../locales/${path}.json`, import.meta.url), "utf8"));
const catalogues = Object.fromEntries(
  (Object.keys(shell) as (keyof typeof shell)[]).map((language) => [
    language,
    { ...shell[language], ...read(`beans/${language}`), ...read(`talk-to-us/${language}`) },
  ]),
) as Record<keyof typeof shell, (typeof shell)["en-US"] & { beans: { close: string }; talkToUs: { title: string } }>;

type Entry = Record<string, unknown>;
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).map((e) => ({ ...e })));

async function axeClean(page: Page, selector: string) {
  await animationsDone(page);
  const { violations } = await axe(page).include(selector).analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

// On the Italian site; the Spanish one goes through the same without JavaScript.
{
  const [tenant, searchPath] = ["it", "/cerca"] as const;
  test(`${tenant}: a bean bar closes at once, in place, and stays closed on the next page`, async ({ page, context }) => {
    // No routes in this test: while any is on, Chromium never ends a fetch whose 303 is not
    // followed (redirect: "manual"), the way the bar posts its close.
    await context.unrouteAll();
    const errors = watchErrors(page);
    await page.goto(`${baseUrlOf(tenant)}${searchPath}`);
    const bar = page.locator(".bean-bar").first();
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    // A bar is at most 13rem tall (16 px each).
    expect(box.height).toBeLessThanOrEqual(13 * 16);
    await axeClean(page, ".bean-bars");
    // A marker on the window tells an in-place close from a page load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const posted = page.waitForResponse((response) => response.url().endsWith("/beans/close") && response.request().method() === "POST");
    await bar.getByRole("button", { name: catalogues[tenant === "it" ? "it" : "en-GB"].beans.close }).click();
    await expect(bar).toBeHidden();
    await expect(page.locator("#main")).toBeFocused();
    expect((await posted).status()).toBe(303);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect((await context.cookies()).find((cookie) => cookie.name === "caravan_beans")?.value).toMatch(/^[a-z0-9-]+$/);
    await page.reload();
    await expect(page.locator("main")).toBeVisible();
    await expect(page.locator(".bean-bar")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("scrolling past a bean bar is reported once", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.goto(`${baseUrlOf("it")}/cerca`);
  const bar = page.locator(".bean-bar").first();
  await expect(bar).toBeVisible();
  const id = await bar.getAttribute("data-bean");
  const reported = async () => (await dataLayer(page)).filter((entry) => entry.event === "beanBarScrolledPast");
  await browserIdle(page);
  expect(await reported()).toEqual([]);
  for (const y of [1200, 0, 1400]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await browserIdle(page);
  }
  await expect.poll(async () => (await reported()).length).toBe(1);
  expect((await reported())[0]).toMatchObject({ beanId: id, pageType: "SERP" });
});

{
  const [tenant, language, faqs] = ["it", "it", "/domande-frequenti"] as const;
  test(`${tenant}: talk to us opens from the header as a keyboard dialog with the contacts blocks`, async ({ page }) => {
    const errors = watchErrors(page);
    const texts = catalogues[language];
    await page.goto(`${baseUrlOf(tenant)}${faqs}`);
    await page.locator("header .talk-to-us-link").click();
    const dialog = page.getByRole("dialog", { name: texts.talkToUs.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\?modal=talk-to-us$/);
    await expect(dialog.locator(".contact-book").first()).toBeVisible();
    await expect(dialog.locator('a.contact-action[href^="tel:"]').first()).toBeVisible();
    await expect(dialog).toBeFocused();
    await axeClean(page, '[data-modal="talk-to-us"]');
    // Focus stays inside while tabbing.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${faqs}$`));
    expect(errors).toEqual([]);
  });
}

test("the server-rendered talk-to-us modal and a bean bar are axe clean (the no-JavaScript state)", async ({ page }) => {
  await page.goto(`${baseUrlOf("es")}/preguntas-frecuentes?modal=talk-to-us`);
  await expect(page.getByRole("dialog")).toBeVisible();
  await axeClean(page, '[data-modal="talk-to-us"]');
  await axeClean(page, ".bean-bars");
});

test("a site whose flag is off has no talk to us (de)", async ({ page }) => {
  await page.goto(`${baseUrlOf("de")}/haeufige-fragen?modal=talk-to-us`);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator(".talk-to-us-link")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
