/**
 * A test-only entry around the BUILT Worker (build/index.js) that hands it a D1 with a read
 * replica that lags: what a request's D1 session reads depends on where it started, as with
 * D1's read replication. Production code has no switch for any of this: the Worker only ever
 * sees a D1 binding with the Sessions API.
 *
 * - The replica is a copy of the real database taken when the test says (`POST /__replica`
 *   with `{ "snapshot": true }` on any host): one of the empty SNAPSHOT_n databases is filled
 *   with every table's rows at that moment. Until the next snapshot it never changes, however
 *   much the real database does: it is a replica that stopped catching up.
 * - A session started "first-unconstrained", or from a bookmark the replica has seen (at or
 *   before its snapshot), reads the replica. A session started "first-primary", or from a
 *   bookmark after the snapshot, reads the real database (a replica that has not seen the
 *   bookmark would wait for it or hand over to the primary).
 * - Writes always go to the real database. A session that wrote reads the real database from
 *   then on, as D1 moves a session to its write's point in history.
 * - Bookmarks are counters ("0000002a-00000000-00000000") that move on every write; the
 *   session's `getBookmark()` is the latest point it saw.
 *
 * `GET /__replica` answers the state and every session opened since the last snapshot: where it
 * started, what answered its reads, whether it wrote. `POST /__replica` with `{ "snapshot": false }`
 * lets the replica catch up (every session reads the real database again).
 * `POST /__d1` on d1.test runs a test's own SQL on the real D1 (tests/support/test-d1.mjs).
 */
import worker from "./index.js";
import { answerSettled, tracked } from "./settle.js";
import { shiftClock } from "./test-clock.js";
import { answerD1 } from "./test-d1.js";

/** How many SNAPSHOT_n databases the harness binds (tests/integration/harness.ts): one per snapshot a site takes. */
const SNAPSHOT_BINDINGS = 6;

/** The database's point in history: moves on every write, through any session. */
let position = 1;
/** The replica: its database and the point it was copied at; null when it is caught up. */
let replica = null;
let snapshotsTaken = 0;
/** The sessions opened since the last snapshot, as `GET /__replica` reports them. */
let sessions = [];

const bookmarkAt = (at) => `${at.toString(16).padStart(8, "0")}-00000000-00000000`;
/** A bookmark's point, or 0 for anything this stand-in did not hand out. */
function pointOf(bookmark) {
  const match = /^([0-9a-f]{8})-00000000-00000000$/.exec(bookmark ?? "");
  return match ? Number.parseInt(match[1], 16) : 0;
}

/** A statement that only reads (the stand-in's own rule, not the Worker's). */
function readsOnly(sql) {
  const text = sql
    .replace(/--[^\n]*/g, " ")
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .trim();
  if (/^(select|values|explain)\b/i.test(text)) return true;
  return /^with\b/i.test(text) && !/\b(insert|update|delete|replace)\b/i.test(text);
}

const INNER = Symbol("statement");

function openSession(db, constraint, recorded = true) {
  const start = constraint ?? "first-unconstrained";
  const startPoint = pointOf(start);
  const onReplica = replica !== null && start !== "first-primary" && startPoint <= replica.at;
  const record = { start, startedOn: onReplica ? "replica" : "primary", replicaReads: 0, primaryReads: 0, writes: 0 };
  if (recorded) sessions.push(record);
  const state = { onReplica, seen: onReplica ? replica.at : Math.max(startPoint, position), snapshot: onReplica ? replica : null };

  /** Runs one call: a write on the real database (and the session moves there), a read where the session is. */
  async function run(sqls, call) {
    const writes = sqls.some((sql) => !readsOnly(sql));
    if (writes) {
      const result = await call(db);
      position++;
      record.writes++;
      state.onReplica = false;
      state.seen = position;
      return result;
    }
    if (state.onReplica) {
      record.replicaReads++;
      return call(state.snapshot.db);
    }
    record.primaryReads++;
    state.seen = Math.max(state.seen, position);
    return call(db);
  }

  const statement = (sql, values) => {
    const on = (target) => (values ? target.prepare(sql).bind(...values) : target.prepare(sql));
    return {
      [INNER]: { sql, on },
      bind: (...bound) => statement(sql, bound),
      first: (column) => run([sql], (target) => (column === undefined ? on(target).first() : on(target).first(column))),
      all: () => run([sql], (target) => on(target).all()),
      run: () => run([sql], (target) => on(target).run()),
      raw: (options) => run([sql], (target) => on(target).raw(options)),
    };
  };
  return {
    prepare: (sql) => statement(sql, null),
    batch: (statements) => {
      const inner = statements.map((s) => s[INNER]);
      return run(
        inner.map((s) => s.sql),
        (target) => target.batch(inner.map((s) => s.on(target))),
      );
    },
    getBookmark: () => bookmarkAt(state.seen),
  };
}

