/**
 * `npm run content:publish [-- --remote] [-- --persist-to DIR] [-- --check] [-- --dir DIR] [-- --env NAME]`
 *
 * Publishes the custom pages, bean bars and contacts content of tenants/content/<site>/:
 * validates every file of every site first and, on any problem, prints each as
 * `file: field: message`, exits 1 and changes nothing. Otherwise it renders the Markdown,
 * writes every page of every site as one new generation switched live by one statement,
 * and purges the KV cache entries of the pages it added, changed or removed, so the change
 * is live on the next request.
 *
 *   --check        validate only; write nothing
 *   --remote       the deployed database and cache namespace (wrangler's login); default: local
 *   --persist-to   the local state folder (default .wrangler/state, as `npm start` uses)
 *   --env          a wrangler environment of wrangler.toml (e.g. production)
 *   --dir          the content folder (default tenants/content)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { tenants } from "../tenants";
import { LIVE_HASHES_SQL } from "../workers/services/content/pages-sql";
import { buildContent, formatProblem, loadContentTree } from "./content/build";
import { publishPlan, type LivePage } from "./content/publish-plan";
import { whenFree, withLocalState } from "./local-d1";
import { createProgress } from "./progress.mjs";
import { renderStatement } from "./seed/sql";

const USAGE = "usage: npm run content:publish [-- --check] [-- --remote] [-- --persist-to DIR] [-- --env NAME] [-- --dir DIR]";
const root = resolve(import.meta.dirname, "..");

function parseOptions() {
  try {
    return parseArgs({
      options: {
        check: { type: "boolean", default: false },
        remote: { type: "boolean", default: false },
        "persist-to": { type: "string", default: ".wrangler/state" },
        env: { type: "string" },
        dir: { type: "string", default: "tenants/content" },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  } catch (error) {
    console.error(`content: ${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}
const values = parseOptions();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const started = performance.now();
// Quiet when quick: a step is named only when it is still running after a few seconds.
const progress = createProgress("content");
const dir = resolve(values.dir);
progress.step(`reading and checking ${values.dir}`);
const tree = loadContentTree(dir, relative(root, dir) || ".");
if (tree.folders.size === 0) {
  console.log(`content: no site folders in ${tree.root}; nothing to publish.`);
  process.exit(0);
}
const { pages, siteContent, problems } = buildContent(tree, tenants);
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`content: ${problems.length} problem${problems.length === 1 ? "" : "s"}; nothing was published.`);
  process.exit(1);
}
const perSite = tenants.map((site) => `${site.id} ${pages.filter((page) => page.site === site.id).length}`).join(", ");
console.log(
  `content: ${pages.length} pages are valid (${perSite}); bean bars and contacts content of ${new Set(siteContent.map((c) => c.site)).size} sites`,
);
if (values.check) process.exit(0);

// ---------------------------------------------------------------------------------------
// Writing: the local state `npm start` serves, or the deployed bindings through wrangler.
const where = values.remote ? ["--remote"] : ["--local", "--persist-to", values["persist-to"]];
const envArgs = values.env ? ["--env", values.env] : [];
const wranglerCli = join(root, "node_modules/wrangler/wrangler-dist/cli.js");

function wrangler(args: string[]): string {
  // Each call starts wrangler (seconds) and blocks the progress timer: said before it starts.
  progress.say(`wrangler ${args.slice(0, 2).join(" ")}${values.remote ? " (remote)" : ""}`);
  try {
    return execFileSync(process.execPath, ["--no-warnings", wranglerCli, ...args, ...where, ...envArgs], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 1 << 28,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    }).toString();
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${stdout?.toString().slice(-2_000) ?? ""}\n${stderr?.toString().slice(-4_000) ?? ""}`);
    console.error(
      `content: wrangler ${args.slice(0, 3).join(" ")} failed (are the migrations applied? npm run db:migrate). The published content is unchanged.`,
    );
    process.exit(1);
  }
}

const toLive = (rows: Record<string, unknown>[]): LivePage[] =>
  rows.map((row) => ({ site: String(row.site), kind: String(row.kind), name: String(row.name), hash: String(row.content_hash) }));

let plan: ReturnType<typeof publishPlan>;
if (!values.remote && !values.env) {
  // The local state folder: opened once in this process (scripts/local-d1.ts), the statements
  // bound and run as one batch (one transaction: all or nothing), where three wrangler starts
  // took 3–4 s each.
  try {
    progress.step(`opening local state ${values["persist-to"]}`);
    plan = await withLocalState(resolve(values["persist-to"]), async ({ db, cache }) => {
      const live = toLive((await whenFree(() => db.prepare(LIVE_HASHES_SQL).all<Record<string, unknown>>())).results);
      const planned = publishPlan(pages, live, Date.now(), siteContent);
      progress.step(`writing ${planned.statements.length} statements in one batch`);
      await whenFree(() => db.batch(planned.statements.map(({ sql, params }) => db.prepare(sql).bind(...params))));
      progress.step("purging cache entries", planned.purge.length, "keys");
      for (const key of planned.purge) {
        await cache.delete(key);
        progress.tick();
      }
      return planned;
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(
      "content: writing to the local database failed (are the migrations applied? npm run db:migrate). The published content is unchanged.",
    );
    process.exit(1);
  }
} else {
  const answer = JSON.parse(wrangler(["d1", "execute", "DB", "--json", "--command", LIVE_HASHES_SQL.replace(/\s+/g, " ")])) as {
    results: Record<string, unknown>[];
  }[];
  plan = publishPlan(pages, toLive(answer[0]?.results ?? []), Date.now(), siteContent);
  const work = mkdtempSync(join(tmpdir(), "caravan-content-"));
  try {
    const sqlFile = join(work, "publish.sql");
    writeFileSync(sqlFile, `${plan.statements.map(renderStatement).join("\n")}\n`);
    wrangler(["d1", "execute", "DB", `--file=${sqlFile}`, ...(values.remote ? ["--yes"] : [])]);
    if (plan.purge.length > 0) {
      const keysFile = join(work, "purge.json");
      writeFileSync(keysFile, JSON.stringify(plan.purge));
      wrangler(["kv", "bulk", "delete", keysFile, "--binding", "CACHE", "--force"]);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
progress.stop();
console.log(
  `content: published to ${values.remote ? "the deployed site" : `local state ${values["persist-to"]}`} in ${Math.round(performance.now() - started)} ms ` +
    `(${plan.added} added, ${plan.changed} changed, ${plan.removed} removed; ${plan.purge.length} cache entries purged; ` +
    `bean bars and contacts content: ${plan.siteContentChanged} changed)`,
);
