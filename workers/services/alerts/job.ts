import { z } from "zod";
import { catalogues } from "../../../locales";
import { getTenant, tenants, type TenantConfig } from "../../../tenants";
import { CATALOGUE_LANGUAGES, CURRENCIES, catalogueLanguage, type Currency } from "../../../tenants/languages";
import { dateNames, formatDay } from "../../../app/lib/dates/day-format";
import { currencyFormat, formatMoney } from "../../../app/lib/format/money";
import { alertEmail } from "../../email/templates/alert";
import type { Mailer } from "../../email/mailer";
import { sendOutbox, type Outbox } from "../../email/outbox";
import type { SigningKeys } from "../../session/keys";
import { createPriceService } from "../prices";
import { CANDIDATES_SQL, DECIDE_SQL, UNSENT_SQL } from "./alerts-sql";
import { alertEvents, type AlertCandidate, type AlertEvent } from "./events";
import { publicOrigin, tourUrl, tripUrl, unsubscribeUrl, type TripSlugs } from "./links";
import { signUnsubscribeToken } from "./unsubscribe-token";

/** Sends per event before it is given up (a failure that cannot pass gives up at once). */
export const MAX_ATTEMPTS = 5;
/** Sends per run: the rest wait for the next run (a Cron Trigger's run has a time limit). */
const SENDS_PER_RUN = 500;
/** D1 takes batches; decisions are written in chunks of this many. */
const DECIDE_CHUNK = 50;

export type AlertJobDeps = {
  db: D1Database;
  /** Built on first use: a run with nothing to send needs none. */
  mailer: () => Mailer;
  /** Signs the unsubscribe links; without keys nothing is decided or sent (they would have no way out). */
  keys: SigningKeys | null;
  /** PUBLIC_ORIGIN_TEMPLATE (workers/env.ts). */
  originTemplate: string | undefined;
  logger: Pick<Console, "log" | "warn" | "error">;
  clock: () => number;
};

export type AlertRunSummary = {
  day: string;
  pricesRefreshed: number;
  decided: Record<AlertEvent["kind"], number>;
  sent: number;
  failed: number;
  skipped?: string;
};

const payloadSchema = z.object({
  site: z.string(),
  currency: z.enum(CURRENCIES),
  title: z.string(),
  startingDate: z.iso.date(),
  endingDate: z.iso.date(),
  priceSeen: z.number().int().nullable(),
  price: z.number().int().nullable(),
  link: z.url(),
  unsubscribeLink: z.url(),
});
type AlertPayload = z.infer<typeof payloadSchema>;

/**
 * The scheduled alert job, one run:
 * 1. the tours' prices, reference prices and discounts are brought to `day` (a UTC day);
 * 2. every active subscription with news is read in one query and each true alert is decided
 *    by inserting its outbox row (its key makes a second decision a no-op);
 * 3. the outbox sends every unsent row, those left by an earlier run too (workers/email/outbox.ts:
 *    claimed, sent, marked; a failed send is tried again by the next run, up to MAX_ATTEMPTS).
 * A run that crashes anywhere can simply run again: nothing is sent twice.
 */
export async function runAlertJob(deps: AlertJobDeps, now: Date): Promise<AlertRunSummary> {
  const day = now.toISOString().slice(0, 10);
  const { db, logger } = deps;
  const pricesRefreshed = await createPriceService({ db }).refreshReferencePrices(day);
  const summary: AlertRunSummary = {
    day,
    pricesRefreshed,
    decided: { PRICE_DROPPED: 0, TOUR_CONFIRMED: 0, STOCKOUT_TRAVEL: 0 },
    sent: 0,
    failed: 0,
  };
  if (!deps.keys) {
    summary.skipped = "no AUTH_SIGNING_KEYS: alerts need them to sign their unsubscribe links";
    logger.warn(`alerts: ${summary.skipped}`);
    return summary;
  }
  await decide(deps, deps.keys, day, summary);
  const sending = await sendOutbox(ALERT_OUTBOX, deps, { maxAttempts: MAX_ATTEMPTS, perRun: SENDS_PER_RUN });
  summary.sent = sending.sent;
  summary.failed = sending.failed;
  logger.log(
    `alerts: ${day} prices refreshed on ${pricesRefreshed} tours; decided ${summary.decided.PRICE_DROPPED} price drops, ` +
      `${summary.decided.TOUR_CONFIRMED} confirmations, ${summary.decided.STOCKOUT_TRAVEL} new dates; sent ${summary.sent}, failed ${summary.failed}`,
  );
  return summary;
}

