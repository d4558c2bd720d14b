/**
 * Who is going: an anonymised composition of a departure's booked travellers.
 * Pure, so the threshold that keeps anyone from being singled out is unit-tested on its own.
 */

/** Below this many booked travellers nothing is shown: a count of one or two names a person. */
export const GROUP_INFO_MIN_TRAVELLERS = 4;
/** The average group is about 11 travellers. */
export const AVERAGE_GROUP_SIZE = 11;

export const AGE_BANDS = ["18-24", "25-35", "35-49", "50+"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** What the database counts for one departure (workers/services/group-info). */
export type GroupCounts = {
  booked: number;
  female: number;
  male: number;
  firstTimers: number;
  /** Sum of the trips the booked travellers have done before. */
  tripsDone: number;
  ages: Record<AgeBand, number>;
  /** People who saved the departure or asked to be told about it. */
  interested: number;
  /** The departure's seats (0 when unknown). */
  capacity: number;
};

export type GroupComposition = {
  booked: number;
  female: number;
  male: number;
  firstTimers: number;
  /** One decimal. */
  averageTripsDone: number;
  ages: Array<{ band: AgeBand; count: number }>;
  interested: number;
  expectedGroupSize: number;
};

export type GroupInfo = { shown: true; composition: GroupComposition } | { shown: false; min: number };

/**
 * The composition, only when at least GROUP_INFO_MIN_TRAVELLERS are booked (k-anonymity: below
 * that, "too few travellers to show yet" and no count at all leaves the server).
 */
export function groupInfoOf(counts: GroupCounts): GroupInfo {
  const booked = Math.max(0, Math.trunc(counts.booked));
  if (booked < GROUP_INFO_MIN_TRAVELLERS) return { shown: false, min: GROUP_INFO_MIN_TRAVELLERS };
  return {
    shown: true,
    composition: {
      booked,
      female: counts.female,
      male: counts.male,
      firstTimers: counts.firstTimers,
      averageTripsDone: Math.round((counts.tripsDone / booked) * 10) / 10,
      ages: AGE_BANDS.map((band) => ({ band, count: counts.ages[band] ?? 0 })).filter((age) => age.count > 0),
      interested: counts.interested,
      expectedGroupSize: expectedGroupSize(booked, counts.capacity),
    },
  };
}

/** About 11, never fewer than already booked, never more than the seats. */
export function expectedGroupSize(booked: number, capacity: number): number {
  const size = Math.max(booked, AVERAGE_GROUP_SIZE);
  return capacity > 0 ? Math.max(booked, Math.min(size, capacity)) : size;
}
