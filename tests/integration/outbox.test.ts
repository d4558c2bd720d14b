/**
 * The e-mail outbox the scheduled jobs share (workers/email/outbox.ts), on a real D1 in
 * Miniflare with the site's migrations: each row is sent once, whatever runs twice, runs at
 * once or stops half-way; a failed send is tried again by the next run, up to the cap.
 * It runs on the watched searches' outbox with their own unsent query.
 */
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MailError, type EmailMessage, type Mailer } from "../../workers/email/mailer";
import { OUTBOX_BATCH, sendOutbox, type Outbox, type OutboxDeps, type UnsentRow } from "../../workers/email/outbox";
import { UNSENT_SQL } from "../../workers/services/saved-searches/saved-searches-sql";
import { applyMigrations } from "../support/catalogue-d1";

const USER = "00000000-0000-4000-8000-000000000001";
const SEARCH = "00000000-0000-4000-8000-000000000002";
const LIMITS = { maxAttempts: 3, perRun: 500 };

const OUTBOX: Outbox<UnsentRow> = {
  table: "saved_search_outbox",
  name: "test outbox",
  unsentSql: UNSENT_SQL,
  message: (row) => ({ subject: row.event_key, text: row.payload, html: row.payload }),
};

let mf: Miniflare;
let db: D1Database;

beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    compatibilityDate: "2026-04-20",
    d1Databases: ["DB"],
  });
  db = (await mf.getD1Database("DB")) as unknown as D1Database;
  await applyMigrations(db);
  await db.batch([
    db.prepare("INSERT INTO users (id, email, created_at, site) VALUES (?1, 'owner@example.com', 0, 'uk')").bind(USER),
    db
      .prepare(
        `INSERT INTO saved_searches (id, user_id, site, currency, query, name, price_max, anywhere, created_at, updated_at)
         VALUES (?1, ?2, 'uk', 'GBP', '', 'Anywhere', 100000, 1, 0, 0)`,
      )
      .bind(SEARCH, USER),
  ]);
});
afterAll(async () => {
  await mf?.dispose();
});
beforeEach(async () => {
  await db.prepare("DELETE FROM saved_search_outbox").run();
});

/** `count` rows decided, unsent, keyed e-1, e-2… in the order they are sent. */
async function decide(count: number): Promise<string[]> {
  const keys = Array.from({ length: count }, (_, i) => `e-${String(i + 1).padStart(3, "0")}`);
  const insert = "INSERT INTO saved_search_outbox (event_key, search_id, payload, decided_at) VALUES (?1, ?2, '{}', ?3)";
  await db.batch(keys.map((key, i) => db.prepare(insert).bind(key, SEARCH, i)));
  return keys;
}

type Row = { event_key: string; sent_at: number | null; attempts: number; last_error: string | null };
async function rows(): Promise<Row[]> {
  const { results } = await db
    .prepare("SELECT event_key, sent_at, attempts, last_error FROM saved_search_outbox ORDER BY event_key")
    .all<Row>();
  return results;
}

/** A mailer that keeps what it sends; `fail` decides, per message, to throw instead. */
function mailbox(fail: (message: EmailMessage) => Error | null = () => null) {
  const sent: string[] = [];
  const mailer: Mailer = {
    async send(message) {
      const error = fail(message);
      if (error) throw error;
      sent.push(message.subject);
    },
  };
  return { sent, mailer };
}

const quiet = { warn: () => {} };
const depsOf = (mailer: Mailer, database = db): OutboxDeps => ({ db: database, mailer: () => mailer, logger: quiet, clock: () => 1_000 });

