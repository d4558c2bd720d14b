/**
 * An in-process Miniflare with D1 and KV for service-level tests and the search benchmark:
 * faster than going through the built Worker. Migrations are applied from
 * workers/db/migrations, then the deterministic seed at the scale asked.
 */
import { Miniflare } from "miniflare";
import { catalogueScript, generateCatalogue, type Catalogue } from "../../scripts/seed/index";
import { migrationStatements } from "./migrations";

export { migrationStatements };

export type CatalogueD1 = { mf: Miniflare; db: D1Database; kv: KVNamespace; catalogue: Catalogue; dispose(): Promise<void> };

export async function applyMigrations(db: D1Database): Promise<void> {
  await db.batch(migrationStatements().map((statement) => db.prepare(statement)));
}

/** Runs the seed script (the same SQL `npm run seed` applies) through D1 exec. */
export async function seedCatalogue(db: D1Database, catalogue: Catalogue): Promise<void> {
  await db.exec(catalogueScript(catalogue));
}

/** `script`: a Worker (ES module source) to run beside the database, e.g. a bench's (its `mf.dispatchFetch`). */
export async function createCatalogueD1({ scale, today, script }: { scale: number; today: Date; script?: string }): Promise<CatalogueD1> {
  const mf = new Miniflare({
    modules: true,
    script: script ?? "export default { fetch() { return new Response('') } }",
    compatibilityDate: "2026-04-20",
    d1Databases: ["DB"],
    kvNamespaces: ["KV"],
  });
  const db = (await mf.getD1Database("DB")) as unknown as D1Database;
  const kv = (await mf.getKVNamespace("KV")) as unknown as KVNamespace;
  await applyMigrations(db);
  const catalogue = generateCatalogue({ scale, today });
  await seedCatalogue(db, catalogue);
  return { mf, db, kv, catalogue, dispose: () => mf.dispose() };
}
