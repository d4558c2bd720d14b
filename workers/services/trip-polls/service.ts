import type { SalesStatus } from "../../../app/lib/search/filter-fields";
import {
  CHANGED_SQL,
  departuresSql,
  HAS_DEPARTURES_SQL,
  JOIN_SQL,
  OPEN_POLL_OF_TRIP_SQL,
  ownerPollsSql,
  pollSql,
  RENAME_SQL,
  REVOKE_SQL,
  SAVED_SQL,
  SHARE_SQL,
  TICK_SQL,
  UNTICK_SQL,
  VOTER_SQL,
  VOTERS_SQL,
  VOTES_SQL,
} from "./polls-sql";
import { newPollId, pollIdOf, pollToken } from "./token";
import {
  MAX_FRIENDS,
  MAX_NAME_LENGTH,
  MAX_OPEN_POLLS,
  type OwnerPoll,
  type PollDepartureView,
  type PollOpening,
  type PollView,
  type ShareOutcome,
  type TripPollDeps,
  type TripPollScope,
  type VoteOutcome,
} from "./types";

type Row = Record<string, unknown>;

/** How a name is compared within a poll: "Anna", " anna " and "ANNA" are one friend. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase("und");
}

/**
 * Trip polls over D1: a person shares a saved trip by a link, friends tick the
 * departures they can make. Every write is keyed (one open poll per person and trip, one
 * friend per browser and per name, one row per friend and departure), so double submits
 * store once; the caps are checked inside the statements that write.
 */