describe("the outbox sends each row once", () => {
  it("sends every unsent row, in order, and marks it sent", async () => {
    const keys = await decide(3);
    const { sent, mailer } = mailbox();
    expect(await sendOutbox(OUTBOX, depsOf(mailer), LIMITS)).toEqual({ sent: 3, failed: 0 });
    expect(sent).toEqual(keys);
    expect((await rows()).map((row) => [row.event_key, row.sent_at, row.attempts])).toEqual(keys.map((key) => [key, 1_000, 1]));
  });

  it("a second run sends nothing more (a double run)", async () => {
    const keys = await decide(2);
    const { sent, mailer } = mailbox();
    await sendOutbox(OUTBOX, depsOf(mailer), LIMITS);
    expect(await sendOutbox(OUTBOX, depsOf(mailer), LIMITS)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual(keys);
  });

  it("two runs at once send each row once between them (concurrent claims)", async () => {
    const keys = await decide(8);
    // Both runs read the same unsent rows before either claims one.
    const gated = readTogether(db, 2);
    const first = mailbox();
    const second = mailbox();
    const [a, b] = await Promise.all([
      sendOutbox(OUTBOX, depsOf(first.mailer, gated.db), LIMITS),
      sendOutbox(OUTBOX, depsOf(second.mailer, gated.db), LIMITS),
    ]);
    expect(gated.reads()).toBe(2);
    expect(a.sent + b.sent).toBe(keys.length);
    expect([...first.sent, ...second.sent].sort()).toEqual(keys);
    expect((await rows()).every((row) => row.attempts === 1 && row.sent_at !== null)).toBe(true);
  });

  it("a run that stops between sending and marking never sends again", async () => {
    const keys = await decide(2);
    const { sent, mailer } = mailbox();
    // The claims go through; the marks after the sends fail, as if the run were killed there.
    await expect(sendOutbox(OUTBOX, depsOf(mailer, failingBatch(db, 2)), LIMITS)).rejects.toThrow("the run stopped");
    expect(sent).toEqual(keys);
    expect(await sendOutbox(OUTBOX, depsOf(mailer), LIMITS)).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual(keys);
  });

  it("claims and marks per batch: two round trips for a batch's e-mails, not two per e-mail", async () => {
    await decide(OUTBOX_BATCH + 1);
    const counted = countingBatches(db);
    const { sent, mailer } = mailbox();
    await sendOutbox(OUTBOX, depsOf(mailer, counted.db), LIMITS);
    expect(sent).toHaveLength(OUTBOX_BATCH + 1);
    expect(counted.sizes()).toEqual([OUTBOX_BATCH, OUTBOX_BATCH, 1, 1]);
  });

  it("sends at most perRun rows; the rest wait for the next run", async () => {
    const keys = await decide(5);
    const { sent, mailer } = mailbox();
    expect(await sendOutbox(OUTBOX, depsOf(mailer), { ...LIMITS, perRun: 2 })).toEqual({ sent: 2, failed: 0 });
    expect(sent).toEqual(keys.slice(0, 2));
    await sendOutbox(OUTBOX, depsOf(mailer), LIMITS);
    expect(sent).toEqual(keys);
  });
});

describe("a failed send", () => {
  const unavailable = () => new MailError("unavailable", "smtp", "the mail server is down");

  it("is taken back and sent by the next run when it may pass", async () => {
    const [key] = await decide(1);
    const down = mailbox(unavailable);
    expect(await sendOutbox(OUTBOX, depsOf(down.mailer), LIMITS)).toEqual({ sent: 0, failed: 1 });
    expect(await rows()).toEqual([{ event_key: key, sent_at: null, attempts: 1, last_error: "the mail server is down" }]);
    const up = mailbox();
    expect(await sendOutbox(OUTBOX, depsOf(up.mailer), LIMITS)).toEqual({ sent: 1, failed: 0 });
    expect(up.sent).toEqual([key]);
    expect(await rows()).toEqual([{ event_key: key, sent_at: 1_000, attempts: 2, last_error: null }]);
  });

  it("is given up after maxAttempts", async () => {
    await decide(1);
    const down = mailbox(unavailable);
    for (let run = 0; run < LIMITS.maxAttempts + 1; run++) await sendOutbox(OUTBOX, depsOf(down.mailer), LIMITS);
    const [row] = await rows();
    expect(row).toMatchObject({ sent_at: null, attempts: LIMITS.maxAttempts });
  });

  it("is given up at once when it cannot pass, and does not stop the others", async () => {
    const keys = await decide(3);
    const { sent, mailer } = mailbox((message) =>
      message.subject === keys[1] ? new MailError("rejected", "smtp", "no such mailbox") : null,
    );
    expect(await sendOutbox(OUTBOX, depsOf(mailer), LIMITS)).toEqual({ sent: 2, failed: 1 });
    expect(sent).toEqual([keys[0], keys[2]]);
    expect((await rows())[1]).toMatchObject({ sent_at: null, attempts: LIMITS.maxAttempts, last_error: "no such mailbox" });
    expect(await sendOutbox(OUTBOX, depsOf(mailer), LIMITS)).toEqual({ sent: 0, failed: 0 });
  });
});

/** The database, except that the unsent query's answer waits until `parties` runs have read it. */
function readTogether(database: D1Database, parties: number) {
  let reads = 0;
  let open: () => void = () => {};
  const allRead = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gated: D1Database = new Proxy(database, {
    get(target, property) {
      if (property !== "prepare") return passThrough(target, property);
      return (sql: string) => {
        const statement = target.prepare(sql);
        if (sql !== UNSENT_SQL) return statement;
        return {
          bind: (...values: unknown[]) => ({
            async all<T>() {
              const answer = await statement.bind(...values).all<T>();
              if (++reads === parties) open();
              await allRead;
              return answer;
            },
          }),
        };
      };
    },
  });
  return { db: gated, reads: () => reads };
}

/** The database, except that its `nth` batch (1 = the first) throws. */
function failingBatch(database: D1Database, nth: number): D1Database {
  let batches = 0;
  return new Proxy(database, {
    get(target, property) {
      if (property !== "batch") return passThrough(target, property);
      return async (statements: D1PreparedStatement[]) => {
        if (++batches === nth) throw new Error("the run stopped");
        return target.batch(statements);
      };
    },
  });
}

/** The database, counting the statements of each batch it runs. */
function countingBatches(database: D1Database) {
  const sizes: number[] = [];
  const counted = new Proxy(database, {
    get(target, property) {
      if (property !== "batch") return passThrough(target, property);
      return (statements: D1PreparedStatement[]) => {
        sizes.push(statements.length);
        return target.batch(statements);
      };
    },
  });
  return { db: counted, sizes: () => sizes };
}

function passThrough(target: D1Database, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property);
  return typeof value === "function" ? value.bind(target) : value;
}
