import { CATALOGUE_TABLES_CHILD_FIRST, REBUILD_FTS_SQL } from "../../workers/db/schema";
import { PAUSE_TRAVEL_OFFERS_SQL, REBUILD_TRAVEL_OFFERS_SQL, RESUME_TRAVEL_OFFERS_SQL } from "../../workers/services/catalogue/offers-sql";
import { REBUILD_DEPARTURE_SUMMARY_SQL } from "../../workers/services/catalogue/departure-summary-sql";
import { REBUILD_PLACE_DAYS_SQL } from "../../workers/services/catalogue/place-days-sql";
import type { Catalogue } from "./catalogue";

export type SqlValue = string | number | null;
/** One statement with bound parameters, ready for `db.prepare(sql).bind(...params)`. */
export type SeedStatement = { sql: string; params: SqlValue[] };

/** D1 binds at most 100 parameters per statement. */
export const D1_MAX_BOUND_PARAMS = 100;

// Parents before children, so foreign keys hold while inserting.
const INSERT_ORDER: readonly (keyof Catalogue)[] = [
  "continents",
  "countries",
  "images",
  "coordinators",
  "badges",
  "travels",
  "travelStyles",
  "travelCountries",
  "tours",
  "periods",
  "itineraryDays",
  "routeStops",
  "travelImages",
  "priceHistory",
  "bookings",
];
const TABLE_OF: Readonly<Record<keyof Catalogue, string>> = {
  continents: "continents",
  countries: "countries",
  images: "images",
  coordinators: "coordinators",
  badges: "badges",
  travels: "travels",
  travelStyles: "travel_styles",
  travelCountries: "travel_countries",
  tours: "tours",
  periods: "periods",
  itineraryDays: "travel_itinerary_days",
  routeStops: "travel_route_stops",
  travelImages: "travel_images",
  priceHistory: "tour_price_history",
  bookings: "tour_bookings",
};

type TableRows = { table: string; columns: string[]; rows: readonly Record<string, SqlValue>[] };

function tablesInInsertOrder(catalogue: Catalogue): TableRows[] {
  return INSERT_ORDER.flatMap((key) => {
    const rows = catalogue[key] as readonly Record<string, SqlValue>[];
    return rows.length === 0 ? [] : [{ table: TABLE_OF[key], columns: Object.keys(rows[0]!), rows }];
  });
}

// travel_itinerary_days and travel_route_stops go after the shared wipe list: the cascade from travels
// empties them where foreign keys are enforced, this DELETE where they are not.
// travel_images goes first: it points at images as well as travels. A tour's price history and
// bookings go just before the tours they belong to.
// travel_offers (0012), travel_departure_summary (0020) and place_departure_days (0021) are kept by triggers on tours: they are paused before the tours go (each
// deleted or inserted tour would recompute its trip's offers) and every trip's offers are
// rebuilt once after the load (REBUILD).
const WIPE: readonly SeedStatement[] = [
  "travel_images",
  ...CATALOGUE_TABLES_CHILD_FIRST.flatMap((table) =>
    table === "tours"
      ? [
          PAUSE_TRAVEL_OFFERS_SQL,
          "travel_offers",
          "travel_departure_summary",
          "place_departure_days",
          "tour_price_history",
          "tour_bookings",
          table,
        ]
      : [table],
  ),
  "travel_itinerary_days",
  "travel_route_stops",
].map((entry) => ({ sql: entry === PAUSE_TRAVEL_OFFERS_SQL ? entry : `DELETE FROM ${entry}`, params: [] }));
const REBUILD: readonly SeedStatement[] = [
  ...REBUILD_TRAVEL_OFFERS_SQL,
  ...REBUILD_DEPARTURE_SUMMARY_SQL,
  ...REBUILD_PLACE_DAYS_SQL,
  RESUME_TRAVEL_OFFERS_SQL,
  ...REBUILD_FTS_SQL,
].map((sql) => ({
  sql: oneLine(sql),
  params: [],
}));

/** Every table the seed script writes: the ones it inserts into and the summaries it rebuilds. */
const WRITTEN_TABLES = [...Object.values(TABLE_OF), "travel_offers", "travel_departure_summary", "place_departure_days"];