export function createTripPollService({ db, clock, secret }: TripPollDeps, scope: TripPollScope) {
  async function pollRow(pollId: string) {
    return db.prepare(pollSql(scope.language)).bind(pollId).first<Row>();
  }

  const service = {
    /** The caps on shared trips (open polls per person, friends per poll, name length), for the pages to say. */
    caps: { polls: MAX_OPEN_POLLS, friends: MAX_FRIENDS, name: MAX_NAME_LENGTH },

    /** The link token of a poll (built again from its id: tokens are not stored). */
    token: (pollId: string) => pollToken(secret, pollId),

    /**
     * Shares a trip the person saved: the open poll they already have for it, or a new one
     * while they have fewer than MAX_OPEN_POLLS open and the trip has a departure to come.
     */
    async share(ownerId: string, travelId: number, site: string): Promise<ShareOutcome> {
      if (!(await db.prepare(SAVED_SQL).bind(ownerId, travelId).first())) return { ok: false, reason: "not-saved" };
      if (!(await db.prepare(HAS_DEPARTURES_SQL).bind(travelId, scope.today).first())) return { ok: false, reason: "no-departures" };
      const id = newPollId();
      const written = await db.prepare(SHARE_SQL).bind(id, ownerId, travelId, site, clock(), MAX_OPEN_POLLS, scope.today).run();
      if (written.meta.changes > 0) return { ok: true, pollId: id };
      const existing = await db.prepare(OPEN_POLL_OF_TRIP_SQL).bind(ownerId, travelId).first<{ id: string }>();
      return existing ? { ok: true, pollId: existing.id } : { ok: false, reason: "too-many" };
    },

    /** Ends a poll's link for good; false when the poll is not the person's. Idempotent. */
    async revoke(ownerId: string, pollId: string): Promise<boolean> {
      const result = await db.prepare(REVOKE_SQL).bind(pollId, ownerId, clock()).run();
      return result.meta.changes > 0;
    },

    /** The person's polls not revoked (ended ones too, marked), newest first, each with its link token. */
    async ownerPolls(ownerId: string): Promise<OwnerPoll[]> {
      const { results } = await db.prepare(ownerPollsSql(scope.language)).bind(ownerId).all<Row>();
      return Promise.all(
        results.map(async (row) => {
          const endsOn = row.last_departure === null ? null : String(row.last_departure);
          return {
            pollId: String(row.id),
            token: await pollToken(secret, String(row.id)),
            travelId: Number(row.travel_id),
            title: String(row.title),
            createdAt: Number(row.created_at),
            open: endsOn !== null && endsOn > scope.today,
            endsOn,
            friends: Number(row.friends),
            site: String(row.site),
          };
        }),
      );
    },

    /** A poll as friends see it, by id (the owner's e-mail); null when it is gone. */
    async viewOf(pollId: string): Promise<PollView | null> {
      const row = await pollRow(pollId);
      return row ? view(pollId, row, null) : null;
    },

    /** The poll id a link's token names, if it is genuine (nothing is read for a forged one). */
    pollIdOf: (token: string) => pollIdOf(secret, token),

    /** What a link shows this browser (`voterId`: its cookie, if any). */
    async open(token: string, voterId: string | null): Promise<PollOpening> {
      const pollId = await pollIdOf(secret, token);
      if (!pollId) return { kind: "not-found" };
      const row = await pollRow(pollId);
      if (!row) return { kind: "not-found" };
      const title = String(row.title);
      if (row.revoked_at !== null) return { kind: "closed", reason: "revoked", title };
      const last = row.last_departure === null ? null : String(row.last_departure);
      if (last === null || last <= scope.today) return { kind: "closed", reason: "expired", title };
      return { kind: "open", view: await view(pollId, row, voterId) };
    },

    /**
     * A friend's answer: their first name and exactly the departures they can make. The first
     * answer from a browser joins the poll (while it has room); later ones update it. A name
     * another browser uses in the poll is refused, so nobody answers for someone else.
     */
    async vote(pollId: string, voterId: string, name: string, tourIds: number[]): Promise<VoteOutcome> {
      const row = await pollRow(pollId);
      if (!row) return { ok: false, reason: "bad-departure" };
      const departures = await votable(Number(row.travel_id));
      const allowed = new Set(departures.filter((d) => d.salesStatus !== "SOLD_OUT").map((d) => d.id));
      if (tourIds.some((id) => !allowed.has(id))) return { ok: false, reason: "bad-departure" };
      const now = clock();
      const key = nameKey(name);
      let changed = false;
      try {
        const existing = await db.prepare(VOTER_SQL).bind(pollId, voterId).first<{ name: string }>();
        if (existing) {
          changed = (await db.prepare(RENAME_SQL).bind(pollId, voterId, name, key, now).run()).meta.changes > 0;
        } else {
          const joined = await db.prepare(JOIN_SQL).bind(pollId, voterId, name, key, now, now, MAX_FRIENDS).run();
          changed = joined.meta.changes > 0;
          // Not written: the poll is full, or a second submit of this browser got there first.
          if (!changed && !(await db.prepare(VOTER_SQL).bind(pollId, voterId).first())) return { ok: false, reason: "full" };
        }
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: "name-taken" };
        throw error;
      }
      const ids = JSON.stringify([...new Set(tourIds)]);
      const [untick, tick] = await db.batch([
        db.prepare(UNTICK_SQL).bind(pollId, voterId, ids),
        db.prepare(TICK_SQL).bind(pollId, voterId, ids, now),
      ]);
      changed ||= (untick?.meta.changes ?? 0) + (tick?.meta.changes ?? 0) > 0;
      if (changed) await db.prepare(CHANGED_SQL).bind(pollId, now).run();
      return { ok: true, changed };
    },
  };

  async function votable(travelId: number) {
    const { results } = await db.prepare(departuresSql(scope.currency)).bind(travelId, scope.today).all<Row>();
    return results.map((row) => ({
      id: Number(row.id),
      startingDate: String(row.starting_date),
      endingDate: String(row.ending_date),
      salesStatus: String(row.sales_status) as SalesStatus,
      freeSeats: Number(row.free_seats),
      price: Number(row.price),
    }));
  }

  async function view(pollId: string, row: Row, voterId: string | null): Promise<PollView> {
    const travelId = Number(row.travel_id);
    const [departures, voters, votes] = await Promise.all([
      votable(travelId),
      db.prepare(VOTERS_SQL).bind(pollId).all<{ voter_id: string; name: string }>(),
      db.prepare(VOTES_SQL).bind(pollId).all<{ voter_id: string; tour_id: number }>(),
    ]);
    const nameOf = new Map(voters.results.map((v) => [v.voter_id, v.name]));
    const order = new Map(voters.results.map((v, i) => [v.voter_id, i]));
    const byTour = new Map<number, string[]>();
    for (const vote of [...votes.results].sort((a, b) => order.get(a.voter_id)! - order.get(b.voter_id)!)) {
      const name = nameOf.get(vote.voter_id);
      if (name === undefined) continue;
      byTour.set(Number(vote.tour_id), [...(byTour.get(Number(vote.tour_id)) ?? []), name]);
    }
    const mine = voterId ? nameOf.get(voterId) : undefined;
    const list: PollDepartureView[] = departures.map((d) => {
      const names = byTour.get(d.id) ?? [];
      return { ...d, currency: scope.currency, votes: names.length, names };
    });
    return {
      pollId,
      travel: { id: travelId, title: String(row.title), slug: String(row.slug), days: Number(row.days) },
      endsOn: String(row.last_departure),
      departures: list,
      friends: voters.results.map((v) => v.name),
      me:
        mine === undefined
          ? null
          : { name: mine, tourIds: votes.results.filter((v) => v.voter_id === voterId).map((v) => Number(v.tour_id)) },
      full: voters.results.length >= MAX_FRIENDS,
    };
  }

  return service;
}

export type TripPollService = ReturnType<typeof createTripPollService>;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}
