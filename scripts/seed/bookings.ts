import type { TourRow } from "../../workers/db/schema";
import { createRandom, type Random } from "./prng";

export type AgeBand = "18-24" | "25-35" | "35-49" | "50+";

/** A row of tour_bookings (workers/db/migrations/0007_wishlist_alerts.sql): one booked traveller, no name. */
export type BookingRow = {
  id: number;
  tour_id: number;
  gender: "male" | "female";
  first_timer: 0 | 1;
  trips_done: number;
  age_band: AgeBand;
};

/**
 * Who is going: one row per booked seat (capacity − free seats), in an age
 * band the tour's age badge allows. Drawn from each tour's own stream (seeded by its id), so
 * the rest of the catalogue does not move.
 */
export function generateBookings(tours: readonly TourRow[]): BookingRow[] {
  const rows: BookingRow[] = [];
  for (const tour of tours) {
    const random = createRandom(Math.imul(tour.id, 0x85ebca6b) ^ 0xb00c);
    const booked = Math.max(0, tour.capacity - tour.free_seats);
    for (let seat = 0; seat < booked; seat++) {
      const firstTimer = random.chance(0.35);
      rows.push({
        id: rows.length + 1,
        tour_id: tour.id,
        gender: random.chance(0.58) ? "female" : "male",
        first_timer: firstTimer ? 1 : 0,
        trips_done: firstTimer ? 0 : tripsDone(random),
        age_band: ageBand(random, tour.age_badge),
      });
    }
  }
  return rows;
}

/** Most returning travellers have done one to three trips; a few are regulars. */
function tripsDone(random: Random): number {
  return Number(random.weighted({ 1: 35, 2: 25, 3: 15, 4: 9, 5: 6, 6: 4, 8: 3, 12: 2, 20: 1 }));
}

function ageBand(random: Random, badge: TourRow["age_badge"]): AgeBand {
  if (badge === "25-35" || badge === "35-49") return badge;
  return random.weighted({ "18-24": 14, "25-35": 38, "35-49": 32, "50+": 16 });
}
