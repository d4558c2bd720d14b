import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Miniflare } from "miniflare";
import { migrationStatements } from "../support/migrations";
import { asyncD1 } from "../support/async-d1";
import { refusingPort } from "../support/refusing-port";
import { CLOCK_OFFSET_MS, testNow } from "../support/clock";
import { siteDatabase, TEST_D1_ID, type SiteSeed } from "../support/site-db";
import { devSecrets } from "../../scripts/dev-secrets.mjs";
import { bumpPageGeneration } from "../../workers/cache/page-generation";
import { tenants } from "../../tenants";
import { BUILT_WORKER_IMPORT, testServerModule } from "../support/test-server-module";

export { migrationStatements };

const root = new URL("../../", import.meta.url).pathname;
const wranglerToml = readFileSync(join(root, "wrangler.toml"), "utf8");
const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(wranglerToml)![1]!;

/** Every site of tenants/*.json, in switcher order. */
export const TENANT_IDS: readonly string[] = tenants.map((tenant) => tenant.id);

export type Site = Awaited<ReturnType<typeof startSite>>;

/** One line the Worker logged (console.log/warn/error inside workerd). */
export type WorkerLog = { level: string; message: string };

/** The BUILT Worker (build/index.js) in Miniflare, with real in-memory D1 and KV. */
/** Sign-in secrets made for the test run (as `npm start` makes them in .dev.vars). */
const testSecrets = devSecrets();

/**
 * The custom pages the sites serve, published as `npm start` publishes them: tenants/content
 * unless CARAVAN_CONTENT_DIR names another folder (tests/fixtures/content) or a test passes `content`.
 */
const DEFAULT_CONTENT_DIR = resolve(root, process.env.CARAVAN_CONTENT_DIR ?? "tenants/content");

/** What `faults.set` can break (tests/support/faulty-bindings.mjs). */
export type Faults = {
  /** Every D1 call after the first `d1After` throws ("fail") or stalls `stallMs` then throws ("stall"). */
  d1?: "fail" | "stall" | null;
  d1After?: number;
  stallMs?: number;
  /** Every KV call throws. */
  kv?: "fail" | null;
  /** The mail server refuses connections. */
  smtp?: "down" | null;
};

/** How many snapshots a site with a lagging replica can take (tests/support/lagging-replica.mjs binds as many). */
const SNAPSHOT_BINDINGS = 6;

/** One D1 session the lagging replica saw: where it started, what answered its reads, its writes. */
export type ReplicaSession = {
  start: string;
  startedOn: "replica" | "primary";
  replicaReads: number;
  primaryReads: number;
  writes: number;
};
/** The lagging replica's state: the database's point in history, the replica's, and the sessions since the last snapshot. */
export type ReplicaState = { position: number; replicaAt: number | null; bookmark: string; sessions: ReplicaSession[] };

function testEntryOf(options: { faults?: boolean; laggingReplica?: boolean }): string {
  if (options.faults && options.laggingReplica) throw new Error("a site has faulty bindings or a lagging replica, not both");
  if (options.faults) return "faulty-bindings.mjs";
  return options.laggingReplica ? "lagging-replica.mjs" : "test-entry.mjs";
}

