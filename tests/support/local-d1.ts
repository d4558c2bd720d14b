/**
 * The browser tests' way into the local site's database and jobs, through the running site's
 * own runtime (its site on E2E_PORT with its state folder, started with `--test-hooks`): the
 * Worker's test hooks (workers/test-hooks.ts) run the statements on its D1 binding, so no second
 * process opens the SQLite file beside `wrangler dev`; and the scheduled-handler URL wrangler
 * opens with --test-scheduled for the alert job.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get, request } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator } from "@playwright/test";
import { BUMP_PAGE_GENERATION_SQL } from "../../workers/cache/page-generation";
import { splitStatements } from "../../scripts/local-d1";
import { e2eStateFolder, TEST_HOOKS_FILE } from "../../scripts/serve-options.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
export const E2E_STATE: string = e2eStateFolder();
const folder = (persistTo: string) => (persistTo.startsWith("/") ? persistTo : `${root}${persistTo}`);

/** The running site's hooks: the token and port `scripts/serve.mjs --test-hooks` left in the state folder. */
function hooksOf(persistTo: string): { token: string; port: number } {
  const file = `${folder(persistTo)}/${TEST_HOOKS_FILE}`;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as { token: string; port: number };
  } catch {
    throw new Error(`no ${file}: start the site with \`node scripts/serve.mjs --test-hooks --persist-to ${persistTo}\``);
  }
}

/**
 * POSTs to a test hook on a connection of its own (a kept-alive one may have been closed by the
 * server meanwhile, and a POST written to it fails with "other side closed"); its JSON answer.
 */
function callHook<T>(persistTo: string, hook: string, body: unknown): Promise<T> {
  const { token, port } = hooksOf(persistTo);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: "127.0.0.1",
        port,
        path: `/__test/${hook}`,
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload), "X-Test-Hooks-Token": token },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          if (response.statusCode === 200) return resolve(JSON.parse(text) as T);
          reject(new Error(`/__test/${hook} answered ${response.statusCode}: ${text.slice(0, 500)}`));
        });
      },
    );
    call.on("error", reject);
    call.end(payload);
  });
}

type HookResults = { results: { rows: unknown[]; changes: number }[] };

/** Rows of one SELECT on the local database. */
export async function d1Query<T = Record<string, unknown>>(sql: string, persistTo = E2E_STATE): Promise<T[]> {
  const { results } = await callHook<HookResults>(persistTo, "d1", { statements: [{ sql }] });
  return results[0]!.rows as T[];
}

/**
 * Runs statements (literal SQL) on the local database, as one batch. Written behind the
 * Worker's pages, so the copies it keeps of anonymous pages are rendered afresh
 * (workers/http/edge-cache.ts).
 */
export async function d1Execute(sql: string, persistTo = E2E_STATE): Promise<void> {
  const statements = [...splitStatements(sql), BUMP_PAGE_GENERATION_SQL].map((statement) => ({ sql: statement }));
  await callHook<HookResults>(persistTo, "d1", { statements });
}

/**
 * A EUR price `factor` of a tour's lowest price on record, rounded to whole euros: below every
 * earlier price of the last 30 days, so the page shows the drop struck through (a cut that only
 * undoes a recent rise is honest news for an alert, and shows no "was" price).
 */
export async function priceBelowEveryEarlier(tourId: number, factor: number, persistTo = E2E_STATE): Promise<number> {
  const [row] = await d1Query<{ lowest: number }>(
    `SELECT min(t.price_eur, coalesce((SELECT min(h.price_eur) FROM tour_price_history h WHERE h.tour_id = t.id), t.price_eur)) AS lowest
     FROM tours t WHERE t.id = ${Number(tourId)}`,
    persistTo,
  );
  if (!row) throw new Error(`no tour ${tourId}`);
  return Math.round((row.lowest * factor) / 100) * 100;
}

/**
 * A tour's new EUR price from today (GBP and USD follow), through the price service's
 * statements, as `npm run tours:price` changes it; its report line.
 */
export async function changeTourPrice(code: string, eurCents: number, persistTo = E2E_STATE): Promise<string> {
  return (await callHook<{ report: string }>(persistTo, "tour-price", { tour: code, eur: eurCents })).report;
}

