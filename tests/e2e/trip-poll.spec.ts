/**
 * A wishlist friends vote on, JavaScript on: a person on the Italian site shares a
 * saved trip; friends open the link on the German site, with no account, tick the dates they
 * can make and watch the best date change, in place; the owner sees how many answered.
 */
import { axe } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues, routeTable } from "./messages";
import { fill, pollPath, pollTexts, SITES, signUp, tripWithDepartures } from "./trip-poll-support";
import { animationsDone, hydrated } from "./hydrated";

async function axeClean(page: Page) {
  await animationsDone(page);
  const results = await axe(page).include("main").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

test("shared on it, answered by visitors of de: the best date follows the answers, in place", async ({ page, browser }) => {
  // A journey through a sign-up and four browsers: longer than one page's test.
  test.setTimeout(120_000);
  const owner = SITES.it;
  const friendSite = SITES.de;
  const it = pollTexts("it");
  const de = pollTexts("de");
  const trip = await tripWithDepartures(0, "it");
  const tripPath = routeTable["travels-travel"]![owner.pathLocale]!.replace(":travel", trip.slug);

  await signUp(page, owner, tripPath, true);
  await hydrated(page);
  const wishlist = catalogues.it.wishlist;
  await page
    .getByRole("button", { name: fill(wishlist.heart.save, { title: trip.title }) })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: wishlist.toast.added })).toBeVisible();

  await page.goto(`${baseUrlOf(owner.tenant)}${routeTable.wishlist![owner.pathLocale]}`);
  await hydrated(page);
  await page.getByRole("button", { name: fill(it.share.buttonLabel, { title: trip.title }) }).click();
  await expect(page.getByRole("status").filter({ hasText: wishlist.toast.pollShared })).toBeVisible();
  const link = await page.getByLabel(fill(it.share.linkLabel, { title: trip.title })).inputValue();
  expect(link).toMatch(new RegExp(`^${baseUrlOf(owner.tenant)}/preferiti/sondaggio/[A-Za-z0-9_-]{43}$`));
  const token = link.split("/").pop()!;
  await axeClean(page);

  // Friends: other browsers, on the German site, with the Italian link's token.
  const answer = async (name: string, pick: (ids: string[]) => string[]) => {
    const context = await browser.newContext();
    const friend = await context.newPage();
    await friend.goto(`${baseUrlOf(friendSite.tenant)}${pollPath(owner.pathLocale, token)}`);
    await expect(friend).toHaveURL(`${baseUrlOf(friendSite.tenant)}${pollPath(friendSite.pathLocale, token)}`);
    await hydrated(friend);
    await friend.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const ids = await friend
      .locator('.poll-departure:not([data-status="SOLD_OUT"])')
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-tour-id")!));
    for (const id of pick(ids)) await friend.locator(`#poll-tour-${id}`).check();
    await friend.getByLabel(de.page.nameLabel).fill(name);
    await friend.getByRole("button", { name: de.page.submit }).click();
    await expect(friend.getByRole("status").filter({ hasText: de.page.saved })).toBeVisible();
    // Saved without a reload, and the button now offers to change the answer.
    expect(await friend.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(friend.getByRole("button", { name: de.page.update })).toBeVisible();
    return { friend, context, ids };
  };

  const jonas = await answer("Jonas", (ids) => [ids[0]!]);
  const [first, second] = jonas.ids;
  const best = jonas.friend.locator(".poll-best [data-best-tour]");
  await expect(best).toHaveAttribute("data-best-tour", first!);
  // The German site speaks German about the same trip.
  await expect(jonas.friend.locator("h1")).toHaveText(fill(de.page.heading, { title: (await tripWithDepartures(0, "de")).title }));
  await expect(jonas.friend.locator(`.poll-departure[data-tour-id="${first}"] .poll-names`)).toHaveText(
    fill(de.page.canMake, { names: "Jonas" }),
  );
  await axeClean(jonas.friend);

  const lena = await answer("Lena", () => [second!]);
  const mia = await answer("Mia", () => [second!]);
  await expect(mia.friend.locator(".poll-best [data-best-tour]")).toHaveAttribute("data-best-tour", second!);
  await expect(mia.friend.locator(".poll-best")).toContainText(fill(de.page.bestVotes, { votes: 2, count: 3 }));
  await expect(mia.friend.locator(`.poll-departure[data-tour-id="${second}"] .poll-names`)).toHaveText(
    fill(de.page.canMake, { names: "Lena, Mia" }),
  );

  // Jonas changes his mind in the same browser: his answer is updated, not doubled.
  await jonas.friend.reload();
  await hydrated(jonas.friend);
  await jonas.friend.locator(`#poll-tour-${second}`).check();
  await jonas.friend.locator(`#poll-tour-${first}`).uncheck();
  await jonas.friend.getByRole("button", { name: de.page.update }).click();
  await expect(jonas.friend.locator(`.poll-departure[data-tour-id="${second}"] .poll-names`)).toHaveText(
    fill(de.page.canMake, { names: "Jonas, Lena, Mia" }),
  );
  await expect(jonas.friend.locator(`.poll-departure[data-tour-id="${first}"] .poll-names`)).toHaveText(de.page.nobody);
  await expect(jonas.friend.locator(".poll-friend-list li")).toHaveText(["Jonas", "Lena", "Mia"]);

  // The owner's wishlist counts them.
  await page.reload();
  await expect(page.locator(`.shared-poll[data-travel-id="${trip.id}"]`)).toContainText(
    fill(it.share.friends.split("|")[2]!, { count: 3 }),
  );
  for (const f of [jonas, lena, mia]) await f.context.close();
});