export async function startSite(
  options: {
    bindings?: Record<string, string>;
    otpRateLimit?: number;
    content?: string | false;
    faults?: boolean;
    /**
     * A D1 whose read replica lags (tests/support/lagging-replica.mjs): `site.replica.snapshot()`
     * freezes what sessions started anywhere read; writes and sessions past it read the real database.
     */
    laggingReplica?: boolean;
    /** The demo catalogue at this scale and day, as seedDatabase writes it, in the database the site starts on. */
    seed?: SiteSeed;
    /** The test server's Worker (workers/test-server.ts, the built one behind the test hooks) instead of the built Worker alone. */
    testHooks?: boolean;
  } = {},
) {
  // What the Worker logs is kept in `logs` and printed, except lines a test said it expects
  // (`expectLogs`): those are that test's to assert, not noise in the test output.
  const logs: WorkerLog[] = [];
  const expected: RegExp[] = [];
  // The migrated and published database is copied from the run's template (tests/support/site-db.ts).
  const content = options.content ?? DEFAULT_CONTENT_DIR;
  const database = await siteDatabase(content ? resolve(root, content) : false, options.seed);
  const mf = new Miniflare({
    handleStructuredLogs: ({ level, message }: WorkerLog) => {
      logs.push({ level, message });
      if (expected.some((pattern) => pattern.test(message))) return;
      (level === "warn" || level === "error" ? process.stderr : process.stdout).write(`${message}\n`);
    },
    rootPath: root,
    // A test-only entry around the built Worker answers the tests' own SQL (`site.db`,
    // tests/support/async-d1.ts); with `faults`, it also hands the Worker bindings a test can break.
    modules: [
      {
        type: "ESModule",
        path: join(root, "build/test-entry.js"),
        contents: readFileSync(join(root, `tests/support/${testEntryOf(options)}`), "utf8"),
      },
      { type: "ESModule", path: join(root, "build/test-d1.js"), contents: readFileSync(join(root, "tests/support/test-d1.mjs"), "utf8") },
      { type: "ESModule", path: join(root, "build/settle.js"), contents: readFileSync(join(root, "tests/support/settle.mjs"), "utf8") },
      {
        type: "ESModule",
        path: join(root, "build/test-clock.js"),
        contents: readFileSync(join(root, "tests/support/test-clock.mjs"), "utf8"),
      },
      ...(options.testHooks
        ? [
            { type: "ESModule" as const, path: join(root, "build/index.js"), contents: await testServerModule(root) },
            {
              type: "ESModule" as const,
              path: join(root, "build", BUILT_WORKER_IMPORT),
              contents: readFileSync(join(root, "build/index.js"), "utf8"),
            },
          ]
        : [{ type: "ESModule" as const, path: join(root, "build/index.js") }]),
    ],
    compatibilityDate,
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: {
      DB: TEST_D1_ID,
      // The lagging replica's copies, one empty database per snapshot.
      ...(options.laggingReplica
        ? Object.fromEntries(Array.from({ length: SNAPSHOT_BINDINGS }, (_, i) => [`SNAPSHOT_${i + 1}`, `${TEST_D1_ID}-snapshot-${i + 1}`]))
        : {}),
    },
    d1Persist: database.persistTo,
    kvNamespaces: { CACHE: "caravan-test" },
    assets: { directory: join(root, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
    // The sites as the tests reach them (site.fetch): the scheduled job's e-mails link there.
    bindings: {
      ENVIRONMENT: "development",
      DEFAULT_TENANT: "int",
      PUBLIC_ORIGIN_TEMPLATE: "http://{tenant}.localhost",
      // No mail server unless a test brings its inbox (options.bindings): a port that refuses.
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(await refusingPort()),
      // Where `faults.set({ smtp: "down" })` points the mail (tests/support/faulty-bindings.mjs).
      TEST_REFUSING_SMTP_PORT: String(await refusingPort()),
      // The tests' clock (tests/support/clock.ts), which the test entries give the Worker.
      TEST_CLOCK_OFFSET_MS: String(CLOCK_OFFSET_MS),
      ...(await testSecrets),
      ...options.bindings,
    },
    ratelimits: { OTP_RATE_LIMITER: { simple: { limit: options.otpRateLimit ?? 1000, period: 60 } } },
  });
  // Miniflare's Response is undici's; the tests speak the global fetch types.
  /**
   * Every answer, so close() can cancel the bodies a test left unread (a status check): workerd
   * drains open responses before it stops, and a page nobody reads held a close for 16-32 s.
   */
  const answers = new Set<WeakRef<Response>>();
  const dispatch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = (await mf.dispatchFetch(url, {
      redirect: "manual",
      ...(init as object),
      headers: Object.fromEntries(new Headers(init.headers)),
    })) as unknown as Response;
    answers.add(new WeakRef(response));
    return response;
  };
  // The tests' own SQL goes through the test entry, as async as their requests (Miniflare's
  // binding proxy answers prepare() with a blocking call that can lose its place under load).
  const db = asyncD1(dispatch);
  const rawKv = await mf.getKVNamespace("CACHE");
  /** The Worker's copies of anonymous pages are rendered afresh from the next request (workers/http/edge-cache.ts). */
  const purgePages = () => bumpPageGeneration(db as unknown as D1Database);
  // A test that changes the KV cache behind the Worker's back wants the pages to read it: the
  // writes purge the page copies, as every writer of what pages show does in production.
  const kv = new Proxy(rawKv, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== "function") return value;
      if (property !== "put" && property !== "delete") return value.bind(target);
      return async (...args: unknown[]) => {
        const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        await purgePages();
        return result;
      };
    },
  });
  const replicaCall = async (body: { snapshot: boolean } | null): Promise<ReplicaState> => {
    if (!options.laggingReplica) throw new Error("startSite({ laggingReplica: true }) to use a lagging replica");
    const response = await dispatch("http://replica.test/__replica", body ? { method: "POST", body: JSON.stringify(body) } : {});
    if (!response.ok) throw new Error(`the lagging replica answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as ReplicaState;
  };
  return {
    mf,
    db,
    kv,
    /**
     * For a test that writes D1 rows pages show (outside the services, which bump it
     * themselves): the page copies are rendered afresh from the next request.
     */
    purgePages,
    /** A request as a browser on that tenant's host would send it. */
    fetch: (tenant: string, path: string, init: RequestInit = {}) => dispatch(`http://${tenant}.localhost${path}`, init),
    /** A request to any URL (e.g. a production hostname). */
    dispatch,
    /**
     * Runs the Worker's `scheduled` handler (the Cron Trigger: the alert job) as if fired at
     * `scheduledTime`; resolves with its outcome ("ok" or "exception").
     */
    async scheduled(scheduledTime: Date = testNow(), cron = "17 * * * *") {
      const worker = await mf.getWorker();
      return worker.scheduled({ cron, scheduledTime });
    },
    /**
     * Resolves once everything the Worker left running after its answers (waitUntil) has ended,
     * and every line it logged before is in `logs`: what a test checks did NOT happen, it checks
     * after this (tests/support/settle.mjs).
     */
    async settled() {
      const mark = `settled ${crypto.randomUUID()}`;
      expected.push(new RegExp(`^${mark}$`));
      const response = await dispatch(`http://settle.test/__settled?mark=${mark.slice(8)}`);
      if (response.status !== 204) throw new Error(`/__settled answered ${response.status}`);
      while (!logs.some((log) => log.message === mark)) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    /** Breaks or mends the bindings (only on a site started with `faults: true`); each call replaces the last. */
    faults: {
      async set(faults: Faults = {}) {
        if (!options.faults) throw new Error("startSite({ faults: true }) to inject faults");
        const response = await dispatch("http://faults.test/__faults", { method: "POST", body: JSON.stringify(faults) });
        if (!response.ok) throw new Error(`setting faults answered ${response.status}`);
      },
      clear() {
        return this.set({});
      },
    },
    /**
     * Reads the real D1 through the test entry, whatever the faults (`site.db` with the rows
     * only): for tests that read rows between thousands of concurrent requests.
     */
    async query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> {
      const { results } = await db
        .prepare(sql)
        .bind(...params)
        .all<T>();
      return results;
    },
    /** The lagging replica (only on a site started with `laggingReplica: true`). */
    replica: {
      /** Copies the real database now: sessions started anywhere read this copy from now on. */
      snapshot: () => replicaCall({ snapshot: true }),
      /** The replica catches up: every session reads the real database again. */
      catchUp: () => replicaCall({ snapshot: false }),
      /** Where the database's history stands, and the sessions opened since the last snapshot. */
      state: () => replicaCall(null),
    },
    /** Everything the Worker logged so far. */
    logs,
    /**
     * Lines matching `pattern` are expected from now on (kept in `logs`, not printed). Returns
     * a check that waits (logs arrive from workerd asynchronously) until one has been logged.
     * The limit is only there to name the missing line instead of a bare test timeout: on a
     * loaded machine a log line can take seconds to arrive.
     */
    expectLogs(pattern: RegExp) {
      expected.push(pattern);
      return async (timeoutMs = 60_000) => {
        const deadline = Date.now() + timeoutMs;
        while (!logs.some((log) => pattern.test(log.message))) {
          if (Date.now() > deadline) throw new Error(`the Worker logged no line matching ${pattern}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
    },
    async close() {
      for (const ref of answers) {
        const response = ref.deref();
        if (response && !response.bodyUsed) await response.body?.cancel().catch(() => undefined);
      }
      await mf.dispose();
      database.remove();
    },
  };
}

/**
 * The built Worker with the deterministic demo catalogue seeded (the same generator the test
 * reads as its oracle, at the same scale and day), for pages that need trips to show.
 */
export function startSeededSite(seed: SiteSeed) {
  return startSite({ seed });
}
