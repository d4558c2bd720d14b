import { getTenant } from "../../../tenants";
import type { Currency } from "../../../tenants/languages";
import { departureMatches, savedSearchFilters, type DepartureFacts } from "../../../app/lib/search/saved-search";
import type { SearchFilters } from "../../../app/lib/search/filters";
import type { AlertJobDeps } from "../alerts/job";
import { sendOutbox, type Outbox, type UnsentRow } from "../../email/outbox";
import type { SigningKeys } from "../../session/keys";
import { ftsMatchExpression } from "../catalogue/fts-query";
import {
  ADVANCE_SQL,
  CANDIDATES_SQL,
  CHANGES_SQL,
  DECIDE_SQL,
  FORGET_SQL,
  MAILED_PRICES_SQL,
  NEWS_SQL,
  STALE_SQL,
  TEXT_SQL,
  TOLD_DAY_SQL,
  TOLD_SQL,
  UNSENT_SQL,
  UNTOLD_SQL,
  WINDOW_SQL,
} from "./saved-searches-sql";
import { type NewsItem, payloadOf, payloadSchema, renderSavedSearchEmail, tripTexts } from "./email";
import { belowLowest, CHUNK, departureFacts, type Found, mailedPrices } from "./departure-reads";

/** Sends per e-mail before it is given up (as the notify-me alerts). */
export const MAX_ATTEMPTS = 5;
/**
 * Changes a run reads, 100 at a time: at most 500, and no further 100 once the run has found
 * NEWS_PER_RUN news; the rest wait for the next run. A scheduled run has 30 s of CPU by
 * default; `npm run bench:saved-searches` (10x catalogue, 10,000 searches, the job in a Worker;
 * each changed departure reaches ~2,400 searches by place and price) measured 1.8 s for 10
 * departures 10% cheaper (~12,000 news: nearly every search there matches them) and 7.7 s for
 * 100 (~127,000 news), so a run stops after the 100 that pass 100,000 news. Changes that make
 * little news (a discount recomputed, a price going up) still go 500 a run.
 */
const CHANGES_PER_ROUND = 100;
const ROUNDS_PER_RUN = 5;
const NEWS_PER_RUN = 100_000;
const SENDS_PER_RUN = 500;
/** Searches given their e-mail in one run (each signs a link): more could not be sent in it anyway. */
const DECIDES_PER_RUN = SENDS_PER_RUN;
/** Statements per D1 batch. */
const BATCH = 50;

/** What the notify-me alerts' job is given: the database, the mailer, the keys that sign unsubscribe links, the sites' origins. */
export type SavedSearchJobDeps = AlertJobDeps;

export type SavedSearchRunSummary = {
  day: string;
  changes: number;
  candidates: number;
  news: number;
  decided: number;
  sent: number;
  failed: number;
  skipped?: string;
};

type Change = {
  seq: number;
  tour_id: number;
  was_status: string | null;
  was_price_eur: number | null;
  was_price_gbp: number | null;
  was_price_usd: number | null;
  was_discount: number | null;
  was_start: string | null;
  was_end: string | null;
  was_age: string | null;
};
type Candidate = {
  id: string;
  site: string;
  currency: Currency;
  query: string;
  since_seq: number;
  created_at: number;
  tour_id: number;
};
/**
 * The watched searches' alert job, one run, beside the notify-me alerts:
 * 1. news: the departures changed since the last run (tour_changes, written by triggers) are
 *    read with their trips; the searches they may match come from indexed coarse columns
 *    (places, price range); each pair is matched exactly in code with the search's filters,
 *    now and before the change. News is a departure that matches now and either
 *    - was mailed to the search before and now costs less than the price last mailed, or
 *    - was never mailed and newly matches (a new departure, a price falling into the range,
 *      a status that makes it bookable), or
 *    - was never mailed, matched already and now costs less than the lowest price it had
 *      since the search was saved.
 *    The work follows the changed departures, never saved searches × catalogue.
 * 2. e-mails: each active search with untold news and no e-mail yet today gets one outbox row
 *    listing it, new departures and lower prices apart (the key search+day makes a rerun a
 *    no-op), in its site's language and currency; the prices it lists become the search's
 *    prices last mailed, so each drop is mailed once.
 * 3. sending, through the outbox the notify-me alerts use too (workers/email/outbox.ts).
 */
