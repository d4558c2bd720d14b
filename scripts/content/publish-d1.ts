/**
 * Publishes built pages through D1 and KV bindings (Miniflare in the tests, or a Worker):
 * the plan's statements as one atomic batch, then the purge of the changed cache keys.
 */
import { relative } from "node:path";
import { tenants } from "../../tenants";
import { LIVE_HASHES_SQL } from "../../workers/services/content/pages-sql";
import type { PublishedPage, PublishedSiteContent } from "../../workers/services/content/types";
import { buildContent, formatProblem, loadContentTree } from "./build";
import { publishPlan, type LivePage, type PublishPlan } from "./publish-plan";

export async function livePages(db: D1Database): Promise<LivePage[]> {
  const { results } = await db.prepare(LIVE_HASHES_SQL).all<Record<string, unknown>>();
  return results.map((row) => ({ site: String(row.site), kind: String(row.kind), name: String(row.name), hash: String(row.content_hash) }));
}

export async function publishToBindings(
  db: D1Database,
  kv: KVNamespace,
  pages: readonly PublishedPage[],
  now = Date.now(),
  /** Without it, the live bean bars and contacts content stay as they are. */
  siteContent?: readonly PublishedSiteContent[],
): Promise<PublishPlan> {
  const plan = publishPlan(pages, await livePages(db), now, siteContent);
  await db.batch(plan.statements.map(({ sql, params }) => db.prepare(sql).bind(...params)));
  await Promise.all(plan.purge.map((key) => kv.delete(key)));
  return plan;
}

const built = new Map<string, { pages: PublishedPage[]; siteContent: PublishedSiteContent[] }>();

/**
 * Builds and publishes a content folder through bindings (the test harness's step, as
 * `npm start` runs content:publish). A folder with problems throws them all; a folder with
 * no site folders yet publishes nothing.
 */
export async function publishContentDir(db: D1Database, kv: KVNamespace, dir: string): Promise<PublishPlan | null> {
  let content = built.get(dir);
  if (!content) {
    const tree = loadContentTree(dir, relative(process.cwd(), dir) || ".");
    if (tree.folders.size === 0) return null;
    const result = buildContent(tree, tenants);
    if (result.problems.length > 0) throw new Error(`content in ${dir} has problems:\n${result.problems.map(formatProblem).join("\n")}`);
    content = { pages: result.pages, siteContent: result.siteContent };
    built.set(dir, content);
  }
  return publishToBindings(db, kv, content.pages, Date.now(), content.siteContent);
}
