// The pure parts of scripts/serve.mjs: reading its options, and filtering a service's output.
import { parseArgs } from "node:util";

export const USAGE =
  "usage: npm start [-- --port N] [-- --persist-to DIR] [-- --reseed] [-- --smtp-port N] [-- --inbox-port N] [-- --test-hooks] [-- --prepare], or PORT=N npm start (npm run dev takes the same options)";
export const DEFAULT_PORT = 8787;
/** The local inbox (maildev): the Worker's SMTP_PORT, and its web inbox and REST API. */
export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_INBOX_PORT = 1080;

/**
 * The start options from the command line and the environment, or `{ error }` (one line).
 * The port comes from, in order: `--port N` (`npm start -- --port N`), npm's own reading of
 * `npm start --port N` / `npm start --port=N` (npm keeps unknown flags as npm_config_port:
 * "true" with N passed on as an argument, or "N"), then PORT, then 8787.
 */
export function startOptions(args, env = {}) {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        port: { type: "string" },
        "persist-to": { type: "string", default: ".wrangler/state" },
        reseed: { type: "boolean", default: false },
        // The browser tests' way into the database through the running Worker (workers/test-hooks.ts).
        "test-hooks": { type: "boolean", default: false },
        // Build, database and pages made ready, then exit without serving (`npm test` prepares
        // the browser tests' state folder while the integration tests run).
        prepare: { type: "boolean", default: false },
        // `npm run dev`: a development build, made again on every edit of its sources.
        dev: { type: "boolean", default: false },
        "smtp-port": { type: "string", default: String(DEFAULT_SMTP_PORT) },
        "inbox-port": { type: "string", default: String(DEFAULT_INBOX_PORT) },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (error) {
    // Node's message goes on to explain `--` escaping: its first sentence is the news.
    return { error: `${error.message.split(/\.\s/)[0]}. ${USAGE}` };
  }
  if (values.help) return { help: true };
  let portText = values.port;
  const npmPort = env.npm_config_port;
  if (portText === undefined && npmPort !== undefined && npmPort !== "") {
    portText = npmPort === "true" ? positionals.shift() : npmPort;
    if (portText === undefined) return { error: `--port needs a number. ${USAGE}` };
  }
  if (positionals.length > 0) return { error: `unexpected argument "${positionals[0]}". ${USAGE}` };
  portText ??= env.PORT || String(DEFAULT_PORT);
  const ports = [portText, values["smtp-port"], values["inbox-port"]];
  const wrong = ports.find((text) => !/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535);
  if (wrong !== undefined) return { error: `"${wrong}" is not a port number. ${USAGE}` };
  const [port, smtpPort, inboxPort] = ports.map(Number);
  if (new Set([port, smtpPort, inboxPort]).size < 3)
    return { error: `the site, SMTP and inbox ports must differ (${port}, ${smtpPort}, ${inboxPort}). ${USAGE}` };
  return {
    port,
    persistTo: values["persist-to"],
    reseed: values.reseed,
    smtpPort,
    inboxPort,
    testHooks: values["test-hooks"],
    prepare: values.prepare,
    dev: values.dev,
  };
}

/**
 * The `--var` that tells the Worker where each site is reached on this machine, for links in
 * e-mails the scheduled job sends (PUBLIC_ORIGIN_TEMPLATE in workers/env.ts).
 */
export function publicOriginVar(port) {
  return `PUBLIC_ORIGIN_TEMPLATE:http://{tenant}.localhost:${port}`;
}

/**
 * Where `--test-hooks` leaves the hooks' token and the site's port for the tests (tests/support/
 * local-d1.ts): in the state folder, made afresh on every start (and removed when it stops cleanly).
 */
export const TEST_HOOKS_FILE = "test-hooks.json";

/**
 * The test server's Worker (workers/test-server.ts): the built Worker, imported by this module
 * name, behind the test hooks (scripts/test-server-build.mjs bundles it). `npm run build` never reads it.
 */
export const TEST_SERVER_ENTRY = "workers/test-server.ts";
export const BUILT_WORKER_MODULE = "caravan:built-worker";
/** Where `--test-hooks` writes the test server's Worker, in the state folder. */
export const TEST_SERVER_FILE = "test-server.js";

/**
 * A per-line filter for a service's output: a line matching one of `quiet` is dropped, and
 * so are the blank and "stack:" lines that follow it (its native stack trace). Returns
 * whether a line should be shown.
 */
export function lineFilter(quiet = []) {
  let skipping = false;
  return (line) => {
    if (quiet.some((pattern) => pattern.test(line))) {
      skipping = true;
      return false;
    }
    if (skipping && (line.trim() === "" || /^\s+stack:/.test(line))) return false;
    skipping = false;
    return true;
  };
}

/**
 * How far a test server's clock runs ahead of the machine's, from CARAVAN_TEST_DAYS_AHEAD (a
 * whole number of days, 0 to 999; unset is 0), in milliseconds.
 */
export function testClockOffsetMs(daysAhead) {
  if (daysAhead === undefined || daysAhead === "") return 0;
  if (!/^\d{1,3}$/.test(daysAhead)) throw new Error(`CARAVAN_TEST_DAYS_AHEAD must be a number of days (0-999), not "${daysAhead}"`);
  return Number(daysAhead) * 86_400_000;
}

/**
 * The browser tests' state folder: a run on another day (CARAVAN_TEST_DAYS_AHEAD, `npm run
 * test:week`) seeds a folder of its own, so today's stays as it is.
 */
export function e2eStateFolder(env = process.env) {
  return testClockOffsetMs(env.CARAVAN_TEST_DAYS_AHEAD) > 0 ? ".wrangler/e2e-week-state" : ".wrangler/e2e-state";
}

/**
 * The tag manager container `--test-hooks` gives the sites, on requests that carry the test's
 * cookie only (workers/analytics.ts): the browser tests see the cookie banner and intercept the
 * container's script, so nothing is asked of Google. Never in production (`npm run deploy:check`).
 */
export const TEST_ANALYTICS_CONTAINER_ID = "GTM-CARAVANTEST";
