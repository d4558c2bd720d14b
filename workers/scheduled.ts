import { mailerFromEnv } from "./email";
import { parseEnv, type Env } from "./env";
import { runAlertJob } from "./services/alerts";
import { deletePastOfferRows } from "./services/catalogue/offer-rows-cleanup";
import { runSavedSearchJob } from "./services/saved-searches";
import { runTripPollJob } from "./services/trip-polls";
import { signingKeys } from "./session/keys";

/** `npm start` sets the template; a bare `wrangler dev` gets its default port, never the production hosts. */
const DEVELOPMENT_ORIGIN_TEMPLATE = "http://{tenant}.localhost:8787";

/**
 * The Worker's Cron Trigger (wrangler.toml `[triggers]`): the search summaries'
 * clean-up, then the alert jobs: notify-me, watched searches and trip polls.
 * It has no request, so no site: each job reads each subscription's own site, and the sites' public
 * origins come from PUBLIC_ORIGIN_TEMPLATE (or their production hosts).
 * Locally: `npm run alerts:run`, or GET /__scheduled on `npm start`'s wrangler.
 */
export async function handleScheduled(controller: ScheduledController, rawEnv: unknown): Promise<void> {
  const env = parseEnv(rawEnv);
  const keys = env.AUTH_SIGNING_KEYS ? await signingKeys(env.AUTH_SIGNING_KEYS) : null;
  await cleanUpSummaries(env.DB, controller.scheduledTime);
  const shared = {
    db: env.DB,
    mailer: () => mailerFromEnv(rawEnv),
    originTemplate: originTemplateOf(env),
    logger: console,
    clock: () => Date.now(),
  };
  const now = new Date(controller.scheduledTime);
  // Each job runs whatever the others did; the first failure is the run's outcome. Notify-me goes
  // first: its price refresh writes the day's prices, whose changes the watched searches then read.
  const jobs: [name: string, run: () => Promise<unknown>][] = [
    ["alerts", () => runAlertJob({ ...shared, keys }, now)],
    ["saved searches", () => runSavedSearchJob({ ...shared, keys }, now)],
    // The owners of shared trips hear about their friends' answers, one e-mail per poll per run.
    ["trip polls", () => runTripPollJob({ ...shared, secret: env.OTP_SECRET ?? null }, now)],
  ];
  let failure: unknown;
  for (const [name, run] of jobs) {
    try {
      await run();
    } catch (error) {
      // The outboxes keep whatever was decided: the next run picks it up.
      console.error(`${name}: the run for cron "${controller.cron}" failed`, error);
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}

function originTemplateOf(env: Env): string | undefined {
  return env.PUBLIC_ORIGIN_TEMPLATE ?? (env.ENVIRONMENT === "development" ? DEVELOPMENT_ORIGIN_TEMPLATE : undefined);
}

/** Sites west of UTC still search from their yesterday: the rows of the last two UTC days stay. */
const SUMMARY_KEPT_DAYS = 2;

/** The per-trip summaries' rows of past days (offer-rows-cleanup.ts); a failure waits for the next run. */
async function cleanUpSummaries(db: D1Database, scheduledTime: number): Promise<void> {
  const before = new Date(scheduledTime - SUMMARY_KEPT_DAYS * 86_400_000).toISOString().slice(0, 10);
  try {
    const deleted = await deletePastOfferRows(db, before);
    console.log(`summaries: ${deleted} rows of steps ended by ${before} deleted`);
  } catch (error) {
    console.error("summaries: the clean-up of past rows failed; the next run tries again", error);
  }
}
