import { generateCatalogue, type CatalogueOptions } from "./catalogue";
import { catalogueScript, catalogueStatements, D1_MAX_BOUND_PARAMS, SEED_INDEXES_SQL, type SeedStatement } from "./sql";
import { generatePromotions, promotionScript, promotionStatements } from "./promotions";
import { generateMeetupEvents, meetupEventsScript, meetupEventStatements } from "./events";
import { generateTravelCosts, travelCostScript, travelCostStatements } from "./travel-costs";

export { generateCatalogue, slugify, MEDIA_BASE_URL, TRAVELS_PER_SCALE, type Catalogue, type CatalogueOptions } from "./catalogue";
export { generatePromotions, promotionScript, promotionStatements, type PromotionRow } from "./promotions";
export { generateTravelCosts, RECOMMENDED_AIRPORTS, type TravelCostRow, type TravelFlightRow } from "./travel-costs";
export { generateMeetupEvents, meetupEventsScript, meetupEventStatements, EVENTS_PER_SITE, type MeetupEventRow } from "./events";
export {
  catalogueScript,
  catalogueScriptChunks,
  catalogueScriptLines,
  catalogueStatements,
  renderStatement,
  SEED_INDEXES_SQL,
  sqlLiteral,
  type SeedStatement,
  type SqlValue,
} from "./sql";

/**
 * The seed as parameterised statements (at most 100 bound values each, as D1 requires), for
 * tests: `await db.batch(seedStatements(opts).map((s) => db.prepare(s.sql).bind(...s.params)))`.
 */
export function seedStatements(options: CatalogueOptions = {}): SeedStatement[] {
  const catalogue = generateCatalogue(options);
  return [
    ...catalogueStatements(catalogue, D1_MAX_BOUND_PARAMS),
    ...promotionStatements(generatePromotions(catalogue, options.today)),
    ...travelCostStatements(generateTravelCosts(catalogue)),
    ...meetupEventStatements(generateMeetupEvents(options.today)),
  ];
}

/** The seed as one SQL script (literal values, long multi-row INSERTs) for wrangler or exec(). */
export function seedSqlScript(options: CatalogueOptions = {}): string {
  const catalogue = generateCatalogue(options);
  return (
    catalogueScript(catalogue) +
    promotionScript(generatePromotions(catalogue, options.today)) +
    travelCostScript(generateTravelCosts(catalogue)) +
    meetupEventsScript(generateMeetupEvents(options.today))
  );
}

/**
 * Runs the seed against a D1 binding (Miniflare or the Worker): the same script `npm run seed`
 * applies, through exec() (one statement per line), which is ~10x faster than a batch of
 * 100-value statements (10x scale: ~3 s against ~40 s).
 */
export async function seedDatabase(db: D1Database, options: CatalogueOptions = {}): Promise<void> {
  await db.exec(seedSqlScript(options));
}

/**
 * Runs `load` (the seed script, whole or in chunks) with the indexes of the tables it writes
 * dropped, and creates them again after, from their own CREATE text (SEED_INDEXES_SQL): the
 * schema is the same before and after, and the rows too (tests/integration/seed-indexes.test.ts).
 * At 100x the load then takes about half as long. Not atomic: a database read while it runs has
 * no such indexes (queries naming one with INDEXED BY fail), so it is for bulk loads (the
 * benchmark's, `npm run seed`'s), not for a site serving visitors. When the load fails the
 * indexes are still created again, and the load's error is the one thrown.
 */
export async function withSeedIndexesDropped<T>(db: D1Database, load: () => Promise<T>): Promise<T> {
  const { results: indexes } = await db.prepare(SEED_INDEXES_SQL).all<{ name: string; sql: string }>();
  const recreate = async () => {
    if (indexes.length > 0) await db.batch(indexes.map((index) => db.prepare(index.sql)));
  };
  if (indexes.length > 0) await db.batch(indexes.map((index) => db.prepare(`DROP INDEX "${index.name}"`)));
  let result: T;
  try {
    result = await load();
  } catch (error) {
    await recreate().catch(() => undefined);
    throw error;
  }
  await recreate();
  return result;
}