export async function runSavedSearchJob(deps: SavedSearchJobDeps, now: Date): Promise<SavedSearchRunSummary> {
  const day = now.toISOString().slice(0, 10);
  const summary: SavedSearchRunSummary = { day, changes: 0, candidates: 0, news: 0, decided: 0, sent: 0, failed: 0 };
  if (!deps.keys) {
    summary.skipped = "no AUTH_SIGNING_KEYS: the e-mails need them to sign their unsubscribe links";
    deps.logger.warn(`saved searches: ${summary.skipped}`);
    return summary;
  }
  for (let round = 0; round < ROUNDS_PER_RUN && summary.news < NEWS_PER_RUN; round++) {
    if (!(await findNews(deps, day, summary))) break;
  }
  await decide(deps, deps.keys, day, summary);
  const sending = await sendOutbox(SAVED_SEARCH_OUTBOX, deps, { maxAttempts: MAX_ATTEMPTS, perRun: SENDS_PER_RUN });
  summary.sent = sending.sent;
  summary.failed = sending.failed;
  deps.logger.log(
    `saved searches: ${day} read ${summary.changes} departure changes, ${summary.candidates} candidate matches, ` +
      `${summary.news} news; decided ${summary.decided} e-mails; sent ${summary.sent}, failed ${summary.failed}`,
  );
  return summary;
}

/** Reads the next changes of the log (at most CHANGES_PER_ROUND); true when more are left. */
async function findNews({ db, clock }: SavedSearchJobDeps, day: string, summary: SavedSearchRunSummary): Promise<boolean> {
  const window = await db.prepare(WINDOW_SQL).first<{ cursor: number; top: number | null; floor: number | null }>();
  const cursor = window?.cursor ?? 0;
  const top = window?.top ?? cursor;
  if (top <= cursor) return false;
  // Nobody watching: the log before now is nobody's news.
  if (window?.floor === null || window?.floor === undefined) {
    await advance(db, cursor, top);
    return false;
  }
  const start = Math.max(cursor, window.floor);
  const { results: changes } = await db.prepare(CHANGES_SQL).bind(start, top, CHANGES_PER_ROUND).all<Change>();
  const end = changes.length === CHANGES_PER_ROUND ? changes.at(-1)!.seq : top;
  summary.changes += changes.length;
  const byTour = new Map<number, Change[]>();
  for (const change of changes) byTour.set(change.tour_id, [...(byTour.get(change.tour_id) ?? []), change]);

  const facts = await departureFacts(db, [...byTour.keys()]);
  const live = [...facts.values()].filter((f) => f.startingDate > day);
  const candidates: Candidate[] = [];
  for (let i = 0; i < live.length; i += CHUNK) {
    const departures = live.slice(i, i + CHUNK).map((f) => [f.tourId, f.prices.EUR, f.prices.GBP, f.prices.USD, f.travel.countryIds]);
    const { results } = await db.prepare(CANDIDATES_SQL).bind(JSON.stringify(departures)).all<Candidate>();
    for (const row of results) candidates.push(row);
  }
  summary.candidates += candidates.length;

  const mailed = await mailedPrices(db, [...new Set(candidates.map((c) => c.tour_id))]);
  const filtersOf = memo((query: string) => savedSearchFilters(query));
  const found: Found[] = [];
  // Drops of departures never mailed: news only below the lowest price since the search was saved.
  const drops: { item: Found; since: string; currency: Currency; price: number }[] = [];
  for (const candidate of candidates) {
    const now = facts.get(candidate.tour_id);
    const seen = (byTour.get(candidate.tour_id) ?? []).filter((change) => change.seq > candidate.since_seq);
    if (!now || seen.length === 0) continue;
    const filters = filtersOf(candidate.query);
    const { currency } = candidate;
    if (!departureMatches(filters, now, day, currency)) continue;
    const item: Found = {
      searchId: candidate.id,
      tourId: candidate.tour_id,
      seq: seen.at(-1)!.seq,
      travelId: now.travel.id,
      ...(filters.textSearch ? { text: filters.textSearch } : {}),
    };
    const price = now.prices[currency];
    const last = mailed.get(`${candidate.id}:${candidate.tour_id}`);
    if (last !== undefined) {
      if (price < last) found.push({ ...item, was: last });
      continue;
    }
    const before = seen.some((change) => change.was_status === null) ? null : stateBefore(now, seen[0]!);
    if (before === null || !departureMatches(filters, before, day, currency)) found.push(item);
    else if (price < before.prices[currency]) {
      drops.push({ item: { ...item, was: before.prices[currency] }, since: isoDay(candidate.created_at), currency, price });
    }
  }
  for (const item of await belowLowest(db, drops, day)) found.push(item);
  const news = await withText(db, found);
  summary.news += news.length;
  const at = clock();
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < news.length; i += CHUNK) {
    const rows = news.slice(i, i + CHUNK).map((n) => [n.searchId, n.tourId, n.seq, n.was ?? null]);
    statements.push(db.prepare(NEWS_SQL).bind(JSON.stringify(rows), at));
  }
  for (let i = 0; i < statements.length; i += BATCH) await db.batch(statements.slice(i, i + BATCH));
  await advance(db, cursor, end);
  return end < top;
}