async function decide({ db, originTemplate, clock }: AlertJobDeps, keys: SigningKeys, day: string, summary: AlertRunSummary) {
  const { results } = await db.prepare(CANDIDATES_SQL).bind(day).all<Record<string, unknown>>();
  const decisions: D1PreparedStatement[] = [];
  const kinds: AlertEvent["kind"][] = [];
  for (const row of results) {
    const tenant = getTenant(String(row.site));
    if (!tenant) continue;
    const candidate = candidateOf(row);
    for (const event of alertEvents(candidate, day)) {
      const payload = await payloadOf(event, candidate, row, tenant, keys, originTemplate);
      decisions.push(db.prepare(DECIDE_SQL).bind(event.key, event.subscriptionId, event.kind, JSON.stringify(payload), clock()));
      kinds.push(event.kind);
    }
  }
  for (let start = 0; start < decisions.length; start += DECIDE_CHUNK) {
    const written = await db.batch(decisions.slice(start, start + DECIDE_CHUNK));
    written.forEach((result, i) => {
      if (result.meta.changes > 0) summary.decided[kinds[start + i]!]++;
    });
  }
}

const ALERT_OUTBOX: Outbox<{ event_key: string; kind: AlertEvent["kind"]; payload: string; attempts: number; email: string }> = {
  table: "alert_outbox",
  name: "alerts",
  unsentSql: UNSENT_SQL,
  message: (row) => renderAlert(row.kind, payloadSchema.parse(JSON.parse(row.payload))),
};

function candidateOf(row: Record<string, unknown>): AlertCandidate {
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const tourId = Number(row.tour_id);
  return {
    subscriptionId: String(row.id),
    site: String(row.site),
    types: String(row.types).split(" "),
    currency: String(row.currency) as Currency,
    priceSeen: num(row.price_seen),
    statusSeen: row.status_seen === null ? null : String(row.status_seen),
    travelId: Number(row.travel_id),
    tourId,
    tour:
      tourId !== 0 && row.starting_date !== null
        ? {
            startingDate: String(row.starting_date),
            endingDate: String(row.ending_date),
            salesStatus: String(row.sales_status),
            price: Number(row.price_now),
          }
        : null,
    lowestAlerted: num(row.lowest_alerted),
    confirmedTold: Number(row.confirmed_told) === 1,
    datesTold: Number(row.dates_told) === 1,
    nextDeparture:
      row.next_id !== null ? { tourId: Number(row.next_id), startingDate: String(row.next_start), endingDate: String(row.next_end) } : null,
  };
}

async function payloadOf(
  event: AlertEvent,
  candidate: AlertCandidate,
  row: Record<string, unknown>,
  tenant: TenantConfig,
  keys: SigningKeys,
  template: string | undefined,
): Promise<AlertPayload> {
  const origin = publicOrigin(tenant, template);
  const slugs = Object.fromEntries(CATALOGUE_LANGUAGES.map((l) => [`slug_${l}`, String(row[`slug_${l}`])])) as TripSlugs;
  const link = event.kind === "STOCKOUT_TRAVEL" ? tripUrl(origin, tenant, slugs) : tourUrl(origin, tenant, slugs, event.tourId);
  return {
    site: tenant.id,
    currency: candidate.currency,
    title: String(row[`title_${catalogueLanguage(tenant.language)}`]),
    startingDate: event.startingDate,
    endingDate: event.endingDate,
    priceSeen: event.priceSeen,
    price: event.price,
    link,
    unsubscribeLink: unsubscribeUrl(origin, await signUnsubscribeToken(keys, event.subscriptionId)),
  };
}

/** The e-mail in the language, date and money formats of the site subscribed on. */
export function renderAlert(kind: AlertEvent["kind"], payload: AlertPayload) {
  const tenant = getTenant(payload.site);
  if (!tenant) throw new Error(`unknown site ${payload.site}`);
  const names = dateNames(catalogues[tenant.language]);
  const day = (value: string) => formatDay(value, tenant, "long", names);
  const money = (cents: number | null) => (cents === null ? undefined : formatMoney(cents, moneyFormat(tenant, payload.currency)));
  return alertEmail({
    kind,
    language: tenant.language,
    siteName: tenant.name,
    title: payload.title,
    start: day(payload.startingDate),
    end: day(payload.endingDate),
    price: money(payload.price),
    oldPrice: money(payload.priceSeen),
    link: payload.link,
    unsubscribeLink: payload.unsubscribeLink,
  });
}

/** The site's own format of the currency; one it does not offer is written as a site that does. */
function moneyFormat(tenant: TenantConfig, currency: Currency) {
  const own = tenant.currencies.find((c) => c.isoCode === currency);
  const format = own ?? tenants.flatMap((t) => t.currencies).find((c) => c.isoCode === currency) ?? currencyFormat(tenant, currency);
  // Digits are grouped the site's locale's way, whichever site's symbol is borrowed.
  return { ...format, locale: tenant.locale };
}
