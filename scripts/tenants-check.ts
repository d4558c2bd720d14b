// `npm run tenants:check`: validates every tenants/*.json against the schema and checks that
// every piece of each site is there: its menus (tenants/menus/<id>.json), its content folder
// (tenants/content/<id>/), the generated site indexes the Worker bundles, and, when the folder
// sits beside a wrangler.toml, a production route for each of its public hosts. Prints one
// row per tenant; exits non-zero naming the file of every problem.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { siteMenusSchema } from "../tenants/menu-schema";
import { PATH_LOCALES, tenantSchema, type TenantConfig } from "../tenants/schema";
import { pathConflicts } from "../tenants/route-conflicts.js";
import { staleSiteIndexes } from "./site-index.mjs";

// An optional folder argument lets tests check a copy of the configs.
const dir = process.argv[2] ? pathToFileURL(`${process.argv[2].replace(/\/$/, "")}/`) : new URL("../tenants/", import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".json") && f !== "routes.json")
  .sort();
const problems: string[] = [];
const routeTable = JSON.parse(readFileSync(new URL("routes.json", dir), "utf8")) as Record<string, Record<string, string>>;
const valid: TenantConfig[] = [];
const hostOwner = new Map<string, string>();

for (const file of files) {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(new URL(file, dir), "utf8"));
  } catch (error) {
    problems.push(`tenants/${file}: not valid JSON (${(error as Error).message})`);
    continue;
  }
  const parsed = tenantSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`tenants/${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    continue;
  }
  const tenant = parsed.data;
  if (`${tenant.id}.json` !== file) problems.push(`tenants/${file}: id: "${tenant.id}" does not match the file name`);
  for (const host of tenant.hosts) {
    const owner = hostOwner.get(host);
    if (owner) problems.push(`tenants/${file}: hosts: ${host} is already used by tenants/${owner}.json`);
    hostOwner.set(host, tenant.id);
  }
  valid.push(tenant);
}

// Each site's header and footer content (tenants/menus/<id>.json).
for (const tenant of valid) {
  const file = `menus/${tenant.id}.json`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(new URL(file, dir), "utf8"));
  } catch (error) {
    problems.push(`tenants/${file}: missing or not valid JSON (${(error as Error).message})`);
    continue;
  }
  const parsed = siteMenusSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`tenants/${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
}

// Each site's pages (tenants/content/<id>/: its own files, or site.json naming a site it inherits from).
const untranslated: string[] = [];
for (const tenant of valid) {
  const folder = new URL(`content/${tenant.id}/`, dir);
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".json")) : [];
  if (files.length === 0) {
    problems.push(`tenants/content/${tenant.id}/: missing (the site's pages, or site.json with { "inherits": "<site>" })`);
    continue;
  }
  if (!files.includes("site.json")) continue;
  const manifest = JSON.parse(readFileSync(new URL("site.json", folder), "utf8")) as { untranslated?: { from: string; files: string[] } };
  if (manifest.untranslated?.files.length)
    untranslated.push(
      `${tenant.id}: ${manifest.untranslated.files.length} page file(s) still in the words of ${manifest.untranslated.from} (tenants/content/${tenant.id}/site.json "untranslated")`,
    );
}

const positions = new Map<number, string>();
for (const tenant of valid) {
  const other = positions.get(tenant.position);
  if (other) problems.push(`tenants/${tenant.id}.json: position: ${tenant.position} is also the position of tenants/${other}.json`);
  positions.set(tenant.position, tenant.id);
}

// The Worker bundles the sites through two generated indexes (scripts/site-index.mjs).
const tenantsDir = fileURLToPath(dir);
for (const path of staleSiteIndexes(tenantsDir))
  problems.push(`${path}: does not list every site of tenants/*.json (node scripts/site-index.mjs, or npm run build, writes it)`);

// Production routes: every public host of every site is a custom domain of [env.production].
const wranglerToml = new URL("../wrangler.toml", dir);
if (existsSync(wranglerToml)) {
  const { unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig({ config: fileURLToPath(wranglerToml), env: "production" }) as { routes?: unknown[] };
  const routed = new Set((config.routes ?? []).map((route) => (route as { pattern?: string }).pattern));
  for (const tenant of valid)
    for (const host of tenant.hosts.filter((h) => !h.endsWith(".localhost")))
      if (!routed.has(host))
        problems.push(`wrangler.toml: [env.production] routes: ${host} (tenants/${tenant.id}.json) is not routed to the Worker`);
}
for (const [key, paths] of Object.entries(routeTable)) {
  for (const locale of PATH_LOCALES) if (!paths[locale]) problems.push(`tenants/routes.json: ${key}.${locale}: missing path`);
}
problems.push(...pathConflicts(routeTable).map((c) => `tenants/routes.json: ${c}`));

const rows = valid.map((t) => [
  t.id,
  t.hosts.join(" "),
  `${t.language} (${t.locale}, paths ${t.pathLocale})`,
  t.defaultCurrency,
  t.currencies.map((c) => c.isoCode).join(","),
  t.firstDayOfWeek === 0 ? "Sunday" : "Monday",
  Object.entries(t.features)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join(",") || "-",
]);
const header = ["id", "hosts", "language", "currency", "offered", "week starts", "features"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of rows) console.log(line(row));

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
if (untranslated.length > 0) console.log(`\nTo translate:\n  ${untranslated.join("\n  ")}`);
console.log(`\n${valid.length} tenants OK, ${Object.keys(routeTable).length} route keys in ${PATH_LOCALES.length} path-locales.`);