async function advance(db: D1Database, from: number, to: number) {
  await db.batch([db.prepare(ADVANCE_SQL).bind(from, to), db.prepare(FORGET_SQL).bind(to)]);
}

const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

/** Free text needs the FTS index: one query per distinct text, over the trips found. */
async function withText<T extends { text?: string; travelId: number }>(db: D1Database, found: T[]): Promise<T[]> {
  const texts = new Map<string, Set<number>>();
  for (const item of found) if (item.text) texts.set(item.text, (texts.get(item.text) ?? new Set()).add(item.travelId));
  const matching = new Map<string, Set<number>>();
  for (const [text, travels] of texts) {
    const expression = ftsMatchExpression(text);
    if (!expression) {
      matching.set(text, new Set());
      continue;
    }
    const { results } = await db
      .prepare(TEXT_SQL)
      .bind(expression, JSON.stringify([...travels]))
      .all<{ travel_id: number }>();
    matching.set(text, new Set(results.map((r) => r.travel_id)));
  }
  return found.filter((item) => !item.text || matching.get(item.text)?.has(item.travelId));
}

/** The departure as it was before the first change this search has not seen. */
function stateBefore(now: DepartureFacts, change: Change): DepartureFacts {
  return {
    ...now,
    salesStatus: change.was_status ?? now.salesStatus,
    startingDate: change.was_start ?? now.startingDate,
    endingDate: change.was_end ?? now.endingDate,
    ageBadge: change.was_age ?? now.ageBadge,
    discountPercent: change.was_discount ?? now.discountPercent,
    prices: {
      EUR: change.was_price_eur ?? now.prices.EUR,
      GBP: change.was_price_gbp ?? now.prices.GBP,
      USD: change.was_price_usd ?? now.prices.USD,
    },
  };
}

type Untold = {
  search_id: string;
  tour_id: number;
  was_price: number | null;
  mailed_price: number | null;
  site: string;
  currency: Currency;
  query: string;
  name: string;
};

