import type { AgeBadge, SalesStatus, TourRow, TravelRow } from "../../workers/db/schema";
import type { ContinentCode } from "./countries";
import { addDays, isoDate } from "./dates";
import type { Random } from "./prng";
import { historyRows, listPrices, priceColumns, roundTo, seedPriceHistory, type PriceHistoryRow } from "./prices";
import { DAILY_RATE_EUR } from "./themes";
import { departureStatus } from "./departure-status";

const HORIZON_DAYS = 548; // 18 months ahead

export type GeneratedTours = { tours: TourRow[]; priceHistory: PriceHistoryRow[] };

/**
 * The departures of one travel: a few travels have none (notify-me's STOCKOUT_TRAVEL),
 * some have one in the past (never shown by search), the rest are spread over 18 months.
 * Each comes with its price history; its price columns follow from it.
 */
export function generateTours(
  random: Random,
  travel: TravelRow,
  continent: ContinentCode,
  today: Date,
  firstId: number,
  months: ReadonlySet<number> | null = null,
  extraEur = 0,
  weekday: number | null = null,
): GeneratedTours {
  // One trip in 32 has no departures at all, whatever its stream draws.
  if (travel.id % 32 === 5) return { tours: [], priceHistory: [] };
  const [minRate, maxRate] = DAILY_RATE_EUR[continent];
  const dailyRate = random.int(minRate, maxRate);
  const drawn = new Set<number>();
  const count = random.int(4, 16);
  while (drawn.size < count) drawn.add(random.int(2, HORIZON_DAYS));
  if (random.chance(0.3)) drawn.add(-random.int(travel.days + 1, 90));
  // A trip that can run only in some months leaves on the nearest free date that keeps it within
  // them: as many departures as were drawn, so the draws after them are the same on any day.
  const offsets = new Set<number>();
  for (const offset of drawn) offsets.add(months ? inSeason(offset, travel.days, today, months, offsets) : offset);
  offsets.delete(Number.NaN);
  // A trip sold for a weekday (a weekend leaves on a Friday) moves each departure to the nearest such day that keeps
  // it on its side of today and within its months, and that no other departure has taken.
  if (weekday !== null) {
    const moved = new Set<number>();
    for (const offset of [...offsets].sort((a, b) => a - b)) {
      const next = offset + ((weekday - addDays(today, offset).getUTCDay() + 7) % 7);
      const fits = (o: number) =>
        !moved.has(o) &&
        (offset < 0 ? o < -travel.days : o >= 2 && o <= HORIZON_DAYS) &&
        (!months || (months.has(addDays(today, o).getUTCMonth() + 1) && months.has(addDays(today, o + travel.days - 1).getUTCMonth() + 1)));
      const on = [0, -7, 7, -14, 14].map((shift) => next + shift).find(fits);
      if (on !== undefined) moved.add(on);
    }
    offsets.clear();
    for (const offset of moved) offsets.add(offset);
  }
  const built = [...offsets]
    .sort((a, b) => a - b)
    .map((offset, i) => buildTour(random, travel, dailyRate, extraEur, today, offset, firstId + i));
  return { tours: built.map((b) => b.tour), priceHistory: built.flatMap((b) => b.priceHistory) };
}

/** The departure offsets whose whole trip falls within a season, by run day, span, length and months. */
const validOffsets = new Map<string, number[]>();

/**
 * Where a drawn departure falls among the dates whose whole trip is within the given months:
 * at the same share of the way through them as the drawn date is through its span (so the
 * departures spread over the season as they were spread over the year), on the same side of
 * today (a past departure stays past, a future one within the horizon), on the nearest such
 * date no other departure has taken; NaN when none is left.
 */
export function inSeason(
  offset: number,
  days: number,
  today: Date,
  months: ReadonlySet<number>,
  taken: ReadonlySet<number> = new Set(),
): number {
  const [low, high] = offset < 0 ? [-days - 366, -days - 1] : [2, HORIZON_DAYS];
  const key = `${isoDate(today)}:${low}:${high}:${days}:${[...months].join(",")}`;
  let valid = validOffsets.get(key);
  if (!valid) {
    valid = [];
    for (let o = low; o <= high; o++) {
      if (months.has(addDays(today, o).getUTCMonth() + 1) && months.has(addDays(today, o + days - 1).getUTCMonth() + 1)) valid.push(o);
    }
    validOffsets.set(key, valid);
  }
  const at = Math.min(valid.length - 1, Math.floor(((offset - low) / (high - low + 1)) * valid.length));
  for (let step = 0; step < valid.length; step++) {
    for (const k of [at + step, at - step]) {
      const o = valid[k];
      if (o !== undefined && !taken.has(o)) return o;
    }
  }
  return Number.NaN;
}

function buildTour(
  random: Random,
  travel: TravelRow,
  dailyRate: number,
  extraEur: number,
  today: Date,
  offset: number,
  id: number,
): { tour: TourRow; priceHistory: PriceHistoryRow[] } {
  const start = addDays(today, offset);
  const status = departureStatus(random, offset);
  const capacity = random.int(10, 16);
  const seats = seatsFor(random, status, capacity);
  // Seasonal swing of ±12% around the travel's price, rounded to whole tens of euros.
  const baseEur = roundTo((travel.days * dailyRate + extraEur) * (0.88 + random.next() * 0.24), 1_000);
  // A recent reduction, by this percent (the draws are the ones made before histories existed,
  // so the rest of the catalogue stays as it was); the history decides what is shown.
  const discount = status !== "SOLD_OUT" && random.chance(0.18) ? random.pick([5, 10, 15, 20, 25, 30]) : 0;
  const history = seedPriceHistory(id, listPrices(baseEur), discount, today);
  const ageBadge: AgeBadge = random.weighted({ "25-35": 40, "35-49": 30, ALL: 30 });
  const startIso = isoDate(start);
  const tour: TourRow = {
    id,
    travel_id: travel.id,
    code: `CRV-${travel.id}-${startIso.replaceAll("-", "")}`,
    starting_date: startIso,
    ending_date: isoDate(addDays(start, travel.days - 1)),
    sales_status: status,
    capacity,
    free_seats: seats.free,
    seats_to_confirm: seats.toConfirm,
    age_badge: ageBadge,
    ...priceColumns(history, today),
    published_at: `${isoDate(addDays(today, Math.min(-1, offset - random.int(200, 400))))}T08:00:00Z`,
  };
  return { tour, priceHistory: historyRows(id, history) };
}

/** The seats label: seats still to confirm before departure, and free seats. */
function seatsFor(random: Random, status: SalesStatus, capacity: number): { free: number; toConfirm: number } {
  switch (status) {
    case "SOLD_OUT":
    case "WAITING_LIST":
      return { free: 0, toConfirm: 0 };
    case "ALMOST_FULL":
      return { free: random.int(1, 3), toConfirm: 0 };
    case "CONFIRMED":
      return { free: random.int(4, capacity - 4), toConfirm: 0 };
    case "ALMOST_CONFIRMED":
      return { free: capacity - random.int(3, 5), toConfirm: random.int(1, 2) };
    case "PLANNED":
      return { free: capacity - random.int(1, 2), toConfirm: random.int(3, 5) };
    case "TO_CONFIRM":
      return { free: capacity, toConfirm: random.int(4, 6) };
  }
}