/** Runs the Worker's scheduled handler (the hourly alert job) on the site listening on `port`, on a connection of its own. */
export function runScheduled(port: number | string): Promise<void> {
  return new Promise((resolve, reject) => {
    const path = `/__scheduled?cron=${encodeURIComponent("17 * * * *")}`;
    get({ host: "127.0.0.1", port: Number(port), path, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () =>
        response.statusCode === 200 ? resolve() : reject(new Error(`/__scheduled answered ${response.statusCode}: ${body}`)),
      );
    }).on("error", reject);
  });
}

/**
 * Claims a trip for the calling test, across the run's test processes: true for the first
 * caller, false for every other. The tests that change a price and run the alert job (price
 * drops, watched searches) each work on a trip of their own, so one test's price change never
 * becomes another's news. Claims last one start of the site (they are kept under its token).
 */
export function claimTravel(travelId: number, persistTo = E2E_STATE): boolean {
  const claims = join(folder(persistTo), "test-claims");
  const run = hooksOf(persistTo).token.slice(0, 16);
  mkdirSync(join(claims, run), { recursive: true });
  // An earlier start's claims say nothing about this one.
  for (const old of readdirSync(claims)) if (old !== run) rmSync(join(claims, old), { recursive: true, force: true });
  try {
    // "wx": created by exactly one caller, whichever process it runs in.
    writeFileSync(join(claims, run, `travel-${travelId}`), "", { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** The first of `cards` (trip cards with data-travel-id) whose trip the calling test could claim (claimTravel). */
export async function firstClaimedCard(cards: Locator, persistTo = E2E_STATE): Promise<Locator> {
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    if (claimTravel(Number(await card.getAttribute("data-travel-id")), persistTo)) return card;
  }
  throw new Error(`each of the ${count} trip cards shown is another test's trip`);
}

/** Single quotes doubled, for the literal SQL above (test data only). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

type Tour = { id: number; code: string; travel_id: number; price_eur: number; title: string };

/** A confirmed future departure nobody follows yet, on a trip no other test works on, and a person following its price on `site`. */
export async function followedTour(site: string, language: "it" | "de") {
  const candidates = await d1Query<Tour>(
    `SELECT t.id, t.code, t.travel_id, t.price_eur, tr.title_${language} AS title FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > date('now', '+3 days') AND t.sales_status = 'CONFIRMED' AND t.discount_percent = 0 AND t.price_eur > 50000
       AND (SELECT count(*) FROM tour_price_history h WHERE h.tour_id = t.id) = 1
       AND NOT EXISTS (SELECT 1 FROM notify_subscriptions s WHERE s.tour_id = t.id) ORDER BY t.id DESC LIMIT 40`,
  );
  const tour = candidates.find((candidate) => claimTravel(candidate.travel_id));
  if (!tour) throw new Error("no confirmed departure left to follow");
  const email = `alert.${site}.${Date.now()}@example.com`;
  const userId = crypto.randomUUID();
  await d1Execute(
    `INSERT INTO users (id, email, created_at, site) VALUES (${sqlText(userId)}, ${sqlText(email)}, 0, ${sqlText(site)});
     INSERT INTO notify_subscriptions (id, user_id, travel_id, tour_id, site, types, currency, price_seen, status_seen, created_at, updated_at)
     VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(userId)}, ${tour.travel_id}, ${tour.id}, ${sqlText(site)}, 'PRICE_DROPPED', 'EUR', ${tour.price_eur}, 'CONFIRMED', 0, 0);`,
  );
  return {
    tour,
    email,
    active: async () =>
      (await d1Query<{ active: number }>(`SELECT active FROM notify_subscriptions WHERE user_id = ${sqlText(userId)}`))[0]?.active,
    /** The e-mails the alert job has sent this person: every alert goes out through its outbox, once. */
    sent: async () =>
      (
        await d1Query<{ n: number }>(
          `SELECT count(*) AS n FROM alert_outbox o JOIN notify_subscriptions s ON s.id = o.subscription_id
           WHERE s.user_id = ${sqlText(userId)} AND o.sent_at IS NOT NULL`,
        )
      )[0]?.n,
  };
}