async function decide({ db, originTemplate, clock }: SavedSearchJobDeps, keys: SigningKeys, day: string, summary: SavedSearchRunSummary) {
  const { results } = await db.prepare(UNTOLD_SQL).bind(day, DECIDES_PER_RUN).all<Untold>();
  if (results.length === 0) return;
  const searches = new Map<string, Untold[]>();
  for (const row of results) searches.set(row.search_id, [...(searches.get(row.search_id) ?? []), row]);
  const tourIds = [...new Set(results.map((r) => r.tour_id))];
  const [facts, texts] = await Promise.all([departureFacts(db, tourIds), tripTexts(db, tourIds)]);
  // Each search's statements stay in one batch (one transaction); searches share batches, so a
  // run makes a round trip per BATCH statements, not per search.
  const groups: { statements: D1PreparedStatement[]; decideAt: number | null }[] = [];
  for (const [searchId, rows] of searches) {
    const { site, currency, query, name } = rows[0]!;
    const tenant = getTenant(site);
    if (!tenant) continue;
    const filters: SearchFilters = savedSearchFilters(query);
    const stale: number[] = [];
    const items: NewsItem[] = [];
    for (const row of rows) {
      const now = facts.get(row.tour_id);
      // The price it must be below: the one last mailed, else the one it was found cheaper than.
      const was = row.mailed_price ?? row.was_price;
      // Gone, no longer matching by now, or no longer below that price (it went back up): not news any more.
      if (now && departureMatches(filters, now, day, currency) && (was === null || now.prices[currency] < was)) {
        items.push(was === null ? { departure: now } : { departure: now, was });
      } else stale.push(row.tour_id);
    }
    const statements = stale.map((tourId) => db.prepare(STALE_SQL).bind(searchId, tourId));
    if (items.length > 0) {
      // New departures first, then the lower prices, each by date.
      items.sort(
        (a, b) =>
          Number(a.was !== undefined) - Number(b.was !== undefined) ||
          a.departure.startingDate.localeCompare(b.departure.startingDate) ||
          a.departure.tourId - b.departure.tourId,
      );
      const key = `search:${searchId}:${day}`;
      const payload = await payloadOf(tenant, { searchId, currency, name, query }, items, texts, keys, originTemplate);
      const tourIds = items.map((i) => i.departure.tourId);
      statements.push(
        db.prepare(DECIDE_SQL).bind(key, searchId, JSON.stringify(payload), clock()),
        db.prepare(TOLD_SQL).bind(searchId, key, JSON.stringify(tourIds)),
        db.prepare(TOLD_DAY_SQL).bind(searchId, day),
        db
          .prepare(MAILED_PRICES_SQL)
          .bind(searchId, key, JSON.stringify(items.map((i) => [i.departure.tourId, i.departure.prices[currency]]))),
      );
    }
    if (statements.length > 0) groups.push({ statements, decideAt: items.length > 0 ? stale.length : null });
  }
  let batch: typeof groups = [];
  const flush = async () => {
    if (batch.length === 0) return;
    // One transaction: each e-mail, the news it tells, the day it was told and the prices it mails are written together.
    const written = await db.batch(batch.flatMap((group) => group.statements));
    let offset = 0;
    for (const group of batch) {
      if (group.decideAt !== null && (written[offset + group.decideAt]?.meta.changes ?? 0) > 0) summary.decided++;
      offset += group.statements.length;
    }
    batch = [];
  };
  for (const group of groups) {
    if (batch.reduce((n, g) => n + g.statements.length, 0) + group.statements.length > BATCH) await flush();
    batch.push(group);
  }
  await flush();
}

const SAVED_SEARCH_OUTBOX: Outbox<UnsentRow> = {
  table: "saved_search_outbox",
  name: "saved searches",
  unsentSql: UNSENT_SQL,
  message(row) {
    const payload = payloadSchema.parse(JSON.parse(row.payload));
    return {
      ...renderSavedSearchEmail(payload),
      // RFC 2369 / RFC 8058: the mail client's own "unsubscribe" posts to the same link, in one click.
      headers: { "List-Unsubscribe": `<${payload.unsubscribeLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  },
};

function memo<T>(compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}
