/**
 * The generation of the edge copies of anonymous pages (workers/http/edge-cache.ts): a value in
 * D1 (migration 0011) that is part of every copy's key. Writers of what those pages show run
 * the bump with their own statements — the price service and `npm run tours:price`, the
 * reference-price refresh — and a content publish's live switch renews it by a trigger (0011),
 * so the next request renders afresh, on every instance at once (D1 is read on each cacheable
 * request; KV would lag up to a minute).
 */
export const BUMP_PAGE_GENERATION_SQL =
  "UPDATE page_cache_generation SET generation = lower(hex(randomblob(8))), changed_at = datetime('now') WHERE id = 1";
export const READ_PAGE_GENERATION_SQL = "SELECT generation FROM page_cache_generation WHERE id = 1";

/** The bump as a statement with numbered parameters (none), for batches and `wrangler d1 execute`. */
export const bumpPageGenerationStatement = () => ({ sql: BUMP_PAGE_GENERATION_SQL, params: [] as never[] });

export async function bumpPageGeneration(db: D1Database): Promise<void> {
  await db.prepare(BUMP_PAGE_GENERATION_SQL).run();
}

export async function readPageGeneration(db: D1Database): Promise<string | null> {
  return (await db.prepare(READ_PAGE_GENERATION_SQL).first<string>("generation")) ?? null;
}
