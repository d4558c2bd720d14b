import type { SalesStatus } from "../../../app/lib/search/filter-fields";
import type { CatalogueLanguage, Currency } from "../../../tenants/languages";

/**
 * Caps, said out loud: a person keeps at most MAX_OPEN_POLLS polls open at once (revoked
 * and ended ones do not count), and a poll takes at most MAX_FRIENDS friends.
 */
export const MAX_OPEN_POLLS = 10;
export const MAX_FRIENDS = 20;
/** A first name: what a friend is shown as (the table's CHECK says the same). */
export const MAX_NAME_LENGTH = 40;

export type TripPollDeps = { db: D1Database; clock: () => number; secret: string };
export type TripPollScope = { language: CatalogueLanguage; currency: Currency; today: string };

/** A departure as the poll shows it, in the visitor's language and currency, with who can make it. */
export type PollDepartureView = {
  id: number;
  startingDate: string;
  endingDate: string;
  salesStatus: SalesStatus;
  freeSeats: number;
  price: number;
  currency: Currency;
  votes: number;
  names: string[];
};

export type PollView = {
  pollId: string;
  travel: { id: number; title: string; slug: string; days: number };
  /** The last departure's first day: the poll ends after it. */
  endsOn: string;
  departures: PollDepartureView[];
  /** Every friend who answered, in the order they first did. */
  friends: string[];
  /** This browser's answer, to fill the form with. */
  me: { name: string; tourIds: number[] } | null;
  full: boolean;
};

/** What a link leads to. */
export type PollOpening =
  | { kind: "not-found" }
  | { kind: "closed"; reason: "revoked" | "expired"; title: string }
  | { kind: "open"; view: PollView };

export type ShareOutcome = { ok: true; pollId: string } | { ok: false; reason: "not-saved" | "no-departures" | "too-many" };

export type VoteOutcome = { ok: true; changed: boolean } | { ok: false; reason: "full" | "name-taken" | "bad-departure" };

/** A poll on its owner's list (wishlist page, personal area). */
export type OwnerPoll = {
  pollId: string;
  token: string;
  travelId: number;
  title: string;
  createdAt: number;
  open: boolean;
  endsOn: string | null;
  friends: number;
  /** The site it was shared on. */
  site: string;
};
