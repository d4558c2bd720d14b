/**
 * When a question finds nothing (issue 25, item 2): loosen one constraint at a time, in a
 * stated order, keeping each loosening, until trips are found — length ±3 days, the budget up
 * to the cheapest matching trip, then without the age group, the room, the moods, dates a month
 * wider, and last the country's continent instead of the country. The page says which.
 * A price floor alone ("from 3,000") is dropped at the budget's turn.
 */
import type { Interpretation } from "../lib/ai-search";
import type { SearchFilters } from "../lib/search/filters";
import type { TravelCard } from "../../workers/services/catalogue/types";

/** The catalogue's countries with their continent (the places service gives it). */
type Places = { countries: { id: number | string; continent?: { id: number | string } }[] };

export type RelaxStep = "duration" | "price" | "ageBadge" | "room" | "travelStyles" | "dates" | "place";
/**
 * The budget is raised to the cheapest trip that fits everything else; while nothing fits the
 * rest, it is kept and tried again after the dates and after the place are loosened.
 */
export const RELAX_ORDER: readonly RelaxStep[] = [
  "duration",
  "price",
  "ageBadge",
  "room",
  "travelStyles",
  "dates",
  "price",
  "place",
  "price",
];

type Page = { total: number; data: TravelCard[] };
type Search = (filters: SearchFilters) => Promise<Page>;

export type Relaxed = { interpretation: Interpretation; steps: RelaxStep[]; travels: Page };

/** The loosened question, or null when nothing was left to loosen or nothing was found anyway. */
export async function relax(
  interpretation: Interpretation,
  filtersOf: (i: Interpretation) => SearchFilters,
  search: Search,
  places: Places,
): Promise<Relaxed | null> {
  let current: Interpretation = { ...interpretation };
  const steps: RelaxStep[] = [];
  for (const step of RELAX_ORDER) {
    const next = await loosen(step, current, filtersOf, search, places);
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
  places: Places,
): Promise<Interpretation | null> {
  const out: Interpretation = { ...f };
  switch (step) {
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
    case "travelStyles":
      if (!f.travelStyles?.length) return null;
      delete out.travelStyles;
      return out;
    case "dates":
      if (!f.dateFrom || !f.dateTo) return null;
      out.dateFrom = monthsFrom(f.dateFrom, -1, "start");
      out.dateTo = monthsFrom(f.dateTo, 1, "end");
      return out;
    case "place": {
      if (!f.destinationId?.length) return null;
      const continents = new Set(
        f.destinationId.map((id) => places.countries.find((c) => String(c.id) === id)?.continent?.id).filter((id) => id !== undefined),
      );
      delete out.destinationId;
      if (continents.size) out.continentId = [...new Set([...(f.continentId ?? []), ...[...continents].map(String)])];
      return out;
    }
  }
}

/** The first or last day of the month `delta` months from `day`'s. */
function monthsFrom(day: string, delta: number, edge: "start" | "end"): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const target = new Date(Date.UTC(y, m - 1 + delta + (edge === "end" ? 1 : 0), edge === "end" ? 0 : 1));
  return target.toISOString().slice(0, 10);
}
