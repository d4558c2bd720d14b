import { defineConfig, devices } from "@playwright/test";
import { e2eStateFolder } from "./scripts/serve-options.mjs";

const PORT = Number(process.env.E2E_PORT ?? 8790);
// The browser tests' own inbox, so a running `npm start` (1025 / 1080) never collides.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 1026);
const INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? 1081);
const STATE = e2eStateFolder();

/**
 * Debian's Chromium as its headless shell (Playwright cannot download browsers here): the same
 * Blink and V8 without the desktop browser around them, and so the same build Playwright itself
 * runs headless tests in. A browser context costs it 0.4 CPU-seconds against 0.8 for the full
 * browser in headless mode, and a page load about 0.3 less, on a run whose time is the
 * browser's work. CHROMIUM_PATH names another (the full /usr/bin/chromium works the same).
 */
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two files at a time (5.3 min against 9.5 on 2 cores): every test makes its own people, the
  // ones that reach the database do it through the running Worker (tests/support/local-d1.ts:
  // no second process opens its SQLite file) on trips of their own (claimTravel), and the tests
  // wait for what React owns (tests/e2e/hydrated.ts), never for time. E2E_WORKERS=1 runs one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Each test's time as it ends, then each spec file's, slowest first (tests/support/e2e-durations-reporter.ts).
  reporter: [["list"], ["./tests/support/e2e-durations-reporter.ts"]],
  // The limit only catches a hang: a test of two page loads and a reload took 30 s on a busy
  // 2-core machine where it takes 5 s alone, and each of its steps was waiting, none stuck.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // A trace records every frame and DOM of every test, to keep only the failures': about a
  // sixth of the run's time on 2 cores. A CI run is read from its printed output (the error and
  // its page snapshot, error-context.md), so it records none; a run here keeps a failure's trace.
  use: { trace: process.env.CI ? "off" : "retain-on-failure" },
  projects: [
    { name: "chromium", use: chromium, testIgnore: /no-js\.spec\.ts/ },
    { name: "chromium-no-js", use: { ...chromium, javaScriptEnabled: false }, testMatch: /no-js\.spec\.ts/ },
  ],
  webServer: {
    // Its own port and state folder, so a running `npm start` is never reused by mistake.
    // --test-hooks: the tests reach the database through the running Worker (tests/support/local-d1.ts).
    // A run on another day (CARAVAN_TEST_DAYS_AHEAD, `npm run test:week`) seeds a state folder of its own.
    command: `node scripts/serve.mjs --port ${PORT} --persist-to ${STATE} --smtp-port ${SMTP_PORT} --inbox-port ${INBOX_PORT} --test-hooks`,
    // Node cannot resolve *.localhost names (Chromium can), so readiness is probed by IP.
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // Readiness is the URL answering; the limit only catches a server that never comes up. On a
    // loaded machine the first start (build check, migrations, seed) took over three minutes.
    timeout: 600_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { WRANGLER_SEND_METRICS: "false" },
  },
});

export const baseUrlOf = (tenant: string) => `http://${tenant}.localhost:${PORT}`;
/** The maildev inbox of the browser tests' server (tests/support/inbox.ts reads it). */
export const inboxUrl = `http://127.0.0.1:${INBOX_PORT}`;
/** The built-in identity provider's origin. */
export const accountsUrl = `http://accounts.localhost:${PORT}`;
