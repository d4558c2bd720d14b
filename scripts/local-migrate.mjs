// The migrations of workers/db/migrations applied to a state folder's local D1 database
// (`npm start`'s, the browser tests'), in this process, as `wrangler d1 migrations apply DB
// --local --persist-to DIR` applies them: each file's statements and its row in wrangler's own
// `d1_migrations` table, in one transaction per file, so wrangler later sees them applied. A
// wrangler start for this cost 25 CPU-seconds (40 s on a busy 2-core machine); this, about one.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";

const root = new URL("..", import.meta.url).pathname;
export const MIGRATIONS_DIR = join(root, "workers/db/migrations");

/** wrangler's table of applied migrations, as wrangler creates it. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/**
 * Splits a migration file into statements; a trigger body (BEGIN … END;) stays whole.
 * D1's exec() wants one statement per line, so the statements are prepared one by one instead.
 */
export function splitSqlStatements(sql) {
  const statements = [];
  let current = [];
  let inTrigger = false;
  for (const rawLine of sql.split("\n")) {
    const line = rawLine.replace(/--.*$/, "").trimEnd();
    if (line.trim() === "") continue;
    current.push(line);
    if (/^\s*CREATE\s+TRIGGER/i.test(line) || /\bBEGIN\s*$/i.test(line)) inTrigger = true;
    const ends = inTrigger ? /^\s*END\s*;\s*$/i.test(line) : line.endsWith(";");
    if (ends) {
      statements.push(current.join("\n"));
      current = [];
      inTrigger = false;
    }
  }
  if (current.length > 0) statements.push(current.join("\n"));
  return statements;
}

/** The migration files, in the order wrangler applies them (by name). */
export function migrationFiles(dir = MIGRATIONS_DIR) {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith(".sql"))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The id wrangler names the local database file after: the top-level DB binding's preview id,
 * else its id (the top-level bindings come before the first `[env.…]` table).
 * @param {string | URL} [wranglerToml]
 * @returns {string}
 */
export function localDatabaseId(wranglerToml = join(root, "wrangler.toml")) {
  const topLevel = readFileSync(wranglerToml, "utf8").split(/^\[env\./m)[0] ?? "";
  const block = topLevel
    .split(/^\[\[d1_databases\]\]/m)
    .slice(1)
    .map((part) => part.split(/^\[/m)[0] ?? "")
    .find((part) => /^\s*binding\s*=\s*"DB"/m.test(part));
  const id = block?.match(/^\s*preview_database_id\s*=\s*"([^"]+)"/m)?.[1] ?? block?.match(/^\s*database_id\s*=\s*"([^"]+)"/m)?.[1];
  if (!id) throw new Error("wrangler.toml names no database_id for the DB binding");
  return id;
}

/**
 * Runs batches of statements sent as requests: the binding proxy's synchronous calls are not
 * used (under load one failed Miniflare's own reply check; tests/support/site-db.ts).
 */
const BATCH_WORKER = `export default {
  async fetch(request, env) {
    const statements = await request.json();
    try {
      const results = await env.DB.batch(statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
      return Response.json(results.map((result) => result.results ?? []));
    } catch (error) {
      return new Response(String((error && error.stack) || error), { status: 500 });
    }
  },
};`;

/** Applies the migrations the state folder's database does not have yet; returns their names. */
export async function applyLocalMigrations(persistTo, dir = MIGRATIONS_DIR) {
  const mf = new Miniflare({
    modules: true,
    script: BATCH_WORKER,
    compatibilityDate: "2025-01-01",
    d1Persist: join(persistTo, "v3", "d1"),
    d1Databases: { DB: localDatabaseId() },
  });
  const batch = async (statements) => {
    const response = await mf.dispatchFetch("http://migrate.local/", { method: "POST", body: JSON.stringify(statements) });
    const text = await response.text();
    if (!response.ok) throw new Error(text);
    return JSON.parse(text);
  };
  try {
    const [, [applied]] = await batch([
      { sql: MIGRATIONS_TABLE, params: [] },
      { sql: "SELECT json_group_array(name) AS names FROM d1_migrations", params: [] },
    ]);
    const done = new Set(JSON.parse(applied.names));
    const missing = migrationFiles(dir).filter((file) => !done.has(file));
    for (const file of missing) {
      const statements = splitSqlStatements(readFileSync(join(dir, file), "utf8")).map((sql) => ({ sql, params: [] }));
      try {
        await batch([...statements, { sql: "INSERT INTO d1_migrations (name) VALUES (?)", params: [file] }]);
      } catch (error) {
        throw new Error(`migration ${file} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
    return missing;
  } finally {
    await mf.dispose();
  }
}
