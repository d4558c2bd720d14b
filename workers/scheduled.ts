import { mailerFromEnv } from "./email";
import { parseEnv, type Env } from "./env";
import { runAlertJob } from "./services/alerts";
import { runSavedSearchJob } from "./services/saved-searches";
import { signingKeys } from "./session/keys";

/** `npm start` sets the template; a bare `wrangler dev` gets its default port, never the production hosts. */
const DEVELOPMENT_ORIGIN_TEMPLATE = "http://{tenant}.localhost:8787";

/**
 * The Worker's Cron Trigger (wrangler.toml `[triggers]`, architecture §10): the alert jobs,
 * notify-me (issue 13) and watched searches (issue 27). It has no request, so no site: each job
 * reads each subscription's own site, and the sites'
 * public origins come from PUBLIC_ORIGIN_TEMPLATE (or their production hosts).
 * Locally: `npm run alerts:run`, or GET /__scheduled on `npm start`'s wrangler.
 */
export async function handleScheduled(controller: ScheduledController, rawEnv: unknown): Promise<void> {
  const env = parseEnv(rawEnv);
  const keys = env.AUTH_SIGNING_KEYS ? await signingKeys(env.AUTH_SIGNING_KEYS) : null;
  const deps = {
    db: env.DB,
    mailer: () => mailerFromEnv(rawEnv),
    keys,
    originTemplate: originTemplateOf(env),
    logger: console,
    clock: () => Date.now(),
  };
  const now = new Date(controller.scheduledTime);
  let failure: unknown = null;
  // Notify-me first: its price refresh writes the day's prices, whose changes the watched searches then read.
  for (const [name, job] of [
    ["alerts", runAlertJob],
    ["saved searches", runSavedSearchJob],
  ] as const) {
    try {
      await job(deps, now);
    } catch (error) {
      // The outboxes keep whatever was decided: the next run picks it up. One job failing does not stop the other.
      console.error(`${name}: the run for cron "${controller.cron}" failed`, error);
      failure ??= error;
    }
  }
  if (failure) throw failure;
}

function originTemplateOf(env: Env): string | undefined {
  return env.PUBLIC_ORIGIN_TEMPLATE ?? (env.ENVIRONMENT === "development" ? DEVELOPMENT_ORIGIN_TEMPLATE : undefined);
}
