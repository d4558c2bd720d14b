/**
 * The browser tests' way into the local site's database and jobs, as an operator would do it
 * on a running `npm start` (here the browser tests' own, on E2E_PORT with .wrangler/e2e-state):
 * the local database opened as `wrangler d1 execute --local` opens it (scripts/local-d1.ts),
 * `npm run tours:price` for a price change, and the scheduled-handler URL wrangler opens with
 * --test-scheduled for the alert job.
 */
import { execFileSync } from "node:child_process";
import { get } from "node:http";
import { fileURLToPath } from "node:url";
import { BUMP_PAGE_GENERATION_SQL } from "../../workers/cache/page-generation";
import { splitStatements, whenFree, withLocalD1 } from "../../scripts/local-d1";

const root = fileURLToPath(new URL("../../", import.meta.url));
/** tsx's own entry, run by this Node (npx would first spend a second finding it). */
const tsx = `${root}node_modules/tsx/dist/cli.mjs`;
export const E2E_STATE = ".wrangler/e2e-state";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", NO_COLOR: "1" };
const folder = (persistTo: string) => (persistTo.startsWith("/") ? persistTo : `${root}${persistTo}`);

/** Rows of one SELECT on the local database. */
export function d1Query<T = Record<string, unknown>>(sql: string, persistTo = E2E_STATE): Promise<T[]> {
  return withLocalD1(folder(persistTo), async (db) => (await whenFree(() => db.prepare(sql).all<T>())).results);
}

/**
 * Runs statements (literal SQL) on the local database, as one batch. Written behind the
 * Worker's back, so the copies it keeps of anonymous pages are rendered afresh
 * (workers/http/edge-cache.ts).
 */
export async function d1Execute(sql: string, persistTo = E2E_STATE): Promise<void> {
  const statements = [...splitStatements(sql), BUMP_PAGE_GENERATION_SQL];
  await withLocalD1(folder(persistTo), (db) => whenFree(() => db.batch(statements.map((statement) => db.prepare(statement)))));
}

/** `npm run tours:price`: a tour's new EUR price from today (GBP and USD follow), through the price service's statements. */
export function changeTourPrice(code: string, eurCents: number, persistTo = E2E_STATE): string {
  return execFileSync(
    process.execPath,
    [tsx, "scripts/tour-price.ts", "--tour", code, "--eur", String(eurCents), "--persist-to", persistTo],
    {
      cwd: root,
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
}

/**
 * Runs the Worker's scheduled handler (the hourly alert job) on the site listening on `port`,
 * on a connection of its own: a kept-alive one from an earlier call may have been closed by the
 * server while `npm run tours:price` held this process (execFileSync), and a request written
 * to it fails with "other side closed".
 */
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

/** Single quotes doubled, for the literal SQL above (test data only). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

type Tour = { id: number; code: string; travel_id: number; price_eur: number; title: string };

/** A confirmed future departure nobody follows yet, and a person following its price on `site`. */
export async function followedTour(site: string, language: "it" | "de") {
  const [tour] = await d1Query<Tour>(
    `SELECT t.id, t.code, t.travel_id, t.price_eur, tr.title_${language} AS title FROM tours t JOIN travels tr ON tr.id = t.travel_id
     WHERE t.starting_date > date('now', '+3 days') AND t.sales_status = 'CONFIRMED' AND t.discount_percent = 0 AND t.price_eur > 50000
       AND (SELECT count(*) FROM tour_price_history h WHERE h.tour_id = t.id) = 1
       AND NOT EXISTS (SELECT 1 FROM notify_subscriptions s WHERE s.tour_id = t.id) ORDER BY t.id DESC LIMIT 1`,
  );
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
  };
}