/**
 * The named indexes of the tables the seed writes, each with its own CREATE text as the
 * migrations left it (constraint indexes, which have no text, stay). A bulk load drops them
 * before the script and creates them after (withSeedIndexesDropped, scripts/seed/index.ts):
 * SQLite then sorts each index once instead of inserting every departure at a random place in
 * eight indexes of tours and nine of travel_offers.
 */
export const SEED_INDEXES_SQL = `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
  AND tbl_name IN (${WRITTEN_TABLES.map((table) => `'${table}'`).join(", ")}) ORDER BY name`;

/**
 * Wipes every catalogue table, inserts the catalogue with multi-row INSERTs of at most
 * `maxParams` bound values each, then rebuilds the free-text tables. Rerunning is safe.
 */
export function catalogueStatements(catalogue: Catalogue, maxParams: number = D1_MAX_BOUND_PARAMS): SeedStatement[] {
  const statements: SeedStatement[] = [...WIPE];
  for (const { table, columns, rows } of tablesInInsertOrder(catalogue)) {
    const perStatement = Math.max(1, Math.floor(maxParams / columns.length));
    const tuple = `(${columns.map(() => "?").join(", ")})`;
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      statements.push({
        sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}`,
        params: chunk.flatMap((row) => columns.map((column) => row[column] ?? null)),
      });
    }
  }
  return [...statements, ...REBUILD];
}

/** workerd refuses statements over 100 KB (SQLITE_TOOBIG) and runs out of memory parsing
 * thousands of tuples (SQLITE_NOMEM): stay below both with a margin. */
const MAX_STATEMENT_BYTES = 90_000;
const MAX_STATEMENT_ROWS = 500;

/**
 * The same wipe, inserts and rebuild as one SQL script for `wrangler d1 execute --file`,
 * which cannot bind parameters: each value is written as a literal (strings quoted with ''
 * doubling, numbers checked finite). Rows are packed into INSERTs below the statement size
 * limit, one statement per line so `D1Database.exec()` (which splits on newlines) runs it too.
 */
export function catalogueScript(catalogue: Catalogue): string {
  return `${[...catalogueScriptLines(catalogue)].join("\n")}\n`;
}

/**
 * catalogueScript's statements one line at a time, for catalogues whose script would not fit
 * in one string (the 100x benchmark: over 500 MB).
 */
export function* catalogueScriptLines(catalogue: Catalogue): Generator<string> {
  for (const statement of WIPE) yield `${statement.sql};`;
  for (const { table, columns, rows } of tablesInInsertOrder(catalogue)) {
    if (table === SHARED_TEXTS.table) {
      yield* sharedTextLines(columns, rows);
      continue;
    }
    const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES `;
    let tuples: string[] = [];
    let bytes = head.length;
    for (const row of rows) {
      const tuple = `(${columns.map((column) => sqlLiteral(row[column] ?? null)).join(", ")})`;
      const size = Buffer.byteLength(tuple) + 2;
      if (tuples.length > 0 && (bytes + size > MAX_STATEMENT_BYTES || tuples.length >= MAX_STATEMENT_ROWS)) {
        yield `${head}${tuples.join(", ")};`;
        tuples = [];
        bytes = head.length;
      }
      tuples.push(tuple);
      bytes += size;
    }
    if (tuples.length > 0) yield `${head}${tuples.join(", ")};`;
  }
  for (const statement of REBUILD) yield `${statement.sql};`;
}

/**
 * Itinerary days repeat a few dozen day descriptions in five languages over thousands of rows:
 * the script writes each text once, in a scratch table, and the days point at it, which keeps
 * the script (and the time wrangler takes to apply it) as small as before itineraries told
 * each day apart. The parameterised statements above write the rows as they are.
 */
const SHARED_TEXTS = { table: "travel_itinerary_days", scratch: "seed_itinerary_texts", prefix: "body_" } as const;

function* sharedTextLines(columns: readonly string[], rows: readonly Record<string, SqlValue>[]): Generator<string> {
  const shared = columns.filter((column) => column.startsWith(SHARED_TEXTS.prefix));
  const own = columns.filter((column) => !column.startsWith(SHARED_TEXTS.prefix));
  // Each distinct set of texts once, keyed by its texts joined with a character no text holds.
  const ids = new Map<string, number>();
  const texts: SqlValue[][] = [];
  const keys = rows.map((row) => {
    const values = shared.map((column) => row[column] ?? null);
    const key = values.map((value) => (value === null ? "\u0001" : String(value))).join("\u0000");
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(key, id);
      texts.push(values);
    }
    return id;
  });
  yield `DROP TABLE IF EXISTS ${SHARED_TEXTS.scratch};`;
  yield `CREATE TABLE ${SHARED_TEXTS.scratch} (id INTEGER PRIMARY KEY, ${shared.map((column) => `${column} TEXT`).join(", ")});`;
  yield* insertLines(
    `INSERT INTO ${SHARED_TEXTS.scratch} (id, ${shared.join(", ")}) VALUES `,
    texts.map((values, i) => [i + 1, ...values]),
    "",
  );
  const select = `SELECT ${own.map((_, i) => `v.column${i + 1}`).join(", ")}, ${shared.map((column) => `t.${column}`).join(", ")} FROM (VALUES `;
  yield* insertLines(
    `INSERT INTO ${SHARED_TEXTS.table} (${[...own, ...shared].join(", ")}) ${select}`,
    rows.map((row, i) => [...own.map((column) => row[column] ?? null), keys[i]!]),
    `) AS v JOIN ${SHARED_TEXTS.scratch} t ON t.id = v.column${own.length + 1}`,
  );
  yield `DROP TABLE ${SHARED_TEXTS.scratch};`;
}

