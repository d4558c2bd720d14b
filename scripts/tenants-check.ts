// `npm run tenants:check`: validates every tenants/*.json against the schema and prints
// one row per tenant. Exits non-zero naming the file and the field of the first problem.
import { readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { siteMenusSchema } from "../tenants/menu-schema";
import { PATH_LOCALES, tenantSchema, type TenantConfig } from "../tenants/schema";
import { pathConflicts } from "../tenants/route-conflicts.js";

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

const registered = readFileSync(new URL("index.ts", dir), "utf8");
for (const tenant of valid) {
  if (!registered.includes(`./${tenant.id}.json`)) problems.push(`tenants/${tenant.id}.json: not imported by tenants/index.ts`);
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
console.log(`\n${valid.length} tenants OK, ${Object.keys(routeTable).length} route keys in ${PATH_LOCALES.length} path-locales.`);
