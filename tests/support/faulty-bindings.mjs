/**
 * A test-only entry around the BUILT Worker (build/index.js) that hands it faulty bindings:
 * the real in-memory D1 and KV, wrapped so a test can make their calls fail or stall, and the
 * mail settings pointed at a closed port (the mail server is down). Production code has no
 * switch for any of this: the Worker only ever sees bindings that misbehave.
 *
 * A test sets the faults with `POST /__faults` (JSON, see `faults` below) on any host; the
 * state lives in this isolate, so it holds for every request and scheduled run after it.
 * `POST /__d1` on d1.test runs a test's own SQL on the real D1, whatever the faults.
 */
import worker from "./index.js";
import { answerSettled, tracked } from "./settle.js";
import { shiftClock } from "./test-clock.js";
import { answerD1 } from "./test-d1.js";

/** @type {{ d1: null | "fail" | "stall", d1After: number, stallMs: number, kv: null | "fail", smtp: null | "down" }} */
let faults = { d1: null, d1After: 0, stallMs: 10_000, kv: null, smtp: null };
/** D1 calls made since the faults were last set (for "fail after N calls"). */
let d1Calls = 0;
let kvCalls = 0;

async function d1Call(run) {
  d1Calls++;
  if (faults.d1 && d1Calls > faults.d1After) {
    if (faults.d1 === "stall") await new Promise((resolve) => setTimeout(resolve, faults.stallMs));
    throw new Error(`D1_ERROR: injected ${faults.d1} (call ${d1Calls})`);
  }
  return run();
}

const INNER = Symbol("real statement");

function statement(real) {
  return {
    [INNER]: real,
    bind: (...values) => statement(real.bind(...values)),
    first: (column) => d1Call(() => (column === undefined ? real.first() : real.first(column))),
    all: () => d1Call(() => real.all()),
    run: () => d1Call(() => real.run()),
    raw: (options) => d1Call(() => real.raw(options)),
  };
}

function faultyD1(db) {
  return {
    prepare: (query) => statement(db.prepare(query)),
    batch: (statements) => d1Call(() => db.batch(statements.map((s) => s[INNER] ?? s))),
    exec: (query) => d1Call(() => db.exec(query)),
    dump: () => d1Call(() => db.dump()),
    // Every request runs in a D1 session (workers/db/read-session.ts): its calls fail alike.
    withSession: (constraint) => {
      const session = db.withSession(constraint);
      return {
        prepare: (query) => statement(session.prepare(query)),
        batch: (statements) => d1Call(() => session.batch(statements.map((s) => s[INNER] ?? s))),
        getBookmark: () => session.getBookmark(),
      };
    },
  };
}

function kvCall(run) {
  kvCalls++;
  if (faults.kv === "fail") return Promise.reject(new Error(`KV GET failed: injected failure (call ${kvCalls})`));
  return run();
}

function faultyKv(kv) {
  return {
    get: (...args) => kvCall(() => kv.get(...args)),
    getWithMetadata: (...args) => kvCall(() => kv.getWithMetadata(...args)),
    put: (...args) => kvCall(() => kv.put(...args)),
    delete: (...args) => kvCall(() => kv.delete(...args)),
    list: (...args) => kvCall(() => kv.list(...args)),
  };
}

function faultyEnv(env) {
  // The harness's refusing port (tests/support/refusing-port.ts): the mail server is down.
  const smtp = faults.smtp === "down" ? { SMTP_HOST: "127.0.0.1", SMTP_PORT: env.TEST_REFUSING_SMTP_PORT } : {};
  return { ...env, DB: faultyD1(env.DB), CACHE: faultyKv(env.CACHE), ...smtp };
}

export default {
  async fetch(request, env, ctx) {
    shiftClock(env);
    const url = new URL(request.url);
    if (url.pathname === "/__settled") return answerSettled(url);
    if (url.pathname === "/__faults") {
      if (request.method === "POST") {
        faults = { d1: null, d1After: 0, stallMs: 10_000, kv: null, smtp: null, ...(await request.json()) };
        d1Calls = 0;
        kvCalls = 0;
      }
      return Response.json({ faults, d1Calls, kvCalls });
    }
    // A test's own SQL on the real D1, whatever the faults (tests/support/test-d1.mjs).
    if (url.hostname === "d1.test" && url.pathname === "/__d1" && request.method === "POST") return answerD1(request, env.DB);
    return worker.fetch(request, faultyEnv(env), tracked(ctx));
  },
  async scheduled(controller, env, ctx) {
    shiftClock(env);
    return worker.scheduled(controller, faultyEnv(env), tracked(ctx));
  },
};
