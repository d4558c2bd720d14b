// `npm start`: builds the site when a source changed, brings the local D1 database up to
// date (migrations and demo seed), then serves every tenant with `wrangler dev`, and the
// local inbox (maildev) that catches every e-mail the sites send.
// `npm run dev` (--dev) does the same with a development build (React's development build,
// source maps for the Worker's stack traces), built again whenever a file changes in app/,
// workers/, tenants/ or locales/; wrangler then reloads the Worker.
// The browser tests use it too, with their own port and state folder. Nothing here talks
// to Cloudflare or the internet.
//
//   node scripts/serve.mjs [--port N] [--persist-to DIR] [--reseed] [--smtp-port N] [--inbox-port N] [--test-hooks] [--prepare]
//
// --test-hooks (the browser tests): wrangler serves the test server's Worker (workers/test-server.ts),
// the built Worker behind the test hooks: it answers POST /__test/… (workers/test-hooks.ts) to
// requests carrying a token made afresh for this start, written to <persist-to>/test-hooks.json.
// --prepare: steps 2 and 3 only (build, database, pages), then exit: a later start serves at once.
//   PORT=N npm start · npm start -- --port N · npm start --port N
//
// The database is reused between runs: scripts/db-state.mjs records in the state folder which
// migrations and which seed (a hash of the seed scripts, and the day the demo dates count
// from) it holds, so a second start goes straight to `wrangler dev`.
//
// Long-running processes are listed in `services` below and are started and stopped
// together: add a local mail catcher (or anything else) there.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { dirname, join, relative, resolve } from "node:path";
import {
  lineFilter,
  publicOriginVar,
  startOptions,
  TEST_ANALYTICS_CONTAINER_ID,
  TEST_HOOKS_FILE,
  TEST_SERVER_FILE,
  testClockOffsetMs,
  USAGE,
} from "./serve-options.mjs";

const root = new URL("..", import.meta.url).pathname;
process.chdir(root);
const wranglerCli = join(root, "node_modules/wrangler/wrangler-dist/cli.js");
const tsxCli = join(root, "node_modules/tsx/dist/cli.mjs");
const maildevCli = join(root, "node_modules/maildev/dist/bin/maildev.js");

if (!existsSync(wranglerCli)) {
  console.error("caravan: node_modules is missing: run `npm ci` first.");
  process.exit(1);
}
// Imported after that check: it needs esbuild from node_modules.
const { localDatabaseExists, readState, recreateLocalDatabase, seedDay, wantedState, writeState } = await import("./db-state.mjs");
const { buildFreshness } = await import("./build-stamp.mjs");
const { siteIdsInOrder, SITES_INDEX, MENUS_INDEX } = await import("./site-index.mjs");

function fail(message, code = 1) {
  console.error(`caravan: ${message}`);
  process.exit(code);
}

// ---------------------------------------------------------------------------------------
// Options
const options = startOptions(process.argv.slice(2), process.env);
if (options.error) fail(options.error, 2);
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const { port, persistTo, smtpPort, inboxPort, testHooks, dev } = options;
const buildMode = dev ? "development" : "production";
const host = "127.0.0.1";
/** The test hooks' token (--test-hooks), new on every start; without the option the Worker has no hooks. */
const testHooksToken = testHooks ? randomBytes(32).toString("hex") : null;
/**
 * A test server's clock (--test-hooks only): CARAVAN_TEST_DAYS_AHEAD=N runs the Worker and the
 * seed N days ahead of the machine, as the tests' clock does (tests/support/clock.ts), so
 * `npm run test:week` runs the browser tests on each day of a week.
 */
const clockOffsetMs = testHooks ? testClockOffsetMs(process.env.CARAVAN_TEST_DAYS_AHEAD) : 0;
const testHooksFile = join(persistTo, TEST_HOOKS_FILE);
const testServerFile = join(persistTo, TEST_SERVER_FILE);
/**
 * The port of wrangler's inspector (its debugger), one the system finds free: wrangler's own
 * choice counts up from 9229, so two servers starting at once (a test run beside `npm start`)
 * could reach for the same one, and the second stops.
 */
