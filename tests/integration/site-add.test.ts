/**
 * `npm run site:add` in a copy of the repository: the new site passes the tenants check, builds
 * through `npm run build`'s pipeline, and its home page is served in the language of the site
 * it was copied from, on its local alias and on its new public host.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devSecrets } from "../../scripts/dev-secrets.mjs";
import { siteDatabase, TEST_D1_ID } from "../support/site-db";

const root = new URL("../../", import.meta.url).pathname;
/** Outputs, local state and what the copy does not need to build. */
const LEFT_OUT = new Set([
  ".git",
  "node_modules",
  "build",
  "public/build",
  ".wrangler",
  ".cache",
  "tests",
  "test-results",
  "playwright-report",
]);

/** A country the repository has no site for yet (a trial may already have added the first). */
const NEW = ["nl", "be", "pt", "at", "ch", "ie"].find((id) => !existsSync(join(root, `tenants/${id}.json`)))!;
const HOST = `www.caravantrips.${NEW}`;
const hostPattern = HOST.replaceAll(".", "\\.");

let copy: string;
let mf: Miniflare | undefined;
let removeDatabase: (() => void) | undefined;

const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, [join(copy, "node_modules/tsx/dist/cli.mjs"), script, ...args], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "caravan-site-add-"));
  cpSync(root, copy, { recursive: true, filter: (source) => !LEFT_OUT.has(relative(root, source)) });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
}, 60_000);

afterAll(async () => {
  try {
    await mf?.dispose();
  } finally {
    removeDatabase?.();
    rmSync(copy, { recursive: true, force: true });
  }
});

describe("npm run site:add", () => {
  it("makes a site that passes the tenants check", () => {
    const added = run("scripts/site-add.ts", [NEW, "--from", "fr", "--host", HOST]);
    expect(added.stderr).toBe("");
    expect(added.status).toBe(0);
    const check = run("scripts/tenants-check.ts", []);
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(new RegExp(`^${NEW}\\s+${hostPattern} ${hostPattern.slice("www\\.".length)}\\s+fr \\(fr-FR`, "m"));
    expect(check.stdout).toContain(`${NEW}: 14 page file(s) still in the words of fr`);
    expect(readFileSync(join(copy, "wrangler.toml"), "utf8")).toContain(`{ pattern = "${HOST}", custom_domain = true }`);
  });

  it("builds, and serves the new site's home page in its language", async () => {
    const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1" },
    });
    expect(build.status, build.stderr).toBe(0);

    const database = await siteDatabase(false);
    removeDatabase = database.remove;
    const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(join(copy, "wrangler.toml"), "utf8"))![1]!;
    mf = new Miniflare({
      rootPath: copy,
      modulesRoot: copy,
      modules: [{ type: "ESModule", path: join(copy, "build/index.js") }],
      compatibilityDate,
      compatibilityFlags: ["nodejs_compat"],
      d1Databases: { DB: TEST_D1_ID },
      d1Persist: database.persistTo,
      kvNamespaces: { CACHE: "caravan-test" },
      assets: { directory: join(copy, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
      bindings: { ENVIRONMENT: "development", DEFAULT_TENANT: "int", ...(await devSecrets()) },
      ratelimits: { OTP_RATE_LIMITER: { simple: { limit: 1000, period: 60 } } },
    });
    for (const url of [`http://${NEW}.localhost/`, `http://${HOST}/`]) {
      const response = await mf.dispatchFetch(url, { redirect: "manual" });
      const html = await response.text();
      expect(response.status, url).toBe(200);
      expect(html).toContain('<html lang="fr"');
      expect(html).toContain(`Caravan ${NEW.toUpperCase()}`);
    }
  });
});
