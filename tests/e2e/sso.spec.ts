/**
 * One account across the sites in the browser, JavaScript on: a guest signs in through the
 * wishlist modal on the Italian site, then Log in on the Spanish and German sites signs them in
 * through redirects alone (one e-mail in all), and the German wishlist holds the trip saved on
 * the Italian site; logging out on one site signs the other two out on their next request.
 */
import { expect, test, type Page } from "./fixtures";
import { accountsUrl, baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo, mailsTo } from "../support/inbox";
import { catalogues, routeTable } from "./messages";
import { firstTrip, hydrated, modals } from "./modals-support";

/** Log in from the site's header: through the provider and back, no page asks anything. */
async function logInFromHeader(page: Page, tenant: string) {
  await page.goto(`${baseUrlOf(tenant)}/`);
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(`${baseUrlOf(tenant)}/`);
  await expect(page.getByTestId("account-menu")).toBeVisible();
}

test("signed in through the wishlist modal on it, Log in on es and de signs the person in without a code; a logout on de ends all three", async ({
  page,
  context,
}) => {
  // A sign-up, two sign-ins and a logout over three sites and three pages: on a busy 2-core
  // machine it takes about 30 s, the default limit.
  test.setTimeout(90_000);
  const it = catalogues.it.account.signIn;
  const m = modals("it");
  const { path, travelId } = await firstTrip(page, "it", "/viaggi");
  await page.goto(`${baseUrlOf("it")}${path}?modal=wishlist&type=travel-${travelId}`);
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: m.wishlist.title });
  const email = `sso.${Date.now()}@example.com`;
  await dialog.getByLabel(it.email).fill(email);
  await dialog.getByRole("button", { name: it.continue }).click();
  await expect(dialog.getByRole("heading", { name: it.newUserTitle })).toBeVisible();
  await dialog.getByLabel(it.marketingNo).check();
  await dialog.getByLabel(it.taxCode).fill("RSSMRA85T10A562S");
  await dialog.getByRole("button", { name: it.continue }).click();
  await expect(dialog.getByRole("heading", { name: it.codeTitle })).toBeVisible();
  const code = codeIn(await latestMailTo(inboxUrl, email));
  const hops: string[] = [];
  page.on("request", (request) => request.isNavigationRequest() && hops.push(new URL(request.url()).host));
  await dialog.getByLabel(it.digit.replace("{{n}}", "1")).pressSequentially(code);
  // Saved and signed in, back on the trip, after one pass through the provider.
  await expect(page.getByRole("status").filter({ hasText: catalogues.it.wishlist.toast.added })).toBeVisible();
  await expect(page.getByTestId("account-menu")).toBeVisible();
  expect(hops).toContain(new URL(accountsUrl).host);
  expect((await context.cookies(accountsUrl)).map((c) => c.name)).toContain("caravan_accounts");

  await logInFromHeader(page, "es");
  await logInFromHeader(page, "de");
  expect(await mailsTo(inboxUrl, email)).toHaveLength(1);
  // One wishlist for the person: the trip saved on it is on de's wishlist, in German and euros.
  await page.goto(`${baseUrlOf("de")}${routeTable.wishlist!["de-DE"]}`);
  const saved = page.locator("li", { has: page.locator(`[data-remove-travel="${travelId}"]`) });
  await expect(saved).toHaveCount(1);
  await expect(saved.locator(".card-title a")).toHaveAttribute("href", /^\/reiseziele\//);
  await expect(saved).toContainText("€");

  // Three signed-in pages; the logout on de ends the other two on their next request.
  const itPage = await context.newPage();
  await itPage.goto(`${baseUrlOf("it")}${path}`);
  await expect(itPage.getByTestId("account-menu")).toBeVisible();
  const esPage = await context.newPage();
  await esPage.goto(`${baseUrlOf("es")}/`);
  await expect(esPage.getByTestId("account-menu")).toBeVisible();
  await page.getByTestId("account-menu").locator("summary").click();
  await page.getByTestId("logout-button").click();
  await expect(page).toHaveURL(`${baseUrlOf("de")}/`);
  await expect(page.getByTestId("login-link")).toBeVisible();
  for (const other of [itPage, esPage]) {
    await other.reload();
    await expect(other.getByTestId("login-link")).toBeVisible();
    await expect(other.getByTestId("account-menu")).toHaveCount(0);
  }
  // And at the provider: Log in on es now asks who it is.
  await esPage.getByTestId("login-link").click();
  await expect(esPage).toHaveURL(new RegExp(`^${accountsUrl}/oidc/sign-in`));
});
