/**
 * A page's reads started together go to D1 as one batch (workers/db/read-batcher.ts), on a
 * real D1 database (Miniflare's). A counting binding underneath tells how many calls reached it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchReads } from "../../workers/db/read-batcher";
import { startSite, type Site } from "./harness";
import { testNow } from "../support/clock";

let site: Site;
const calls: string[] = [];

/** Records one call that reached the database, then makes it. */
function call<T>(name: string, run: () => T): T {
  calls.push(name);
  return run();
}

/** The real database, counting each call that reaches it. */
function counted(db: D1Database): D1Database {
  const statement = (inner: D1PreparedStatement, query: string): D1PreparedStatement =>
    ({
      inner,
      bind: (...values: unknown[]) => statement(inner.bind(...values), query),
      first: (column?: string) => call(`first ${query}`, () => (column === undefined ? inner.first() : inner.first(column))),
      all: () => call(`all ${query}`, () => inner.all()),
      run: () => call(`run ${query}`, () => inner.run()),
      raw: () => call(`raw ${query}`, () => inner.raw()),
    }) as unknown as D1PreparedStatement;
  return {
    prepare: (query: string) => statement(db.prepare(query), query),
    batch: (statements: D1PreparedStatement[]) =>
      call(`batch ${statements.length}`, () => db.batch(statements.map((s) => (s as unknown as { inner: D1PreparedStatement }).inner))),
  } as unknown as D1Database;
}

beforeAll(async () => {
  site = await startSite({ seed: { scale: 0.1, today: testNow() } });
  const db = site.db as unknown as D1Database;
  await db.exec("CREATE TABLE IF NOT EXISTS batch_probe (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)");
  await db.exec("DELETE FROM batch_probe");
  await db.prepare("INSERT INTO batch_probe (id, name) VALUES (1, 'one'), (2, 'two'), (3, 'three')").run();
});
afterAll(async () => {
  await site?.close();
});

describe("batchReads", () => {
  it("sends reads started together as one batch, each answered as if asked alone", async () => {
    calls.length = 0;
    const db = batchReads(counted(site.db as unknown as D1Database));
    const [all, first, column, none, pair] = await Promise.all([
      db.prepare("SELECT id, name FROM batch_probe ORDER BY id").all<{ id: number; name: string }>(),
      db.prepare("SELECT name FROM batch_probe WHERE id = ?").bind(2).first<{ name: string }>(),
      db.prepare("SELECT name FROM batch_probe WHERE id = ?").bind(3).first<string>("name"),
      db.prepare("SELECT name FROM batch_probe WHERE id = ?").bind(99).first(),
      db.batch<{ n: number }>([db.prepare("SELECT COUNT(*) AS n FROM batch_probe"), db.prepare("SELECT 7 AS n")]),
    ]);
    expect(calls).toEqual(["batch 6"]);
    expect(all.results.map((row) => row.name)).toEqual(["one", "two", "three"]);
    expect(first).toEqual({ name: "two" });
    expect(column).toBe("three");
    expect(none).toBeNull();
    expect(pair.map((result) => result.results[0]?.n)).toEqual([3, 7]);
  });

  it("sends a lone read as it was asked, and writes at once, never held", async () => {
    calls.length = 0;
    const db = batchReads(counted(site.db as unknown as D1Database));
    expect(await db.prepare("SELECT name FROM batch_probe WHERE id = 1").first("name")).toBe("one");
    expect(calls).toEqual(["first SELECT name FROM batch_probe WHERE id = 1"]);
    calls.length = 0;
    const [written, read] = await Promise.all([
      db.prepare("UPDATE batch_probe SET name = 'uno' WHERE id = 1").run(),
      db.prepare("SELECT COUNT(*) AS n FROM batch_probe").first<{ n: number }>(),
    ]);
    expect(written.success).toBe(true);
    expect(read?.n).toBe(3);
    expect(calls).toEqual(["run UPDATE batch_probe SET name = 'uno' WHERE id = 1", "first SELECT COUNT(*) AS n FROM batch_probe"]);
  });

  it("gives each read its own answer or fault when one read of the batch is at fault", async () => {
    calls.length = 0;
    const db = batchReads(counted(site.db as unknown as D1Database));
    const [good, bad, other] = await Promise.allSettled([
      db.prepare("SELECT name FROM batch_probe WHERE id = 2").first("name"),
      db.prepare("SELECT no_such_column FROM batch_probe").all(),
      db.prepare("SELECT COUNT(*) AS n FROM batch_probe").first("n"),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: "two" });
    expect(bad.status).toBe("rejected");
    expect(String((bad as PromiseRejectedResult).reason)).toMatch(/no such column/);
    expect(other).toEqual({ status: "fulfilled", value: 3 });
    // The batch failed on the query's fault; each read was then asked alone.
    expect(calls[0]).toBe("batch 3");
    expect(calls).toHaveLength(4);
  });
});
