/**
 * The local D1 database of a state folder (`npm start`'s `.wrangler/state`, the browser tests'
 * `.wrangler/e2e-state`), opened the way `wrangler d1 execute --local` opens it: a Miniflare
 * of its own on `<persist-to>/v3/d1`, the database named by wrangler.toml's id. The running
 * site and this see the same SQLite file. One process, bound parameters, no `npx wrangler`
 * start per statement (3–4 s each on this machine).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";

type LocalD1 = Awaited<ReturnType<Miniflare["getD1Database"]>>;
type LocalKV = Awaited<ReturnType<Miniflare["getKVNamespace"]>>;

/** The id wrangler uses for the local file (scripts/local-migrate.mjs reads it the same way for the migrations). */
import { localDatabaseId } from "./local-migrate.mjs";

export { localDatabaseId };

/** The id wrangler uses for the local CACHE namespace's folder: the top-level binding's id. */
export function localCacheId(wranglerToml = new URL("../wrangler.toml", import.meta.url)): string {
  const topLevel = readFileSync(wranglerToml, "utf8").split(/^\[env\./m)[0] ?? "";
  const block = topLevel
    .split(/^\[\[kv_namespaces\]\]/m)
    .slice(1)
    .map((part) => part.split(/^\[/m)[0] ?? "")
    .find((part) => /^\s*binding\s*=\s*"CACHE"/m.test(part));
  const id = block?.match(/^\s*id\s*=\s*"([^"]+)"/m)?.[1];
  if (!id) throw new Error("wrangler.toml names no id for the CACHE binding");
  return id;
}

/**
 * Opens the folder's database and cache namespace for `use` (as `wrangler d1 execute --local`
 * and `wrangler kv … --local` open them), and closes them whatever happens. A folder without a
 * database is refused (Miniflare would quietly make an empty one).
 */
export async function withLocalState<T>(persistTo: string, use: (bindings: { db: LocalD1; cache: LocalKV }) => Promise<T>): Promise<T> {
  const d1Persist = join(persistTo, "v3", "d1");
  const files = join(d1Persist, "miniflare-D1DatabaseObject");
  if (!existsSync(files) || !readdirSync(files).some((file) => file.endsWith(".sqlite") && file !== "metadata.sqlite"))
    throw new Error(`no local database in ${persistTo} (\`npm start\` makes it)`);
  const mf = new Miniflare({
    modules: true,
    script: "",
    d1Persist,
    d1Databases: { DB: localDatabaseId() },
    kvPersist: join(persistTo, "v3", "kv"),
    kvNamespaces: { CACHE: localCacheId() },
  });
  try {
    return await use({ db: await mf.getD1Database("DB"), cache: await mf.getKVNamespace("CACHE") });
  } finally {
    await mf.dispose();
  }
}

/** The folder's database alone (withLocalState). */
export function withLocalD1<T>(persistTo: string, use: (db: LocalD1) => Promise<T>): Promise<T> {
  return withLocalState(persistTo, ({ db }) => use(db));
}

/**
 * Runs one call on the local database again when the running site held the file at that moment
 * (SQLite busy; workerd reports it as an "internal error"). Only for calls that change nothing
 * when they fail: a read, or a batch (one transaction: all or nothing).
 */
export async function whenFree<T>(call: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= tries || !/internal error|SQLITE_BUSY|database is locked/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150 * attempt));
    }
  }
}

/**
 * Literal SQL split into its statements at the semicolons outside quotes and comments (what
 * `wrangler d1 execute --command` does before it runs them as one batch).
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    if (quote) {
      current += char;
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
      current += char;
    } else if (char === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
      current += "\n";
    } else if (char === ";") {
      if (current.trim()) statements.push(current.trim());
      current = "";
    } else {
      current += char;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