/** Tuples of literals packed into statements below the size and row limits. */
function* insertLines(head: string, rows: readonly SqlValue[][], tail: string): Generator<string> {
  let tuples: string[] = [];
  let bytes = head.length + tail.length;
  for (const row of rows) {
    const tuple = `(${row.map(sqlLiteral).join(", ")})`;
    const size = Buffer.byteLength(tuple) + 2;
    if (tuples.length > 0 && (bytes + size > MAX_STATEMENT_BYTES || tuples.length >= MAX_STATEMENT_ROWS)) {
      yield `${head}${tuples.join(", ")}${tail};`;
      tuples = [];
      bytes = head.length + tail.length;
    }
    tuples.push(tuple);
    bytes += size;
  }
  if (tuples.length > 0) yield `${head}${tuples.join(", ")}${tail};`;
}

/** Writes one parameterised statement with its values inlined (for logs and one-offs). */
export function renderStatement(statement: SeedStatement): string {
  return `${inlineParams(statement)};`;
}

function inlineParams({ sql, params }: SeedStatement): string {
  let index = 0;
  const text = oneLine(sql).replace(/\?/g, () => {
    if (index >= params.length) throw new Error(`too few parameters for: ${sql.slice(0, 80)}`);
    return sqlLiteral(params[index++]!);
  });
  if (index !== params.length) throw new Error(`too many parameters for: ${sql.slice(0, 80)}`);
  return text;
}

const NEEDS_ESCAPE = /['\r\n]/;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  // Most texts have no newline and no quote: written as they are.
  if (!NEEDS_ESCAPE.test(value)) return `'${value}'`;
  // Newlines would split the statement for exec(); write them as char(10)/char(13).
  if (!/[\r\n]/.test(value)) return `'${value.replaceAll("'", "''")}'`;
  return value
    .split(/(\r|\n)/)
    .map((part) => (part === "\n" ? "char(10)" : part === "\r" ? "char(13)" : `'${part.replaceAll("'", "''")}'`))
    .join(" || ");
}

function oneLine(sql: string): string {
  return sql.replace(/\s*\n\s*/g, " ").trim();
}

/**
 * The seed script's lines joined into scripts of about `maxBytes` each (at 100x the whole
 * script does not fit in one string): what `npm run seed` and the search bench run one by one.
 */
export function* catalogueScriptChunks(catalogue: Catalogue, maxBytes = 8_000_000): Generator<string> {
  let chunk: string[] = [];
  let bytes = 0;
  for (const line of catalogueScriptLines(catalogue)) {
    chunk.push(line);
    bytes += line.length;
    if (bytes > maxBytes) {
      yield chunk.join("\n");
      chunk = [];
      bytes = 0;
    }
  }
  if (chunk.length > 0) yield chunk.join("\n");
}
