/**
 * Latest-viewed trips: kept in localStorage, the 6 most recent, newest first.
 * What is read back is checked again (CONVENTIONS: anything from storage is parsed again),
 * by hand: this module ships to the browser, so no zod.
 */
export const LATEST_VIEWED_KEY = "caravan.latest-viewed";
export const LATEST_VIEWED_MAX = 6;

/** Enough to draw a small card without asking the server; slug per catalogue language. */
export type ViewedTrip = {
  id: number;
  slugs: Record<string, string>;
  titles: Record<string, string>;
  numberOfDays: number;
  image: { id: string; seoName: string; altText: string } | null;
  viewedAt: number;
};

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function isViewedTrip(value: unknown): value is ViewedTrip {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "number" &&
    typeof v.slugs === "object" &&
    v.slugs !== null &&
    typeof v.titles === "object" &&
    v.titles !== null &&
    typeof v.numberOfDays === "number" &&
    typeof v.viewedAt === "number"
  );
}

export function readLatestViewed(storage: StorageLike | null): ViewedTrip[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LATEST_VIEWED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isViewedTrip).slice(0, LATEST_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts the trip first (once), keeps the 6 newest. */
export function rememberViewed(list: readonly ViewedTrip[], trip: ViewedTrip): ViewedTrip[] {
  return [trip, ...list.filter((item) => item.id !== trip.id)].slice(0, LATEST_VIEWED_MAX);
}

export function saveViewed(storage: StorageLike | null, trip: ViewedTrip): void {
  try {
    storage?.setItem(LATEST_VIEWED_KEY, JSON.stringify(rememberViewed(readLatestViewed(storage), trip)));
  } catch {
    // Storage full or blocked (private mode): the list is a nicety, never an error.
  }
}
