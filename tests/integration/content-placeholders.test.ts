/**
 * Done-when: no content key of any site shows the placeholder. Every fixed content
 * page on all seven sites answers 200 with its published title, from the content the
 * sites really publish (tenants/content, as `npm start` and the harness publish it; set
 * CARAVAN_CONTENT_DIR=tests/fixtures/content to run it on the test fixtures). The privacy
 * policy of every site names every cookie the code sets.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { tenants } from "../../tenants";
import { CONTENT_ROUTE_KEYS } from "../../tenants/content/schema";
import { href, routeTable } from "../../tenants/routes";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const root = join(import.meta.dirname, "../..");

/** Cookie names the site's code sets: string literals named caravan_… (prefixes like __Host- aside). */
function cookieNamesInSource(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir))) {
      const path = join(dir, entry);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry)) {
        for (const match of readFileSync(join(root, path), "utf8").matchAll(/["'`](?:__Host-|__Secure-)?(caravan_[a-z_]+)["'`]/g))
          names.add(match[1]!);
      }
    }
  };
  walk("app");
  walk("workers");
  return [...names].sort();
}

describe.each(tenants.map((tenant) => [tenant.id, tenant] as const))("content pages on %s", (_, tenant) => {
  const placeholder = (catalogues[tenant.language] as { placeholder: { body: string } }).placeholder.body;

  it.each([...CONTENT_ROUTE_KEYS])("%s is published: 200, its title, no placeholder", async (key) => {
    const response = await site.fetch(tenant.id, href(tenant.pathLocale, key));
    expect(response.status).toBe(200);
    const main = (await pageOf(response)).querySelector("main");
    expect(main?.querySelector("article.custom-page"), "a published custom page").not.toBeNull();
    expect(textOf(main?.querySelector("h1")).length).toBeGreaterThan(0);
    expect(textOf(main)).not.toContain(placeholder);
  });

  // Gave the last feature keys their pages: no key without parameters shows the placeholder.
  const plainKeys = Object.keys(routeTable).filter(
    (key) => !Object.values(routeTable[key as keyof typeof routeTable]).some((path) => path.includes(":")),
  );
  it("no route key of the site shows the placeholder text", async () => {
    expect(plainKeys.length).toBeGreaterThan(CONTENT_ROUTE_KEYS.length);
    for (const key of plainKeys) {
      const response = await site.fetch(tenant.id, href(tenant.pathLocale, key as Parameters<typeof href>[1]));
      // A key a site does not offer (its flag is off) is a 404, which is no placeholder either.
      expect([200, 404], key).toContain(response.status);
      expect(textOf((await pageOf(response)).querySelector("main")), key).not.toContain(placeholder);
    }
  });

  it("names every cookie the site sets in its privacy policy", async () => {
    const names = cookieNamesInSource();
    expect(names).toEqual(expect.arrayContaining(["caravan_currency", "caravan_device", "caravan_session"]));
    const text = textOf((await pageOf(await site.fetch(tenant.id, href(tenant.pathLocale, "legal-privacy-policy")))).querySelector("main"));
    for (const name of names) expect(text, name).toContain(name);
  });
});
