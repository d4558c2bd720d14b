/**
 * Two signed-in people and a visitor on one shared copy of a page (the Worker's overlay,
 * workers/http/personal-overlay.ts), for the specs with JavaScript on and off. People are made
 * through the JSON sign-in API from Node, which cannot resolve `*.localhost` (Chromium can):
 * requests go to the loopback address with the site's Host, and the session cookie is handed to
 * each person's own browser context.
 */
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import { baseUrlOf, inboxUrl } from "../../playwright.config";
import { codeIn, latestMailTo } from "../support/inbox";
import { expect } from "./fixtures";

export const TENANT = "uk";
const site = new URL(baseUrlOf(TENANT));
const loopback = (path: string) => `http://127.0.0.1:${site.port}${path}`;
const headers = { Host: site.host, Origin: site.origin };

export type Person = { email: string; cookie: { name: string; value: string } };

/** A new person signed in on the site; their session cookie as the site set it. */
export async function signedIn(request: APIRequestContext, label: string): Promise<Person> {
  const email = `overlay.${label}.${Date.now()}@example.com`;
  expect((await request.post(loopback("/auth/generate-otp"), { headers, data: { email, marketingConsent: false } })).status()).toBe(200);
  const code = codeIn(await latestMailTo(inboxUrl, email));
  const done = await request.post(loopback("/auth/complete-otp"), { headers, data: { email, otp: code } });
  expect(done.status()).toBe(200);
  const line = done
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value)
    .find((value) => value.startsWith("caravan_session="))!;
  const [name, ...value] = line.split(";")[0]!.split("=");
  return { email, cookie: { name: name!, value: value.join("=") } };
}

/** Saves a trip (or one of its departures) for the person, as the heart's form posts it. */
export async function save(request: APIRequestContext, person: Person, travelId: number, tourId?: number): Promise<void> {
  const form: Record<string, string> = { intent: "add", travelId: String(travelId), returnTo: "/" };
  if (tourId) form.tourId = String(tourId);
  const response = await request.post(loopback("/wishlist"), {
    headers: { ...headers, Cookie: `${person.cookie.name}=${person.cookie.value}` },
    form,
    maxRedirects: 0,
  });
  expect(response.status(), `${JSON.stringify(form)}: ${(await response.text()).slice(0, 300)}`).toBe(303);
}

/** The trips whose hearts a page shows, in page order, as a visitor gets it (which also leaves the Worker its copy). */
export async function tripsOn(request: APIRequestContext, path: string): Promise<number[]> {
  let html = "";
  for (let i = 0; i < 2; i++) html = await (await request.get(loopback(path), { headers: { Host: site.host } })).text();
  const trips = [...html.matchAll(/<form[^>]*class="heart-form"[^>]*>([\s\S]*?)<\/form>/g)]
    .filter((form) => !form[1]!.includes('name="tourId"'))
    .map((form) => Number(/name="travelId" value="(\d+)"/.exec(form[1]!)?.[1]));
  if (trips.length === 0) throw new Error(`no trip hearts on ${path}: ${html.slice(0, 2000)}`);
  return trips;
}

/** A browser context of the person's (or a visitor's, for null). */
export async function contextOf(browser: Browser, person: Person | null, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled });
  if (person) await context.addCookies([{ ...person.cookie, url: site.origin, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

export const pageUrl = (path: string) => `${site.origin}${path}`;
