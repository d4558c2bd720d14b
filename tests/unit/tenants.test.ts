import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveTenant, tenantConfigs, tenants } from "../../tenants";
import { tenantSchema } from "../../tenants/schema";

describe("resolveTenant", () => {
  it.each([
    ["www.caravantrips.com", "int"],
    ["caravantrips.com", "int"],
    ["www.caravantrips.co.uk", "uk"],
    ["us.caravantrips.com", "us"],
    ["www.caravantrips.it", "it"],
    ["www.caravantrips.es", "es"],
    ["www.caravantrips.fr", "fr"],
    ["www.caravantrips.de", "de"],
    ["it.localhost", "it"],
    ["de.localhost", "de"],
    ["WWW.CARAVANTRIPS.FR", "fr"],
    ["www.caravantrips.de.", "de"],
    ["uk.localhost:8787", "uk"],
  ])("%s is the %s site", (host, id) => {
    expect(resolveTenant(host).id).toBe(id);
  });

  it("gives an unknown host the default tenant, and the default is configurable", () => {
    expect(resolveTenant("evil.example.org").id).toBe("int");
    expect(resolveTenant("localhost").id).toBe("int");
    expect(resolveTenant("", "de").id).toBe("de");
    expect(resolveTenant("nowhere.test", "it").id).toBe("it");
    expect(resolveTenant("nowhere.test", "no-such-tenant").id).toBe("int");
  });

  it("has every site of tenants/*.json, in switcher position, each with its own hosts", () => {
    const files = readdirSync(join(import.meta.dirname, "../../tenants")).filter((f) => f.endsWith(".json") && f !== "routes.json");
    expect(tenants.map((t) => `${t.id}.json`).sort()).toEqual(files.sort());
    // The sites of the first deploy keep their order; a site added later comes after them.
    expect(tenants.map((t) => t.id).slice(0, 7)).toEqual(["int", "uk", "us", "it", "es", "fr", "de"]);
    const positions = tenants.map((t) => t.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const hosts = tenants.flatMap((t) => t.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it("the US site is not in the country switcher; weeks start on Sunday only on English sites", () => {
    expect(tenants.filter((t) => !t.inCountrySwitcher).map((t) => t.id)).toEqual(["us"]);
    for (const t of tenants) expect(t.firstDayOfWeek).toBe(t.language.startsWith("en") ? 0 : 1);
  });

  it("marks the tax code mandatory for Italy and Spain only", () => {
    expect(
      tenants
        .filter((t) => t.taxCodeMandatory)
        .map((t) => t.id)
        .sort(),
    ).toEqual(["es", "it"]);
  });
});

describe("tenant schema", () => {
  const it_ = tenantConfigs.it as Record<string, unknown>;
  it.each([
    ["defaultCurrency", { defaultCurrency: "GBP" }],
    ["timeZone", { timeZone: "Mars/Olympus" }],
    ["pathLocale", { pathLocale: "it-CH" }],
    ["hosts.0", { hosts: ["Not A Host"] }],
    ["bookingsBaseUrl", { bookingsBaseUrl: "http://insecure.example" }],
    ["firstDayOfWeek", { firstDayOfWeek: 3 }],
    ["unexpected", { unexpected: true }],
  ])("rejects a bad %s", (field, change) => {
    const result = tenantSchema.safeParse({ ...it_, ...change });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join(".") || String((i as { keys?: string[] }).keys?.[0]));
    expect(paths).toContain(field);
  });
});

describe("npm run tenants:check", () => {
  const script = join(import.meta.dirname, "../../scripts/tenants-check.ts");
  const check = (dir?: string) =>
    spawnSync("npx", ["tsx", script, ...(dir ? [dir] : [])], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });

  it("prints one row per tenant for the real configs", () => {
    const result = check();
    expect(result.status).toBe(0);
    for (const { id } of tenants) expect(result.stdout).toMatch(new RegExp(`^${id}\\s`, "m"));
    expect(result.stdout).toContain("EUR,GBP,USD");
  });

  it("exits non-zero naming the file and the field of a bad config", () => {
    const dir = mkdtempSync(join(tmpdir(), "tenants-"));
    try {
      cpSync(join(import.meta.dirname, "../../tenants"), dir, { recursive: true });
      const file = join(dir, "fr.json");
      const config = JSON.parse(readFileSync(file, "utf8"));
      config.currencies[0].position = "middle";
      writeFileSync(file, JSON.stringify(config));
      const result = check(dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("tenants/fr.json: currencies.0.position");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(existsSync(dir)).toBe(false);
  });

  it("names each missing piece of a site: its menus, its pages and the indexes the Worker bundles", () => {
    const dir = mkdtempSync(join(tmpdir(), "tenants-"));
    try {
      cpSync(join(import.meta.dirname, "../../tenants"), dir, { recursive: true });
      rmSync(join(dir, "menus/fr.json"));
      // A site copied by hand, with no menus, no pages and not in the indexes.
      writeFileSync(
        join(dir, "zzz.json"),
        JSON.stringify({ ...(tenantConfigs.fr as object), id: "zzz", position: 99, hosts: ["www.caravantrips.example"] }),
      );
      const result = check(dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("tenants/menus/fr.json: missing");
      expect(result.stderr).toContain("tenants/menus/zzz.json: missing");
      expect(result.stderr).toContain("tenants/content/zzz/: missing");
      expect(result.stderr).toContain("tenants/sites.generated.ts: does not list every site");
      expect(result.stderr).toContain("tenants/menus/menus.generated.ts: does not list every site");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
