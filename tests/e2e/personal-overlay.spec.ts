/**
 * With JavaScript: two signed-in people and a visitor take turns on one shared copy of the
 * search page. Each page comes from the copy (X-Edge-Cache: HIT), hydrates without a mismatch
 * (React reports one as an error on the window), and shows its own person's hearts, count and
 * account menu from the first paint to after hydration; a client navigation keeps them.
 */
import { expect, test, type Page } from "./fixtures";
import { hydrated } from "./hydrated";
import { contextOf, pageUrl, save, signedIn, tripsOn, type Person } from "./personal-overlay-support";

const SEARCH = "/search";

/** The hearts pressed on the page, by trip, and the header's saved count and account e-mail. */
async function shown(page: Page) {
  return page.evaluate(() => ({
    saved: [...document.querySelectorAll("form.heart-form")]
      .filter((form) => form.querySelector("button.heart")?.getAttribute("aria-pressed") === "true")
      .map((form) => Number(form.querySelector<HTMLInputElement>('input[name="travelId"]')?.value))
      .sort((a, b) => a - b),
    count: document.querySelector('[data-testid="wishlist-count"]')?.firstChild?.textContent ?? null,
    email: /\S+@\S+/.exec(document.querySelector(".account-menu .account-email")?.textContent ?? "")?.[0] ?? null,
    loginLink: document.querySelector('[data-testid="login-link"]') !== null,
  }));
}

test("two people and a visitor alternate on one copy of the search page, each seeing only their own state, hydrated without a mismatch", async ({
  browser,
  request,
}) => {
  const trips = await tripsOn(request, SEARCH);
  expect(trips.length).toBeGreaterThanOrEqual(3);
  const ann = await signedIn(request, "ann");
  const bob = await signedIn(request, "bob");
  await save(request, ann, trips[0]!);
  await save(request, bob, trips[1]!);
  await save(request, bob, trips[2]!);
  const expected = new Map<Person | null, { saved: number[]; count: string | null; email: string | null }>([
    [ann, { saved: [trips[0]!], count: "1", email: ann.email }],
    [bob, { saved: [trips[1]!, trips[2]!].sort((a, b) => a - b), count: "2", email: bob.email }],
    [null, { saved: [], count: null, email: null }],
  ]);
  for (const person of [ann, bob, null, ann, null, bob]) {
    const context = await contextOf(browser, person, true);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|did not match|#418|#423|#425/i.test(message.text())) errors.push(message.text());
    });
    const response = await page.goto(pageUrl(SEARCH));
    expect(response?.headers()["x-edge-cache"]).toBe("HIT");
    const want = expected.get(person)!;
    // The first paint, before any script ran, is already theirs.
    const before = await shown(page);
    expect(before).toMatchObject(want);
    await hydrated(page);
    expect(await shown(page)).toMatchObject(want);
    if (person) await expect(page.getByTestId("account-menu")).toBeVisible();
    else await expect(page.getByTestId("login-link")).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("a signed-in person's hearts stay theirs through a client navigation and a heart pressed on the copy", async ({
  browser,
  request,
}) => {
  const trips = await tripsOn(request, SEARCH);
  const ann = await signedIn(request, "nav");
  await save(request, ann, trips[0]!);
  const context = await contextOf(browser, ann, true);
  const page = await context.newPage();
  const response = await page.goto(pageUrl(SEARCH));
  expect(response?.headers()["x-edge-cache"]).toBe("HIT");
  await hydrated(page);
  // A heart pressed on the copy's page is saved in place and counted.
  const second = page.locator(`form.heart-form:has(input[name="travelId"][value="${trips[1]}"]) button.heart`).first();
  await second.click();
  await expect(second).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("wishlist-count")).toContainText("2");
  // A client navigation to another page (its data asked for with the root's, for her).
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.locator("header a.logo").click();
  await expect(page).toHaveURL(pageUrl("/"));
  await expect(page.getByTestId("wishlist-count")).toContainText("2");
  await expect(page.getByTestId("account-menu")).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await context.close();
});
