import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { type DeployConfig, placeholderIdWarnings, productionConfigProblems, siteHostsIn } from "../../scripts/deploy/production-config";

const root = resolve(import.meta.dirname, "../..");
const sites = siteHostsIn(join(root, "tenants"));
const production = () => unstable_readConfig({ config: join(root, "wrangler.toml"), env: "production" }) as unknown as DeployConfig;

describe("the production deploy (wrangler.toml [env.production])", () => {
  it("routes every site's public hosts and the identity provider, with every binding and the cron", () => {
    expect(productionConfigProblems(production(), sites)).toEqual([]);
  });

  it("warns, naming each, about binding ids still at their all-zero placeholder, and not once they are filled in", () => {
    const config = production();
    expect(placeholderIdWarnings(config)).toEqual([
      "d1_databases: DB's database_id is still the placeholder 00000000-0000-0000-0000-000000000000: put in the id `wrangler d1 create caravan` prints",
      "kv_namespaces: CACHE's id is still the placeholder 00000000000000000000000000000000: put in the id `wrangler kv namespace create caravan-cache` prints",
    ]);
    config.d1_databases![0]!.database_id = "5e0f3c1a-8d2b-4f6e-9a71-2c4b8e1d0f39";
    config.kv_namespaces![0]!.id = "0f9a8e7d6c5b4a3928170605f4e3d2c1";
    expect(placeholderIdWarnings(config)).toEqual([]);
  });

  it("knows every site and its hosts from tenants/*.json", () => {
    const files = readdirSync(join(root, "tenants")).filter((file) => file.endsWith(".json") && file !== "routes.json");
    expect(sites.map((site) => `${site.id}.json`)).toEqual(files.sort());
    expect(sites.find((site) => site.id === "it")?.hosts).toContain("www.caravantrips.it");
  });

  it("names a site's host that is not routed, and a route no site claims", () => {
    const config = production();
    config.routes = (config.routes ?? []).filter((route) => (route as { pattern: string }).pattern !== "www.caravantrips.de");
    config.routes.push({ pattern: "www.caravantrips.example", custom_domain: true });
    expect(productionConfigProblems(config, sites)).toEqual([
      "routes: www.caravantrips.de (site de) is not routed to the Worker",
      "routes: www.caravantrips.example is routed but no site in tenants/ and not ACCOUNTS_HOST claims it",
    ]);
  });

  it("names a new site whose hosts nobody routed yet", () => {
    const withNl = [...sites, { id: "zzz", hosts: ["www.caravantrips.example", "zzz.localhost"] }];
    expect(productionConfigProblems(production(), withNl)).toEqual([
      "routes: www.caravantrips.example (site zzz) is not routed to the Worker",
    ]);
  });

  it("refuses the development settings as a production deploy", () => {
    const development = unstable_readConfig({ config: join(root, "wrangler.toml") }) as unknown as DeployConfig;
    const problems = productionConfigProblems(development, sites);
    expect(problems).toContain('vars: ENVIRONMENT must be "production"');
    expect(problems).toContain("vars: ACCOUNTS_HOST must name the identity provider's public host");
  });

  it("names a missing binding, cron or sender", () => {
    const config = { ...production(), kv_namespaces: [], triggers: { crons: [] }, vars: { ...production().vars, MAIL_FROM: undefined } };
    expect(productionConfigProblems(config, sites)).toEqual([
      "vars: MAIL_FROM (the sender of every e-mail) is missing",
      "kv_namespaces: the CACHE binding (with its id) is missing",
      "triggers: no cron: the alert job would never run",
    ]);
  });

  it("refuses a production environment that defines the test hooks' token (workers/test-hooks.ts)", () => {
    const config = { ...production(), vars: { ...production().vars, TEST_HOOKS_TOKEN: "x".repeat(64) } };
    expect(productionConfigProblems(config, sites)).toEqual([
      "vars: TEST_HOOKS_TOKEN opens the test hooks into the database: never in production",
    ]);
  });

  it("refuses a production environment that gives sites the tests' analytics container (workers/analytics.ts)", () => {
    const config = { ...production(), vars: { ...production().vars, TEST_ANALYTICS_CONTAINER_ID: "GTM-CARAVANTEST" } };
    expect(productionConfigProblems(config, sites)).toEqual([
      "vars: TEST_ANALYTICS_CONTAINER_ID gives sites the tests' tag manager container: never in production",
    ]);
  });

  it("npm run deploy:check exits 1 and names the host when a site's host is missing from the routes", () => {
    const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
    const line = '  { pattern = "www.caravantrips.de", custom_domain = true },\n';
    expect(toml).toContain(line);
    const dir = mkdtempSync(join(tmpdir(), "caravan-deploy-test-"));
    const config = join(dir, "wrangler.toml");
    writeFileSync(config, toml.replace(line, ""));
    const tsx = join(root, "node_modules/tsx/dist/cli.mjs");
    const run = spawnSync(process.execPath, [tsx, join(root, "scripts/deploy-check.ts"), "--config", config], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("www.caravantrips.de (site de) is not routed to the Worker");
  }, 120_000);
});
