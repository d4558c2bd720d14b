/**
 * When a question finds nothing: loosen one constraint at a time, in a stated order, keeping
 * each loosening, until trips are found — first the words looked for in the trips' texts, then
 * length ±3 days, the budget up to the cheapest matching trip, the age group, the room, the
 * offers and confirmed departures, the moods, dates a month wider; then no length at all, no
 * dates at all and no budget at all. The place is kept to the end and never swapped for
 * another: when its trips do not exist, the answer says so instead of showing another
 * country's. The page says what was loosened. A price floor alone ("from 3,000") is dropped at
 * the budget's turn.
 */
import type { Interpretation } from "../lib/ai-search";
import type { SearchFilters } from "../lib/search/filters";
import type { TravelCard } from "../../workers/services/catalogue/types";

export type RelaxStep =
  | "text"
  | "duration"
  | "price"
  | "ageBadge"
  | "room"
  | "offers"
  | "travelStyles"
  | "dates"
  | "anyDuration"
  | "anyDates"
  | "anyPrice";
/**
 * The budget is raised to the cheapest trip that fits everything else; while nothing fits the
 * rest, it is kept and tried again after the dates and after the place are loosened.
 */
export const RELAX_ORDER: readonly RelaxStep[] = [
  "text",
  "duration",
  "price",
  "ageBadge",
  "room",
  "offers",
  "travelStyles",
  "dates",
  "price",
  "anyDuration",
  "anyDates",
  "anyPrice",
];

type Page = { total: number; data: TravelCard[] };
type Search = (filters: SearchFilters) => Promise<Page>;

export type Relaxed = { interpretation: Interpretation; steps: RelaxStep[]; travels: Page };

/** The loosened question, or null when nothing was left to loosen or nothing was found anyway. */
export async function relax(
  interpretation: Interpretation,
  filtersOf: (i: Interpretation) => SearchFilters,
  search: Search,
): Promise<Relaxed | null> {
  let current: Interpretation = { ...interpretation };
  const steps: RelaxStep[] = [];
  for (const step of RELAX_ORDER) {
    const next = await loosen(step, current, filtersOf, search);
    if (!next) continue;
    current = next;
    if (!steps.includes(step)) steps.push(step);
    const travels = await search(filtersOf(current));
    if (travels.total > 0) return { interpretation: current, steps, travels };
  }
  return null;
}

async function loosen(
  step: RelaxStep,
  f: Interpretation,
  filtersOf: (i: Interpretation) => SearchFilters,
  search: Search,
): Promise<Interpretation | null> {
  const out: Interpretation = { ...f };
  switch (step) {
    case "text":
      if (!f.textSearch) return null;
      delete out.textSearch;
      return out;
    case "duration":
      if (f.durationFrom === undefined && f.durationTo === undefined) return null;
      if (f.durationFrom !== undefined) out.durationFrom = Math.max(1, f.durationFrom - 3);
      if (f.durationTo !== undefined) out.durationTo = Math.min(365, f.durationTo + 3);
      return out;
    case "price": {
      if (f.priceTo === undefined) {
        if (f.priceFrom === undefined) return null;
        delete out.priceFrom;
        return out;
      }
      // Up to the cheapest trip that fits everything else, rounded up to a hundred.
      delete out.priceTo;
      const cheapest = await search({ ...filtersOf(out), sort: "price:asc", perPage: 1 });
      const price = cheapest.data[0]?.bestTour?.price;
      if (price === undefined) return null;
      out.priceTo = Math.max(f.priceTo, Math.ceil(price / 10_000) * 10_000);
      return out;
    }
    case "ageBadge":
      if (!f.ageBadge) return null;
      delete out.ageBadge;
      return out;
    case "room":
      if (!f.isNoSharingRoomAvailable) return null;
      delete out.isNoSharingRoomAvailable;
      return out;
    case "offers":
      if (!f.discounted && !f.status) return null;
      delete out.discounted;
      delete out.status;
      return out;
    case "travelStyles":
      if (!f.travelStyles?.length) return null;
      delete out.travelStyles;
      return out;
    case "dates":
      if (!f.dateFrom || !f.dateTo) return null;
      out.dateFrom = monthsFrom(f.dateFrom, -1, "start");
      out.dateTo = monthsFrom(f.dateTo, 1, "end");
      return out;
    case "anyDuration":
      if (f.durationFrom === undefined && f.durationTo === undefined) return null;
      delete out.durationFrom;
      delete out.durationTo;
      return out;
    case "anyDates":
      if (!f.dateFrom && !f.dateTo) return null;
      delete out.dateFrom;
      delete out.dateTo;
      return out;
    case "anyPrice":
      if (f.priceFrom === undefined && f.priceTo === undefined) return null;
      delete out.priceFrom;
      delete out.priceTo;
      return out;
  }
}

/** The first or last day of the month `delta` months from `day`'s. */
function monthsFrom(day: string, delta: number, edge: "start" | "end"): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const target = new Date(Date.UTC(y, m - 1 + delta + (edge === "end" ? 1 : 0), edge === "end" ? 0 : 1));
  return target.toISOString().slice(0, 10);
}
