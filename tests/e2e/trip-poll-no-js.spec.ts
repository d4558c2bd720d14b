/**
 * A wishlist friends vote on, JavaScript off: a person on the German site shares a
 * saved trip with plain forms; friends on the Italian site answer with plain forms and see the
 * best date change; a name taken is refused with the site's message; the owner stops sharing
 * and the link says the poll is closed.
 */
import { expect, test } from "./fixtures";
import { baseUrlOf } from "../../playwright.config";
import { catalogues, routeTable } from "./messages";
import { fill, pollPath, pollTexts, SITES, signUp, tripWithDepartures } from "./trip-poll-support";

test("shared on de, answered by visitors of it without JavaScript: the best date changes, then the link is stopped", async ({
  page,
  browser,
}) => {
  // A journey through a sign-up and four browsers: longer than one page's test.
  test.setTimeout(120_000);
  const owner = SITES.de;
  const friendSite = SITES.it;
  const de = pollTexts("de");
  const it = pollTexts("it");
  const trip = await tripWithDepartures(1, "de");
  const tripPath = routeTable["travels-travel"]![owner.pathLocale]!.replace(":travel", trip.slug);
  const wishlistPath = routeTable.wishlist![owner.pathLocale]!;

  await signUp(page, owner, tripPath, false);
  const wishlist = catalogues.de.wishlist;
  await page
    .getByRole("button", { name: fill(wishlist.heart.save, { title: trip.title }) })
    .first()
    .click();
  await expect(page.locator(".toast-region")).toHaveText(wishlist.toast.added);

  await page.goto(`${baseUrlOf(owner.tenant)}${wishlistPath}`);
  await page.getByRole("button", { name: fill(de.share.buttonLabel, { title: trip.title }) }).click();
  await expect(page).toHaveURL(`${baseUrlOf(owner.tenant)}${wishlistPath}?toast=pollShared#shared-polls`);
  await expect(page.locator(".toast-region")).toHaveText(wishlist.toast.pollShared);
  const link = await page.getByLabel(fill(de.share.linkLabel, { title: trip.title })).inputValue();
  const token = link.split("/").pop()!;

  const contexts: Array<Awaited<ReturnType<typeof browser.newContext>>> = [];
  const answer = async (name: string, pick: (ids: string[]) => string[]) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    contexts.push(context);
    const friend = await context.newPage();
    await friend.goto(`${baseUrlOf(friendSite.tenant)}${pollPath(owner.pathLocale, token)}`);
    await expect(friend).toHaveURL(`${baseUrlOf(friendSite.tenant)}${pollPath(friendSite.pathLocale, token)}`);
    const ids = await friend
      .locator('.poll-departure:not([data-status="SOLD_OUT"])')
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-tour-id")!));
    for (const id of pick(ids)) await friend.locator(`#poll-tour-${id}`).check();
    await friend.getByLabel(it.page.nameLabel).fill(name);
    await friend.getByRole("button", { name: it.page.submit }).click();
    return { friend, ids };
  };

  const giulia = await answer("Giulia", (ids) => [ids[0]!]);
  await expect(giulia.friend).toHaveURL(`${baseUrlOf(friendSite.tenant)}${pollPath(friendSite.pathLocale, token)}?saved=1`);
  await expect(giulia.friend.getByRole("status").filter({ hasText: it.page.saved })).toBeVisible();
  const [first, second] = giulia.ids;
  await expect(giulia.friend.locator(".poll-best [data-best-tour]")).toHaveAttribute("data-best-tour", first!);

  // Another browser cannot answer as Giulia: the site's message, what was ticked kept.
  const impostor = await answer("giulia", () => [second!]);
  await expect(impostor.friend.locator("#poll-name-error")).toHaveText(it.errors.nameTaken);
  await expect(impostor.friend.locator(`#poll-tour-${second}`)).toBeChecked();
  await impostor.friend.getByLabel(it.page.nameLabel).fill("Giulia R.");
  await impostor.friend.getByRole("button", { name: it.page.submit }).click();
  await expect(impostor.friend.getByRole("status").filter({ hasText: it.page.saved })).toBeVisible();

  const paolo = await answer("Paolo", () => [second!]);
  await expect(paolo.friend.locator(".poll-best [data-best-tour]")).toHaveAttribute("data-best-tour", second!);
  await expect(paolo.friend.locator(`.poll-departure[data-tour-id="${second}"] .poll-names`)).toHaveText(
    fill(it.page.canMake, { names: "Giulia R., Paolo" }),
  );

  // The owner stops sharing: the link now says the poll is closed, on every site.
  await page.goto(`${baseUrlOf(owner.tenant)}${wishlistPath}`);
  await page.getByRole("button", { name: fill(de.share.revokeLabel, { title: trip.title }) }).click();
  await expect(page.locator(".toast-region")).toHaveText(wishlist.toast.pollRevoked);
  await expect(page.locator(`.shared-poll[data-travel-id="${trip.id}"]`)).toHaveCount(0);
  const closed = await paolo.friend.goto(`${baseUrlOf(friendSite.tenant)}${pollPath(friendSite.pathLocale, token)}`);
  expect(closed?.status()).toBe(410);
  await expect(paolo.friend.locator("h1")).toHaveText(it.closed.revokedTitle);
  for (const context of contexts) await context.close();
});
