/**
 * `npm start` (scripts/serve.mjs): its options, its output filter, and what it records to
 * skip the build, the migrations and the seed on the next start (scripts/db-state.mjs).
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_INBOX_PORT,
  DEFAULT_PORT,
  DEFAULT_SMTP_PORT,
  lineFilter,
  startOptions,
  testClockOffsetMs,
} from "../../scripts/serve-options.mjs";
import { buildFreshness, sourceHash, writeStamp } from "../../scripts/build-stamp.mjs";
import {
  localDatabaseExists,
  migrationHashes,
  readState,
  recreateLocalDatabase,
  seedDay,
  seedHash,
  wantedState,
  writeState,
} from "../../scripts/db-state.mjs";

const temporary: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "caravan-serve-"));
  temporary.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("start options", () => {
  it("serves on 8787 from .wrangler/state, with the inbox on SMTP 1025 and web 1080, by default", () => {
    expect(startOptions([], {})).toEqual({
      port: DEFAULT_PORT,
      persistTo: ".wrangler/state",
      reseed: false,
      smtpPort: DEFAULT_SMTP_PORT,
      inboxPort: DEFAULT_INBOX_PORT,
      testHooks: false,
      prepare: false,
      dev: false,
    });
    expect([DEFAULT_PORT, DEFAULT_SMTP_PORT, DEFAULT_INBOX_PORT]).toEqual([8787, 1025, 1080]);
  });

  it("moves the inbox for the browser tests (--smtp-port, --inbox-port)", () => {
    expect(startOptions(["--port", "8790", "--smtp-port", "1026", "--inbox-port=1081"], {})).toMatchObject({
      port: 8790,
      smtpPort: 1026,
      inboxPort: 1081,
    });
  });

  it.each([
    ["npm start -- --port 8790", ["--port", "8790"], {}],
    ["node scripts/serve.mjs --port=8790", ["--port=8790"], {}],
    ["PORT=8790 npm start", [], { PORT: "8790" }],
    ["npm start --port 8790 (npm keeps the flag, passes the number on)", ["8790"], { npm_config_port: "true" }],
    ["npm start --port=8790 (npm keeps the flag with its value)", [], { npm_config_port: "8790" }],
  ])("%s serves on 8790", (_form, args, env) => {
    expect(startOptions(args as string[], env as Record<string, string>)).toMatchObject({ port: 8790 });
  });

  it("prefers --port to PORT", () => {
    expect(startOptions(["--port", "8791"], { PORT: "8790" })).toMatchObject({ port: 8791 });
  });

  it("keeps the browser tests' port and state folder", () => {
    expect(startOptions(["--port", "8790", "--persist-to", ".wrangler/e2e-state"], {})).toMatchObject({
      port: 8790,
      persistTo: ".wrangler/e2e-state",
      reseed: false,
    });
    expect(startOptions(["--reseed"], {})).toMatchObject({ reseed: true });
  });

  it("turns the test hooks on only when asked (--test-hooks)", () => {
    expect(startOptions(["--test-hooks"], {})).toMatchObject({ testHooks: true });
    expect(startOptions(["--port", "8790"], {})).toMatchObject({ testHooks: false });
  });

  it("serves a development build, on any port, for npm run dev (--dev)", () => {
    expect(startOptions(["--dev", "--port", "8790"], {})).toMatchObject({ dev: true, port: 8790 });
    expect(startOptions(["--dev"], { npm_config_port: "8791" })).toMatchObject({ dev: true, port: 8791 });
  });

  it("prepares the state folder without serving when asked (--prepare)", () => {
    expect(startOptions(["--prepare", "--persist-to", ".wrangler/e2e-state"], {})).toMatchObject({
      prepare: true,
      persistTo: ".wrangler/e2e-state",
    });
  });

  it.each([
    [["--port", "abc"], {}, '"abc" is not a port number'],
    [["--port", "70000"], {}, '"70000" is not a port number'],
    [[], { PORT: "http" }, '"http" is not a port number'],
    [["--bogus"], {}, "Unknown option '--bogus'"],
    [["--port"], {}, "argument missing"],
    [["8790"], {}, 'unexpected argument "8790"'],
    [[], { npm_config_port: "true" }, "--port needs a number"],
    [["--smtp-port", "mail"], {}, '"mail" is not a port number'],
    [["--inbox-port", "0"], {}, '"0" is not a port number'],
    [["--inbox-port", "1025"], {}, "the site, SMTP and inbox ports must differ (8787, 1025, 1025)"],
  ])("refuses %j %j in one line", (args, env, message) => {
    const { error } = startOptions(args as string[], env as Record<string, string>);
    expect(error).toContain(message);
    expect(error).toContain("usage: npm start");
    expect(error).not.toContain("\n");
  });

  it("runs a test server's clock whole days ahead (CARAVAN_TEST_DAYS_AHEAD), and refuses anything else", () => {
    expect(testClockOffsetMs(undefined)).toBe(0);
    expect(testClockOffsetMs("")).toBe(0);
    expect(testClockOffsetMs("3")).toBe(3 * 86_400_000);
    for (const bad of ["-1", "1.5", "two", "1000"]) expect(() => testClockOffsetMs(bad), bad).toThrow(/CARAVAN_TEST_DAYS_AHEAD/);
  });

  it("answers --help", () => {
    expect(startOptions(["--help"], {})).toEqual({ help: true });
  });
});

describe("service output filter", () => {
  it("drops a quiet message with its native stack trace, and nothing else", () => {
    const shown = lineFilter([/disconnected: .*Connection reset by peer/]);
    const lines = [
      "[wrangler:info] GET / 200 OK (12ms)",
      "✘ [ERROR] kj::getCaughtExceptionAsKj() = kj/async-io-unix.c++:186: disconnected: ::write(fd, buffer.begin(), buffer.size()): Connection reset by peer",
      "",
      "  stack: /x/workerd@51faac1 /x/workerd@51fb771",
      "",
      "",
      "[wrangler:info] GET /viaggi 200 OK (20ms)",
      "",
      "✘ [ERROR] something else",
      "  stack: kept, it belongs to another message",
    ];
    expect(lines.filter(shown)).toEqual([
      "[wrangler:info] GET / 200 OK (12ms)",
      "[wrangler:info] GET /viaggi 200 OK (20ms)",
      "",
      "✘ [ERROR] something else",
      "  stack: kept, it belongs to another message",
    ]);
  });
});

describe("local database state", () => {
  it("names the seed day in UTC", () => {
    expect(seedDay(new Date("2026-03-01T23:30:00Z"))).toBe("2026-03-01");
    expect(seedDay(new Date("2026-03-02T00:30:00+02:00"))).toBe("2026-03-01");
  });

  it("hashes each migration file", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "0001_a.sql"), "CREATE TABLE a (x);");
    writeFileSync(join(dir, "0002_b.sql"), "CREATE TABLE b (x);");
    writeFileSync(join(dir, "notes.txt"), "not a migration");
    const hashes = migrationHashes(dir);
    expect(Object.keys(hashes)).toEqual(["0001_a.sql", "0002_b.sql"]);
    expect(hashes["0001_a.sql"]).toMatch(/^[0-9a-f]{64}$/);
    expect(migrationHashes(join(dir, "missing"))).toEqual({});
  });

  it("changes the seed hash when anything the seed imports changes", () => {
    const dir = tempDir();
    const entry = join(dir, "seed.ts");
    writeFileSync(entry, 'import { rows } from "./rows";\nconsole.log(rows);\n');
    writeFileSync(join(dir, "rows.ts"), "export const rows = [1, 2];\n");
    const first = seedHash(entry);
    expect(seedHash(entry)).toBe(first);
    writeFileSync(join(dir, "rows.ts"), "export const rows = [1, 2, 3];\n");
    expect(seedHash(entry)).not.toBe(first);
  });

  it("describes this repository's migrations and seed", () => {
    const state = wantedState("2026-03-01");
    expect(Object.keys(state.migrations)[0]).toBe("0001_catalogue.sql");
    expect(state.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(state.day).toBe("2026-03-01");
  });

  it("records the state next to the database, and forgets it with the database", () => {
    const persistTo = tempDir();
    expect(readState(persistTo)).toBeNull();
    expect(localDatabaseExists(persistTo)).toBe(false);
    const d1 = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
    mkdirSync(d1, { recursive: true });
    writeFileSync(join(d1, "metadata.sqlite"), "");
    expect(localDatabaseExists(persistTo)).toBe(false);
    writeFileSync(join(d1, "0123abcd.sqlite"), "");
    expect(localDatabaseExists(persistTo)).toBe(true);

    const state = { migrations: { "0001_a.sql": "a".repeat(64) }, seed: "b".repeat(64), day: "2026-03-01" };
    writeState(persistTo, state);
    expect(readState(persistTo)).toEqual(state);
    writeFileSync(join(persistTo, "caravan-db.json"), "{ not json");
    expect(readState(persistTo)).toBeNull();

    writeState(persistTo, state);
    recreateLocalDatabase(persistTo);
    expect(localDatabaseExists(persistTo)).toBe(false);
    expect(readState(persistTo)).toBeNull();
  });
});

describe("build freshness", () => {
  function repo() {
    const root = tempDir();
    for (const dir of ["app/routes", "build", "public/build", "node_modules", "tests", "scripts", "tenants/menus", ".wrangler/state"])
      mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, "app/routes/home.tsx"), "export default 1;");
    writeFileSync(join(root, "remix.config.js"), "export default {};");
    writeFileSync(join(root, "node_modules/.package-lock.json"), "{}");
    writeFileSync(join(root, "tests/a.test.ts"), "");
    writeFileSync(join(root, "scripts/x.mjs"), "");
    writeFileSync(join(root, "README.md"), "");
    writeFileSync(join(root, "build/index.js"), "production bundle");
    return root;
  }
  const stamp = (root: string, mode = "production") => writeStamp(root, { mode, sources: sourceHash(root) });

  it("is fresh when build/ is the production build of the sources as they are", () => {
    const root = repo();
    expect(buildFreshness(root)).toEqual({
      fresh: false,
      reason: "build/caravan-build.json is missing (a build not made by `npm run build`)",
    });
    stamp(root);
    expect(buildFreshness(root)).toEqual({ fresh: true });
  });

  it("is stale after a source edit, a new file, a reinstall, or without a build", () => {
    const root = repo();
    stamp(root);
    writeFileSync(join(root, "app/routes/home.tsx"), "export default 2;");
    expect(buildFreshness(root).fresh).toBe(false);
    writeFileSync(join(root, "app/routes/home.tsx"), "export default 1;");
    expect(buildFreshness(root).fresh).toBe(true);

    writeFileSync(join(root, "app/routes/about.tsx"), "export default 3;");
    expect(buildFreshness(root).fresh).toBe(false);
    rmSync(join(root, "app/routes/about.tsx"));

    writeFileSync(join(root, "node_modules/.package-lock.json"), '{"lockfileVersion":3}');
    expect(buildFreshness(root)).toEqual({ fresh: false, reason: "a source changed since the last build" });
    writeFileSync(join(root, "node_modules/.package-lock.json"), "{}");

    expect(buildFreshness(root).fresh).toBe(true);
    rmSync(join(root, "public/build"), { recursive: true });
    expect(buildFreshness(root)).toEqual({ fresh: false, reason: "there is no build yet" });
  });

  it("counts contents, not file times", () => {
    const root = repo();
    stamp(root);
    utimesSync(join(root, "app/routes/home.tsx"), new Date(), new Date(Date.now() + 60_000));
    expect(buildFreshness(root).fresh).toBe(true);
  });

  it("ignores .dev.vars, local state, tests, scripts, Markdown, outputs and the generated site indexes", () => {
    const root = repo();
    stamp(root);
    writeFileSync(join(root, ".dev.vars"), "OTP_SECRET=made-on-first-start");
    writeFileSync(join(root, ".wrangler/state/db.sqlite"), "rows");
    writeFileSync(join(root, "tests/a.test.ts"), "changed");
    writeFileSync(join(root, "scripts/x.mjs"), "changed");
    writeFileSync(join(root, "README.md"), "changed");
    writeFileSync(join(root, "public/build/entry.js"), "changed");
    writeFileSync(join(root, "tenants/sites.generated.ts"), "// written from tenants/*.json");
    writeFileSync(join(root, "tenants/menus/menus.generated.ts"), "// written from tenants/menus/*.json");
    expect(buildFreshness(root)).toEqual({ fresh: true });
  });

  it("never takes a development build, or a build written since by another tool, for the production one", () => {
    const root = repo();
    stamp(root, "development");
    expect(buildFreshness(root)).toEqual({ fresh: false, reason: "build/ is a development build" });
    stamp(root);
    expect(buildFreshness(root).fresh).toBe(true);
    // `npm run dev` (remix dev) writes build/index.js and leaves the stamp as it was.
    writeFileSync(join(root, "build/index.js"), "development bundle");
    expect(buildFreshness(root)).toEqual({ fresh: false, reason: "build/index.js was written by another build since" });
  });
});
