/**
 * The trip poll's best departure: most friends, then confirmed, then seats left;
 * sold-out and unvoted departures are never best; the answer does not depend on row order.
 */
import { describe, expect, it } from "vitest";
import { bestDeparture, compareDepartures, type PollDeparture } from "../../app/lib/wishlist/poll-best";

const d = (id: number, votes: number, salesStatus: PollDeparture["salesStatus"], freeSeats: number, startingDate = `2027-0${id}-10`) => ({
  id,
  votes,
  salesStatus,
  freeSeats,
  startingDate,
});

describe("bestDeparture", () => {
  const cases: Array<{ name: string; departures: PollDeparture[]; best: number | null }> = [
    { name: "nothing to choose from", departures: [], best: null },
    { name: "nobody voted", departures: [d(1, 0, "CONFIRMED", 5), d(2, 0, "PLANNED", 9)], best: null },
    { name: "most friends wins over confirmed", departures: [d(1, 1, "CONFIRMED", 9), d(2, 2, "PLANNED", 1)], best: 2 },
    { name: "a tie on friends goes to the confirmed one", departures: [d(1, 2, "PLANNED", 9), d(2, 2, "CONFIRMED", 1)], best: 2 },
    { name: "almost full counts as confirmed", departures: [d(1, 2, "ALMOST_CONFIRMED", 9), d(2, 2, "ALMOST_FULL", 1)], best: 2 },
    { name: "a tie on friends and status goes to more seats", departures: [d(1, 3, "CONFIRMED", 2), d(2, 3, "CONFIRMED", 6)], best: 2 },
    { name: "all even: the earliest", departures: [d(2, 1, "PLANNED", 4), d(1, 1, "PLANNED", 4)], best: 1 },
    {
      name: "all even on the same day: the lowest id",
      departures: [d(8, 1, "PLANNED", 4, "2027-05-01"), d(7, 1, "PLANNED", 4, "2027-05-01")],
      best: 7,
    },
    { name: "sold out is never best", departures: [d(1, 5, "SOLD_OUT", 0), d(2, 1, "WAITING_LIST", 0)], best: 2 },
    { name: "only sold-out votes: none", departures: [d(1, 5, "SOLD_OUT", 0)], best: null },
  ];
  for (const { name, departures, best } of cases) {
    it(name, () => {
      expect(bestDeparture(departures)?.id ?? null).toBe(best);
      // Row order never matters.
      expect(bestDeparture([...departures].reverse())?.id ?? null).toBe(best);
    });
  }

  it("orders a whole list the same way as it picks the best", () => {
    const list = [d(1, 1, "CONFIRMED", 3), d(2, 3, "PLANNED", 1), d(3, 3, "CONFIRMED", 1), d(4, 3, "CONFIRMED", 7)];
    expect([...list].sort(compareDepartures).map((x) => x.id)).toEqual([4, 3, 2, 1]);
    expect(bestDeparture(list)?.id).toBe(4);
  });
});
