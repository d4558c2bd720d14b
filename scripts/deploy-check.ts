// `npm run deploy:check`: is the production deploy ready, without deploying? Reads
// wrangler.toml's production environment as wrangler resolves it, checks it against the site
// configs (scripts/deploy/production-config.ts), builds the site when build/ is not the
// production build of the sources as they are (scripts/build-stamp.mjs), then lets wrangler
// build the deploy offline (`wrangler deploy --dry-run --env production`). Exits 1 naming each
// problem; a binding id still at its all-zero placeholder is a warning (README, "Deploying").
//
//   npm run deploy:check [-- --config path/to/wrangler.toml] [-- --tenants path/to/tenants] [-- --no-build]
//
// --no-build: refuse a stale build instead of building (exit 1).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { buildFreshness } from "./build-stamp.mjs";
import { type DeployConfig, placeholderIdWarnings, productionConfigProblems, siteHostsIn } from "./deploy/production-config";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { config: { type: "string" }, tenants: { type: "string" }, "no-build": { type: "boolean" } } });
const configPath = resolve(values.config ?? join(root, "wrangler.toml"));
const sites = siteHostsIn(resolve(values.tenants ?? join(root, "tenants")));

const config = unstable_readConfig({ config: configPath, env: "production" }) as unknown as DeployConfig;
const problems = productionConfigProblems(config, sites);
if (problems.length) {
  console.error(`deploy:check: ${configPath} [env.production] is not ready:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

for (const warning of placeholderIdWarnings(config)) console.warn(`deploy:check: warning: ${warning} (README, "Deploying", step 1)`);

// What is dry-run is the build of the sources as they are, never an older one.
const freshness = buildFreshness(root);
if (!freshness.fresh) {
  if (values["no-build"]) {
    console.error(`deploy:check: build/ is not the production build of the sources (${freshness.reason}): run \`npm run build\` first`);
    process.exit(1);
  }
  console.log(`deploy:check: building (${freshness.reason})…`);
  const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, encoding: "utf8" });
  if (build.status !== 0) {
    console.error(`deploy:check: npm run build failed:\n${build.stdout}\n${build.stderr}`);
    process.exit(1);
  }
}
const outdir = mkdtempSync(join(tmpdir(), "caravan-deploy-"));
try {
  const wrangler = join(root, "node_modules/wrangler/bin/wrangler.js");
  const dry = spawnSync(
    process.execPath,
    [wrangler, "deploy", "--dry-run", "--env", "production", "--config", configPath, "--outdir", outdir],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", NO_COLOR: "1" },
    },
  );
  if (dry.status !== 0 || !existsSync(join(outdir, "index.js"))) {
    console.error(`deploy:check: wrangler deploy --dry-run --env production failed:\n${dry.stdout}\n${dry.stderr}`);
    process.exit(1);
  }
  const routed = (config.routes ?? []).length;
  console.log(`deploy:check: ok — ${sites.length} sites, ${routed} custom domains, the Worker builds for production (dry run)`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