const inspectorPort = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once("error", reject);
  probe.listen({ port: 0, host }, () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

const env = {
  ...process.env,
  // wrangler and Miniflare stay offline: no usage metrics, no banner (whose update check asks
  // the npm registry for a newer wrangler), and no download of the `Request.cf` sample from
  // workers.cloudflare.com (Miniflare's built-in placeholder is used instead).
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  // The build is finished before wrangler starts (and made again only by the next start):
  // wrangler's esbuild does not poll it (a tenth of a core, idle; patches/wrangler+4.86.0.patch).
  // `npm run dev` keeps its watch, which reloads the Worker when a rebuild writes build/.
  ...(dev ? {} : { CARAVAN_WRANGLER_NO_WATCH: "1" }),
  // Plain output, unless the caller asks for colour (Node warns when both are set).
  ...(process.env.FORCE_COLOR ? {} : { NO_COLOR: "1" }),
};

// ---------------------------------------------------------------------------------------
// Long-running services, started together and stopped together. Each one: the command, the
// ports it listens on (checked before anything starts), the line that says it is ready, and
// optionally `quiet`: lines of its output not worth showing (see lineFilter), and `busy`: what
// to do when one of its ports is taken.
const services = [
  {
    name: "wrangler",
    command: process.execPath,
    args: [
      "--no-warnings",
      "--experimental-vm-modules",
      wranglerCli,
      "dev",
      // The test server's Worker: the built one behind the test hooks (workers/test-server.ts),
      // written to the state folder before wrangler starts.
      ...(testHooksToken ? [testServerFile] : []),
      "--local",
      "--port",
      String(port),
      "--ip",
      host,
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      "--inspector-port",
      String(inspectorPort),
      // The Worker's SMTP mailer sends to the inbox below (SMTP_HOST defaults to 127.0.0.1).
      "--var",
      `SMTP_PORT:${smtpPort}`,
      // The alert job has no request to tell it a site's address: these aliases (workers/env.ts).
      "--var",
      publicOriginVar(port),
      // Cron Triggers never fire locally: GET /__scheduled runs the alert job (`npm run alerts:run`).
      "--test-scheduled",
      // A bench runs the site as production keeps its page generation and session checks (workers/env.ts).
      ...(process.env.PAGE_GENERATION_TTL_SECONDS
        ? ["--var", `PAGE_GENERATION_TTL_SECONDS:${process.env.PAGE_GENERATION_TTL_SECONDS}`]
        : []),
      ...(process.env.SESSION_CHECK_TTL_SECONDS ? ["--var", `SESSION_CHECK_TTL_SECONDS:${process.env.SESSION_CHECK_TTL_SECONDS}`] : []),
      ...(testHooksToken ? ["--var", `TEST_HOOKS_TOKEN:${testHooksToken}`] : []),
      ...(clockOffsetMs ? ["--var", `TEST_CLOCK_OFFSET_MS:${clockOffsetMs}`] : []),
      // The browser tests' tag manager container, for their own requests only (workers/analytics.ts):
      // no site has one yet, and the cookie banner shows only where there is one.
      ...(testHooksToken ? ["--var", `TEST_ANALYTICS_CONTAINER_ID:${TEST_ANALYTICS_CONTAINER_ID}`] : []),
    ],
    ports: [port],
    busy: "pick another port: PORT=8790 npm start, or npm start -- --port 8790",
    ready: /Ready on/i,
    // workerd reports a browser that hung up mid-response (a cancelled prefetch or
    // navigation: "Connection reset by peer", or "Broken pipe" when it was gone before the
    // write) as an error with a native stack trace: not a problem of the site.
    quiet: [/kj::getCaughtExceptionAsKj\(\) = .*disconnected: .*(Connection reset by peer|Broken pipe)/],
  },
  {
    // The local inbox: SMTP without AUTH (the Worker's SMTP client refuses a server offering
    // AUTH when it has no credentials), a web inbox, and the REST API the browser tests read.
    name: "inbox",
    command: process.execPath,
    args: [maildevCli, "--smtp", String(smtpPort), "--web", String(inboxPort), "--ip", host, "--web-ip", host],
    ports: [smtpPort, inboxPort],
    busy: "pick other inbox ports: npm start -- --smtp-port 1026 --inbox-port 1081",
    // The last line of maildev's banner, printed once SMTP and web both listen.
    ready: /Press Ctrl\+C to stop/,
    // Its banner repeats what announce() prints.
    quiet: [/^MailDev( API running at .*)?$/, /^\s+(Version|SMTP Server|Address|Port|Web Interface|URL|Press Ctrl\+C)\b/],
  },
];

// ---------------------------------------------------------------------------------------
// Helpers

/** Every process started here (one-off steps and services), so that a stop reaches them all. */
const children = [];
let stopping = false;

/** Stops every service the way Ctrl-C in the terminal does (SIGINT), then exits. */
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  // A token of a stopped site opens nothing; a stale file would only mislead the tests.
  if (testHooksToken) rmSync(testHooksFile, { force: true });
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(exitCode);
  let left = running.length;
  for (const child of running) {
    child.once("exit", () => --left === 0 && process.exit(exitCode));
    child.kill("SIGINT");
  }
  setTimeout(() => {
    for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(exitCode);
  }, 5_000).unref();
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stopAll(0));

