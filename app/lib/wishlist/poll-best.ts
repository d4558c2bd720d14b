/**
 * A trip poll's best departure: the one most friends can make, then a confirmed one
 * (it goes ahead for sure), then the one with most seats left; the earliest, then the lowest id,
 * settles what is still even, so the answer never depends on the order rows came in. A sold-out
 * departure cannot be booked, and one nobody can make is no choice: neither is ever best.
 * Pure, no I/O: the poll page and the owner's e-mail read it.
 */
import type { SalesStatus } from "../search/filter-fields";

export type PollDeparture = {
  id: number;
  startingDate: string;
  salesStatus: SalesStatus;
  freeSeats: number;
  /** How many friends ticked it. */
  votes: number;
};

/** A departure that is going ahead (as the seats label reads it). */
export function isConfirmed(status: SalesStatus): boolean {
  return status === "CONFIRMED" || status === "ALMOST_FULL";
}

/** Negative when `a` is the better choice. */
export function compareDepartures(a: PollDeparture, b: PollDeparture): number {
  return (
    b.votes - a.votes ||
    Number(isConfirmed(b.salesStatus)) - Number(isConfirmed(a.salesStatus)) ||
    b.freeSeats - a.freeSeats ||
    (a.startingDate < b.startingDate ? -1 : a.startingDate > b.startingDate ? 1 : 0) ||
    a.id - b.id
  );
}

/** The best departure, or null while no friend can make any bookable one. */
export function bestDeparture<T extends PollDeparture>(departures: readonly T[]): T | null {
  let best: T | null = null;
  for (const departure of departures) {
    if (departure.votes <= 0 || departure.salesStatus === "SOLD_OUT") continue;
    if (best === null || compareDepartures(departure, best) < 0) best = departure;
  }
  return best;
}
