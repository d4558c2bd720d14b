// `npm run site:add -- <id> --from <site> --host <host>`: a new country site, copied from an
// existing one. It writes every piece a site needs, so the new site builds, passes
// `npm run tenants:check` and serves its pages in the language of the site it was copied from:
//
//   tenants/<id>.json            the source's config: new id, name, hosts, country, last position
//   tenants/menus/<id>.json      the source's header and footer
//   tenants/content/<id>/        the source's pages, listed in site.json as still to translate
//   tests/fixtures/content/<id>/ the source's test pages
//   wrangler.toml                the new public hosts as production custom domains
//   tenants/*.generated.ts       the site indexes the Worker bundles (scripts/site-index.mjs)
//
// and prints what to edit after it. `--host` may be given more than once; a www. host brings
// its bare domain with it. `--name` names the site (default "Caravan <ID>"); `--root` works on
// another copy of the repository (the tests use one).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { siteIdsInOrder, writeSiteIndexes } from "./site-index.mjs";

type Config = Record<string, unknown> & {
  id: string;
  name: string;
  position: number;
  hosts: string[];
  language: string;
  hreflang: string;
  countryCode: string;
  geolocation: { reference: string[]; addressFrom: string[] };
};

function fail(message: string): never {
  console.error(`site:add: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: "string" },
    host: { type: "string", multiple: true },
    name: { type: "string" },
    root: { type: "string" },
  },
});
const root = resolve(values.root ?? join(import.meta.dirname, ".."));
const tenants = join(root, "tenants");
const [id] = positionals;
const from = values.from;
if (!id || !from || !values.host?.length)
  fail("usage: npm run site:add -- <id> --from <existing site> --host <host> [--host <host>] [--name <name>]");
if (!/^[a-z]{2,3}$/.test(id)) fail(`"${id}" is not a site id (2-3 lower-case letters, e.g. a country code: nl)`);
if (existsSync(join(tenants, `${id}.json`))) fail(`tenants/${id}.json already exists`);
if (!existsSync(join(tenants, `${from}.json`))) fail(`there is no site "${from}" (tenants/${from}.json)`);

const hostPattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;
const hosts: string[] = [];
for (const host of values.host.map((h) => h.toLowerCase())) {
  if (!hostPattern.test(host) || host.endsWith(".localhost"))
    fail(`--host ${host}: must be a public hostname (the site is ${id}.localhost locally anyway)`);
  for (const name of host.startsWith("www.") ? [host, host.slice(4)] : [host]) if (!hosts.includes(name)) hosts.push(name);
}
const existing = siteIdsInOrder(tenants).map((site) => JSON.parse(readFileSync(join(tenants, `${site}.json`), "utf8")) as Config);
for (const host of hosts) {
  const owner = existing.find((site) => site.hosts.includes(host));
  if (owner) fail(`--host ${host}: already a host of tenants/${owner.id}.json`);
}

// 1. The config: the source's, as a new site at the end of the switcher.
const source = existing.find((site) => site.id === from)!;
const countryCode = id.length === 2 ? id.toUpperCase() : source.countryCode;
const config: Config = {
  ...source,
  id,
  name: values.name ?? `Caravan ${id.toUpperCase()}`,
  position: Math.max(...existing.map((site) => site.position)) + 1,
  hosts,
  countryCode,
  // Two sites never claim one hreflang: the source's language, for this country.
  hreflang: `${source.language.slice(0, 2)}-${countryCode}`,
  geolocation: {
    ...source.geolocation,
    // Visitors from this country are this site's; the others keep their own.
    reference: id.length === 2 ? [countryCode] : [],
    addressFrom: [...source.geolocation.addressFrom.filter((site) => site !== id), from],
  },
};
const written = [`tenants/${id}.json`];
writeFileSync(join(tenants, `${id}.json`), `${JSON.stringify(config, null, 2)}\n`);

// 2. Menus and pages, copied; the pages are marked as still to translate.
const menus = join(tenants, "menus", `${from}.json`);
if (!existsSync(menus)) fail(`tenants/menus/${from}.json is missing: the source site is not complete (npm run tenants:check)`);
cpSync(menus, join(tenants, "menus", `${id}.json`));
written.push(`tenants/menus/${id}.json`);
const content = join(tenants, "content", id);
cpSync(join(tenants, "content", from), content, { recursive: true });
const manifestFile = join(content, "site.json");
const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, unknown>) : {};
const pages = readdirSync(content)
  .filter((file) => file.endsWith(".json") && file !== "site.json")
  .sort();
if (pages.length > 0) manifest.untranslated = { from, files: pages };
if (Object.keys(manifest).length > 0) writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
written.push(`tenants/content/${id}/ (${pages.length} page file(s)${manifest.inherits ? `, inherits ${manifest.inherits}` : ""})`);
// The tests' content (every site has a folder there too), copied as it is.
const fixtures = join(root, "tests/fixtures/content");
if (existsSync(join(fixtures, from))) {
  cpSync(join(fixtures, from), join(fixtures, id), { recursive: true });
  written.push(`tests/fixtures/content/${id}/`);
}

// 3. Production: the new hosts as custom domains, beside the other sites' (before the provider's).
const tomlFile = join(root, "wrangler.toml");
const toml = readFileSync(tomlFile, "utf8");
const production = toml.indexOf("[env.production]");
const routesStart = toml.indexOf("routes = [", production);
const routesEnd = toml.indexOf("\n]", routesStart);
if (production < 0 || routesStart < 0 || routesEnd < 0) fail("wrangler.toml: no routes = [ … ] under [env.production] to add the hosts to");
const provider = toml.indexOf("  # The built-in identity provider", routesStart);
const at = provider > 0 && provider < routesEnd ? provider : routesEnd + 1;
const lines = hosts.map((host) => `  { pattern = "${host}", custom_domain = true },\n`).join("");
writeFileSync(tomlFile, toml.slice(0, at) + lines + toml.slice(at));
written.push("wrangler.toml ([env.production] routes)");

// 4. The indexes the Worker bundles, and the JSON written in the repository's format.
written.push(...writeSiteIndexes(tenants));
const biome = join(root, "node_modules/@biomejs/biome/bin/biome");
spawnSync(
  process.execPath,
  [biome, "format", "--write", ...[join(tenants, `${id}.json`), manifestFile].filter((file) => existsSync(file))],
  {
    cwd: root,
    stdio: "ignore",
  },
);

console.log(`site:add: ${id} (${config.name}) copied from ${from}, in ${source.language}:\n  ${written.join("\n  ")}`);
console.log(`
Locally: http://${id}.localhost:8787 (npm start). Then edit:
  - tenants/${id}.json: name, support (phone, e-mail), social links, reviewBadge, bookingsBaseUrl,
    currencies, timeZone, features; language and pathLocale if the site writes another language
    (a new language needs a catalogue in locales/, a new path-locale a column in tenants/routes.json)
  - tenants/${id}.json geolocation, and the other sites' geolocation.addressFrom that should offer it
  - tenants/menus/${id}.json: header and footer links
  - tenants/content/${id}/: translate each page, and take it off "untranslated" in site.json
  - tenants/content/${id}/ legal pages and contacts: they name ${from}'s company and numbers
Then: npm run tenants:check && npm test`);