function portIsFree(portNumber) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) => resolve(error.code === "EADDRINUSE" || error.code === "EACCES" ? error.code : null));
    probe.listen({ port: portNumber, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** Runs a command to completion; its output is shown only if it fails. */
function run(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => fail(`${label}: ${error.message}`));
    child.on("exit", (code, signal) => {
      if (stopping) return;
      if (code === 0) return resolve(output);
      process.stderr.write(output.slice(-8_000));
      fail(`${label} failed (${signal ?? `exit ${code}`}).`);
    });
  });
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------
// 1. Ports first, so a busy port fails before any work (a --prepare serves nothing).
for (const service of options.prepare ? [] : services) {
  for (const p of service.ports) {
    const problem = await portIsFree(p);
    if (problem === "EADDRINUSE")
      fail(`port ${p} on ${host} (${service.name}) is already in use (another \`npm start\`?). Stop it, or ${service.busy}`);
    if (problem) fail(`cannot listen on port ${p} (${problem}).`);
  }
}

// 2. Build, unless build/ is the build of this mode of the sources as they are (`npm start`
// never serves a development build, nor `npm run dev` a production one).
let started = performance.now();
const freshness = buildFreshness(root, buildMode);
if (freshness.fresh) {
  console.log(`caravan: ${dev ? "development " : ""}build is up to date`);
} else {
  console.log(`caravan: building${dev ? " for development" : ""} (${freshness.reason})…`);
  await run("build", process.execPath, ["scripts/build.mjs", "--mode", buildMode]);
  console.log(`caravan: built in ${seconds(started)}`);
}

// 3. Local database: migrations and seed only when they changed.
started = performance.now();
const today = seedDay(new Date(Date.now() + clockOffsetMs));
const wanted = wantedState(today);
let state = localDatabaseExists(persistTo) ? readState(persistTo) : null;
if (state && Object.entries(state.migrations).some(([file, hash]) => wanted.migrations[file] !== hash)) {
  // A migration that was applied has been edited or removed: start again from an empty database.
  console.log("caravan: an applied migration changed; recreating the local database");
  recreateLocalDatabase(persistTo);
  state = null;
}
const missing = Object.keys(wanted.migrations).filter((file) => !state?.migrations[file]);
const reseed = options.reseed || !state || state.seed !== wanted.seed || state.day !== wanted.day || missing.length > 0;
if (missing.length > 0) {
  console.log(`caravan: applying ${missing.length} migration${missing.length === 1 ? "" : "s"}…`);
  // In this process, as `wrangler d1 migrations apply DB --local` does it (its d1_migrations
  // table included): a wrangler start cost 25 CPU-seconds of the browser tests' preparation.
  const { applyLocalMigrations } = await import("./local-migrate.mjs");
  try {
    await applyLocalMigrations(persistTo);
  } catch (error) {
    fail(`applying the migrations failed: ${error instanceof Error ? error.message : error}`);
  }
}
if (reseed) {
  console.log(`caravan: seeding the demo catalogue (dates from ${today})…`);
  await run("seed", process.execPath, [
    tsxCli,
    "scripts/seed.ts",
    "--today",
    today,
    "--out",
    join(persistTo, "seed.sql"),
    "--persist-to",
    persistTo,
  ]);
  // The custom pages are recorded once they are published (below).
  writeState(persistTo, { ...wanted, content: state?.content ?? null });
  console.log(`caravan: local database ready in ${seconds(started)}`);
} else {
  console.log(`caravan: local database is up to date (${persistTo}; \`npm start -- --reseed\` seeds it again)`);
}

// 3b. Custom pages (tenants/content): published when a page or the publishing code changed.
if (readState(persistTo)?.content !== wanted.content) {
  started = performance.now();
  console.log("caravan: publishing the custom pages…");
  await run("content:publish", process.execPath, [tsxCli, "scripts/content-publish.ts", "--persist-to", persistTo]);
  writeState(persistTo, { ...readState(persistTo), content: wanted.content });
  console.log(`caravan: custom pages published in ${seconds(started)}`);
}

