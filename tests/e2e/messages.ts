import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { siteFiles } from "../../scripts/site-index.mjs";
import type { Catalogue } from "../../locales";

// Playwright loads specs as native ES modules, where JSON needs import attributes; reading
// the catalogues from disk keeps the specs free of loader specifics.
const file = (path: string) => JSON.parse(readFileSync(new URL(`../../locales/${path}.json`, import.meta.url), "utf8"));
const read = (language: string): Catalogue => ({
  ...file(language),
  ...file(`search/${language}`),
  ...file(`trip/${language}`),
  ...file(`account/${language}`),
  ...file(`home/${language}`),
  ...file(`modals/${language}`),
  ...file(`wishlist/${language}`),
  ...file(`alerts/${language}`),
  ...file(`account-steps/${language}`),
});

export const catalogues = {
  "en-GB": read("en-GB"),
  "en-US": read("en-US"),
  it: read("it"),
  es: read("es"),
  fr: read("fr"),
  de: read("de"),
};

/** The localized route table (tenants/routes.json), read the same way. */
export const routeTable = JSON.parse(readFileSync(new URL("../../tenants/routes.json", import.meta.url), "utf8")) as Record<
  string,
  Record<string, string>
>;

/** The sites' configs (tenants/<id>.json), read from disk as the catalogues are: every site the repository has. */
export const siteConfigs: { id: string; inCountrySwitcher: boolean }[] = siteFiles(
  fileURLToPath(new URL("../../tenants/", import.meta.url)),
).map((id) => JSON.parse(readFileSync(new URL(`../../tenants/${id}.json`, import.meta.url), "utf8")));
