/**
 * The sites' D1 databases for the integration tests, made once and copied.
 *
 * Every site the harness starts needs the same schema (the migrations) and, most of the time,
 * the same published content pages. Applying both through Miniflare's binding proxy took
 * 4–7 s per site (89 statements, then a batch of hundreds of prepared statements), and almost
 * every file starts a site or two. Instead the first site of a run that wants a given content
 * folder builds that database once, in a Miniflare of its own persisted to a folder (the
 * "template"); every site after it, in any worker process, starts on a copy of that folder:
 * a real SQLite D1 with exactly the same rows, its own from then on.
 *
 * A site that also wants the demo catalogue (`startSite({ seed })`) starts on a copy of a second
 * template: the first, with the seed script applied once for that scale and day. The script is a
 * function of the scale and the UTC day alone (tests/unit/seed-day.test.ts holds it to that), so
 * every file of a run that seeds the same scale shares one.
 *
 * Templates live for one run: `tests/support/integration-setup.ts` (vitest's globalSetup)
 * makes the run's scratch folder and removes it afterwards, so a changed migration, content
 * page or content builder is always picked up. Outside vitest (the benches), a process makes
 * its own scratch folder and removes it when it exits.
 */
import { createHash, randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { Miniflare } from "miniflare";
import { publishContentDir } from "../../scripts/content/publish-d1";
import { seedSqlScript } from "../../scripts/seed/index";
import { SCRATCH_ENV, SCRATCH_ROOT } from "./integration-setup";
import { migrationStatements } from "./migrations";

/** The D1 id the harness binds as DB: Miniflare names the database's file after it. */
export const TEST_D1_ID = "caravan-test";

let ownScratch: string | undefined;

/** The run's scratch folder (globalSetup's), or this process's own when run outside vitest. */
function scratch(): string {
  const shared = process.env[SCRATCH_ENV];
  if (shared) {
    mkdirSync(shared, { recursive: true });
    return shared;
  }
  if (!ownScratch) {
    const made = mkdtempSync(join(SCRATCH_ROOT, "caravan-tests-"));
    ownScratch = made;
    process.once("exit", () => rmSync(made, { recursive: true, force: true }));
  }
  return ownScratch;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** The demo catalogue a site starts with: the seed's scale and its day. */
export type SiteSeed = { scale: number; today: Date };

/** The seed script's inputs, as it reads them: the scale and the UTC day of `today`. */
const seedKey = ({ scale, today }: SiteSeed) => `seed:${scale}:${today.toISOString().slice(0, 10)}`;

/** Names what goes into a template: the migrations, every file of the content folder and the seed. */
function templateKey(contentDir: string | false, seed?: SiteSeed): string {
  const hash = createHash("sha256");
  if (seed) hash.update(seedKey(seed)).update("\0");
  for (const statement of migrationStatements()) hash.update(statement).update("\0");
  hash.update(contentDir ? `content:${contentDir}\0` : "no content\0");
  if (contentDir && existsSync(contentDir)) {
    for (const file of filesUnder(contentDir)) hash.update(relative(contentDir, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 24);
}

/**
 * The builder's Worker: runs D1 statements and KV deletes sent to it as JSON. The build talks
 * to D1 only through requests (Miniflare's dispatchFetch, asynchronous), never through
 * Miniflare's binding proxy: the proxy's synchronous calls (every `prepare` and `bind`) block
 * the test process on a worker thread, and under load one of them once failed Miniflare's own
 * reply check (an assertion in its synchronous fetcher) while a site's migrations were applied.
 */
const BUILDER_SCRIPT = `export default {
  async fetch(request, env) {
    const { op, statements = [], key } = await request.json();
    try {
      if (op === "kv-delete") return Response.json(await env.CACHE.delete(key) ?? null);
      if (op === "exec") return Response.json(await env.DB.exec(statements[0].sql));
      const prepared = statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params));
      if (op === "batch") return Response.json(await env.DB.batch(prepared));
      return Response.json(await prepared[0][op]());
    } catch (error) {
      return new Response(String(error && error.stack || error), { status: 500 });
    }
  },
};`;

type Statement = { sql: string; params: unknown[] };

/** The D1 and KV calls the build makes (migrations, content publish), sent as requests to the builder. */
function bindingsOverRequests(mf: Miniflare): { db: D1Database; kv: KVNamespace; exec: (sql: string) => Promise<unknown> } {
  const send = async (body: { op: string; statements?: Statement[]; key?: string }) => {
    const response = await mf.dispatchFetch("http://template.builder/", { method: "POST", body: JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`building the test database: ${body.op} failed: ${text}`);
    return JSON.parse(text) as unknown;
  };
  const statement = (sql: string, params: unknown[] = []) => ({
    toJSON: (): Statement => ({ sql, params }),
    bind: (...values: unknown[]) => statement(sql, values),
    all: () => send({ op: "all", statements: [{ sql, params }] }),
    run: () => send({ op: "run", statements: [{ sql, params }] }),
    first: () => send({ op: "first", statements: [{ sql, params }] }),
    raw: () => send({ op: "raw", statements: [{ sql, params }] }),
  });
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: (statements: ReturnType<typeof statement>[]) => send({ op: "batch", statements: statements.map((s) => s.toJSON()) }),
  };
  const kv = { delete: (key: string) => send({ op: "kv-delete", key }) };
  const exec = (sql: string) => send({ op: "exec", statements: [{ sql, params: [] }] });
  return { db: db as unknown as D1Database, kv: kv as unknown as KVNamespace, exec };
}

async function buildTemplate(contentDir: string | false, target: string, seed?: SiteSeed): Promise<void> {
  const building = mkdtempSync(join(scratch(), "building-"));
  // A seeded template starts from the unseeded one, as a site seeded after its start did.
  if (seed) cpSync(await siteTemplate(contentDir), building, { recursive: true });
  // Only the bindings the build writes: the site's Worker is not needed to fill a database.
  const mf = new Miniflare({
    modules: true,
    script: BUILDER_SCRIPT,
    compatibilityDate: "2025-01-01",
    d1Databases: { DB: TEST_D1_ID },
    d1Persist: building,
    kvNamespaces: { CACHE: TEST_D1_ID },
  });
  try {
    const { db, kv, exec } = bindingsOverRequests(mf);
    if (seed) {
      // The seed as seedDatabase applies it (scripts/seed/index.ts): its script, through exec().
      await exec(seedSqlScript(seed));
    } else {
      // Every migration statement as written, in one request (one D1 batch).
      await db.batch(migrationStatements().map((sql) => db.prepare(sql)));
      if (contentDir) await publishContentDir(db, kv, contentDir);
    }
  } catch (error) {
    await mf.dispose();
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  await mf.dispose();
  try {
    // Atomic: a process that finds the folder finds it whole. Another process may have won the race.
    renameSync(building, target);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

const templates = new Map<string, Promise<string>>();

/**
 * The folder of the migrated (and, with a content folder, published; with a seed, seeded)
 * database, built once per run.
 */
export function siteTemplate(contentDir: string | false, seed?: SiteSeed): Promise<string> {
  const dir = contentDir ? resolve(contentDir) : false;
  const key = templateKey(dir, seed);
  let template = templates.get(key);
  if (!template) {
    const target = join(scratch(), `template-${key}`);
    template = existsSync(target) ? Promise.resolve(target) : buildTemplate(dir, target, seed).then(() => target);
    // A failed build is not remembered: the next site tries again (and reports its own error).
    template.catch(() => templates.delete(key));
    templates.set(key, template);
  }
  return template;
}

/** A fresh copy of the template for one site, and how to remove it once the site is closed. */
export async function siteDatabase(contentDir: string | false, seed?: SiteSeed): Promise<{ persistTo: string; remove: () => void }> {
  const template = await siteTemplate(contentDir, seed);
  const persistTo = join(scratch(), `site-${randomUUID()}`);
  cpSync(template, persistTo, { recursive: true });
  return { persistTo, remove: () => rmSync(persistTo, { recursive: true, force: true }) };
}
