import { z } from "zod";
import { catalogues } from "../../../locales";
import { getTenant, type TenantConfig } from "../../../tenants";
import { catalogueLanguage } from "../../../tenants/languages";
import { href } from "../../../tenants/routes";
import { dateNames, formatDay } from "../../../app/lib/dates/day-format";
import { bestDeparture } from "../../../app/lib/wishlist/poll-best";
import { pollEmail } from "../../email/templates/trip-poll";
import type { Mailer } from "../../email/mailer";
import { sendOutbox, type Outbox, type UnsentRow } from "../../email/outbox";
import { publicOrigin } from "../alerts/links";
import { createTripPollService } from "./service";

/** Sends per e-mail before it is given up (one that cannot pass gives up at once). */
const MAX_ATTEMPTS = 5;
/** Sends per run: the rest wait for the next run. */
const SENDS_PER_RUN = 200;

export type TripPollJobDeps = {
  db: D1Database;
  mailer: () => Mailer;
  /** OTP_SECRET: the links' tokens. Without it nothing is decided or sent. */
  secret: string | null;
  originTemplate: string | undefined;
  logger: Pick<Console, "log" | "warn" | "error">;
  clock: () => number;
};

export type TripPollRunSummary = { decided: number; sent: number; failed: number; skipped?: string };

/** Polls with news since their owner was last told: the partial index trip_polls_untold holds exactly these. */
const UNTOLD_SQL = `SELECT p.id, p.site, p.change_seq FROM trip_polls p
WHERE p.change_seq > p.told_seq AND p.revoked_at IS NULL ORDER BY p.changed_at LIMIT ?1`;
/** One e-mail per poll and change count; a rerun finds the row again. */
const DECIDE_SQL = `INSERT INTO trip_poll_outbox (event_key, poll_id, payload, decided_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING`;
/** An older e-mail of the same poll never delivered says less than the new one: it goes. */
const SUPERSEDE_SQL = "DELETE FROM trip_poll_outbox WHERE poll_id = ?1 AND sent_at IS NULL AND event_key <> ?2";
const TOLD_SQL = "UPDATE trip_polls SET told_seq = max(told_seq, ?2) WHERE id = ?1";
const UNSENT_SQL = `SELECT o.event_key, o.payload, o.attempts, u.email FROM trip_poll_outbox o
JOIN trip_polls p ON p.id = o.poll_id AND p.revoked_at IS NULL
JOIN users u ON u.id = p.owner_id
WHERE o.sent_at IS NULL AND o.attempts < ?1 ORDER BY o.decided_at, o.event_key LIMIT ?2`;

const payloadSchema = z.object({
  site: z.string(),
  title: z.string(),
  friends: z.array(z.string()),
  best: z.object({ start: z.iso.date(), end: z.iso.date(), votes: z.number().int() }).nullable(),
  link: z.url(),
  manageLink: z.url(),
});
type PollPayload = z.infer<typeof payloadSchema>;

/**
 * The owner's e-mails, one run of the scheduled job: every poll friends changed since
 * the last run gets ONE e-mail row, however many answers came in (an older row not yet sent is
 * replaced by it); then the outbox sends the unsent rows (workers/email/outbox.ts), as for the alerts.
 */
export async function runTripPollJob(deps: TripPollJobDeps, now: Date): Promise<TripPollRunSummary> {
  const summary: TripPollRunSummary = { decided: 0, sent: 0, failed: 0 };
  if (!deps.secret) {
    summary.skipped = "no OTP_SECRET: poll links cannot be made";
    return summary;
  }
  const today = now.toISOString().slice(0, 10);
  await decide(deps, deps.secret, today, summary);
  const sending = await sendOutbox(TRIP_POLL_OUTBOX, deps, { maxAttempts: MAX_ATTEMPTS, perRun: SENDS_PER_RUN });
  summary.sent = sending.sent;
  summary.failed = sending.failed;
  deps.logger.log(`trip polls: decided ${summary.decided}, sent ${summary.sent}, failed ${summary.failed}`);
  return summary;
}

async function decide({ db, clock, originTemplate }: TripPollJobDeps, secret: string, today: string, summary: TripPollRunSummary) {
  const { results } = await db.prepare(UNTOLD_SQL).bind(SENDS_PER_RUN).all<{ id: string; site: string; change_seq: number }>();
  for (const poll of results) {
    const tenant = getTenant(poll.site);
    if (!tenant) continue;
    const service = createTripPollService(
      { db, clock, secret },
      { language: catalogueLanguage(tenant.language), currency: tenant.defaultCurrency, today },
    );
    const view = await service.viewOf(poll.id);
    const key = `poll:${poll.id}:${poll.change_seq}`;
    const statements = [db.prepare(TOLD_SQL).bind(poll.id, poll.change_seq)];
    if (view) {
      const best = bestDeparture(view.departures);
      const origin = publicOrigin(tenant, originTemplate);
      const payload: PollPayload = {
        site: tenant.id,
        title: view.travel.title,
        friends: view.friends,
        best: best ? { start: best.startingDate, end: best.endingDate, votes: best.votes } : null,
        link: origin + href(tenant.pathLocale, "wishlist-poll", { token: await service.token(poll.id) }),
        manageLink: origin + href(tenant.pathLocale, "wishlist"),
      };
      statements.unshift(
        db.prepare(DECIDE_SQL).bind(key, poll.id, JSON.stringify(payload), clock()),
        db.prepare(SUPERSEDE_SQL).bind(poll.id, key),
      );
    }
    const [decided] = await db.batch(statements);
    if (view && (decided?.meta.changes ?? 0) > 0) summary.decided++;
  }
}

const TRIP_POLL_OUTBOX: Outbox<UnsentRow> = {
  table: "trip_poll_outbox",
  name: "trip polls",
  unsentSql: UNSENT_SQL,
  message: (row) => renderPollEmail(payloadSchema.parse(JSON.parse(row.payload))),
};

/** The owner's e-mail in the language and date format of the site they shared on. */
export function renderPollEmail(payload: PollPayload) {
  const tenant: TenantConfig | undefined = getTenant(payload.site);
  if (!tenant) throw new Error(`unknown site ${payload.site}`);
  const names = dateNames(catalogues[tenant.language]);
  const day = (value: string) => formatDay(value, tenant, "long", names);
  return pollEmail({
    language: tenant.language,
    siteName: tenant.name,
    title: payload.title,
    friends: payload.friends,
    best: payload.best ? { start: day(payload.best.start), end: day(payload.best.end), votes: payload.best.votes } : null,
    link: payload.link,
    manageLink: payload.manageLink,
  });
}