function laggingD1(db) {
  // Calls outside any session read and write the real database (not a request's session: not recorded).
  const outside = openSession(db, "first-primary", false);
  return {
    prepare: outside.prepare,
    batch: outside.batch,
    exec: (query) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraint) => openSession(db, constraint),
  };
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;
/** D1 binds at most 100 values per statement. */
const MAX_VALUES = 100;

/** Fills `target` (an empty database) with the schema and every row of `source`. */
async function copyDatabase(source, target) {
  const { results: objects } = await source
    .prepare(
      `SELECT type, name, sql FROM sqlite_master
       WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid`,
    )
    .all();
  const virtual = objects.filter((o) => o.type === "table" && /^create\s+virtual\s+table/i.test(o.sql)).map((o) => o.name);
  // A virtual table makes its own shadow tables.
  const shadow = (name) => virtual.some((v) => name.startsWith(`${v}_`));
  const tables = objects.filter((o) => o.type === "table" && !shadow(o.name));
  await target.batch(tables.map((o) => target.prepare(o.sql)));
  const inserts = [];
  for (const { name } of tables) {
    const isVirtual = virtual.includes(name);
    const [columns, ...rows] = await source.prepare(`SELECT ${isVirtual ? "rowid, " : ""}* FROM ${quote(name)}`).raw({ columnNames: true });
    if (rows.length === 0) continue;
    const perStatement = Math.max(1, Math.floor(MAX_VALUES / columns.length));
    const row = `(${columns.map(() => "?").join(", ")})`;
    for (let i = 0; i < rows.length; i += perStatement) {
      const chunk = rows.slice(i, i + perStatement);
      inserts.push(
        target
          .prepare(`INSERT INTO ${quote(name)} (${columns.map(quote).join(", ")}) VALUES ${chunk.map(() => row).join(", ")}`)
          .bind(...chunk.flat()),
      );
    }
  }
  // Rows of every table arrive in one transaction: references are checked at its end.
  if (inserts.length > 0) await target.batch([target.prepare("PRAGMA defer_foreign_keys = on"), ...inserts]);
  // Reads only: the indexes and views, not the triggers.
  const rest = objects.filter((o) => o.type === "index" || o.type === "view");
  if (rest.length > 0) await target.batch(rest.map((o) => target.prepare(o.sql)));
}

async function answerReplica(request, env) {
  if (request.method === "POST") {
    const { snapshot } = await request.json();
    if (snapshot) {
      if (snapshotsTaken >= SNAPSHOT_BINDINGS) return new Response("no empty snapshot database is left", { status: 409 });
      const db = env[`SNAPSHOT_${++snapshotsTaken}`];
      await copyDatabase(env.DB, db);
      replica = { db, at: position };
    } else {
      replica = null;
    }
    sessions = [];
  }
  return Response.json({ position, replicaAt: replica?.at ?? null, bookmark: bookmarkAt(position), sessions });
}

function laggingEnv(env) {
  return { ...env, DB: laggingD1(env.DB) };
}

export default {
  async fetch(request, env, ctx) {
    shiftClock(env);
    const url = new URL(request.url);
    if (url.pathname === "/__replica") return answerReplica(request, env);
    // A test's own SQL on the real D1 (tests/support/test-d1.mjs).
    if (url.hostname === "d1.test" && url.pathname === "/__d1" && request.method === "POST") return answerD1(request, env.DB);
    if (url.pathname === "/__settled") return answerSettled(url);
    return worker.fetch(request, laggingEnv(env), tracked(ctx));
  },
  async scheduled(controller, env, ctx) {
    shiftClock(env);
    return worker.scheduled(controller, laggingEnv(env), tracked(ctx));
  },
};