// Sign-in secrets: made on this machine once, kept in the git-ignored .dev.vars.
const { ensureDevVars } = await import("./dev-secrets.mjs");
if (await ensureDevVars(join(root, ".dev.vars"))) console.log("caravan: made local sign-in secrets in .dev.vars");

if (options.prepare) {
  console.log(`caravan: ${persistTo} is ready to serve`);
  process.exit(0);
}

// 4. Services.
// An earlier start's token is never left for the tests to find on a site started without hooks.
rmSync(testHooksFile, { force: true });
if (testHooksToken) {
  mkdirSync(persistTo, { recursive: true });
  const { testServerSource } = await import("./test-server-build.mjs");
  const builtWorker = relative(dirname(resolve(testServerFile)), join(root, "build/index.js"));
  writeFileSync(testServerFile, await testServerSource(root, builtWorker.startsWith(".") ? builtWorker : `./${builtWorker}`));
  writeFileSync(testHooksFile, `${JSON.stringify({ token: testHooksToken, port })}\n`, { mode: 0o600 });
  console.log(`caravan: test hooks on (POST /__test/…; token in ${testHooksFile})`);
}
const tenants = siteIdsInOrder("tenants").map((id) => JSON.parse(readFileSync(join("tenants", `${id}.json`), "utf8")));
let waiting = services.length;
for (const service of services) {
  const child = spawn(service.command, service.args, { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let ready = false;
  const relay = (from, to) => {
    const shown = lineFilter(service.quiet);
    createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
      // What a service prints while it is being stopped (teardown, its helpers' exit) is not news.
      if (stopping) return;
      // The ready line counts even when it is a quiet one.
      const isReady = !ready && service.ready.test(line);
      if (shown(line)) to.write(`${line}\n`);
      if (isReady) {
        ready = true;
        if (--waiting === 0) announce();
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on("error", (error) => {
    console.error(`caravan: ${service.name} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`caravan: ${service.name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stopAll(code || 1);
  });
}

function announce() {
  console.log("\nCaravan is running. One site per tenant:");
  for (const t of tenants) console.log(`  ${t.id.padEnd(4)} ${t.name.padEnd(22)} http://${t.id}.localhost:${port}`);
  console.log(`\nInbox: http://${host}:${inboxPort} (every e-mail the sites send, e.g. sign-in codes; SMTP on ${host}:${smtpPort})`);
  console.log(`Alerts: npm run alerts:run -- --port ${port} (the hourly job: price drops, confirmations, new dates)`);
  if (dev) console.log(`Development build: edits in ${WATCHED.join("/, ")}/ are built again and the Worker reloads.`);
  console.log("");
  if (dev) watchSources();
}

// ---------------------------------------------------------------------------------------
// `npm run dev`: build again after edits, one build at a time; wrangler's watch on build/
// reloads the Worker. The build's own writes (the site indexes) are not edits.
const WATCHED = ["app", "workers", "tenants", "locales"];

function watchSources() {
  const generated = new Set([SITES_INDEX, MENUS_INDEX]);
  let timer = null;
  let building = false;
  let changed = new Set();
  const rebuild = () => {
    if (building) return;
    building = true;
    // Editors and tools save through temporary files: name only the files that are there.
    const files = [...changed].filter((path) => existsSync(path));
    changed = new Set();
    const since = performance.now();
    const named = files.length ? `${files.slice(0, 3).join(", ")}${files.length > 3 ? ` and ${files.length - 3} more` : ""}` : "a file";
    console.log(`caravan: rebuilding (${named} changed)…`);
    const child = spawn(process.execPath, ["scripts/build.mjs", "--mode", "development"], { env, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      children.splice(children.indexOf(child), 1);
      building = false;
      if (stopping) return;
      if (code === 0) console.log(`caravan: rebuilt in ${seconds(since)}; the Worker reloads`);
      else {
        process.stderr.write(output.slice(-8_000));
        console.error("caravan: the build failed; fix the file and save it again (the last good build keeps serving)");
      }
      if (changed.size > 0) rebuild();
    });
  };
  for (const folder of WATCHED) {
    watch(folder, { recursive: true }, (_event, file) => {
      if (!file) return;
      const path = join(folder, file);
      if (generated.has(path)) return;
      changed.add(path);
      clearTimeout(timer);
      timer = setTimeout(rebuild, 300);
    });
  }
}
