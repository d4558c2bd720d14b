import type { AppLoadContext } from "@remix-run/cloudflare";
import { BoundedMap } from "../../lib/memo/bounded-map";
import { optional } from "../optional.server";
import { catalogues } from "../../../locales";
import type { Places } from "../../../workers/services/catalogue/types";
import { dateNames, formatDay } from "../../lib/dates/day-format";
import { periodLabel, type PeriodChoice, type PeriodOption } from "../../lib/search/period-label";

// A site's month labels ("marzo 2027") are the same on every request: written once each. The
// months are those of the catalogue's departures, so the map stays small; it is emptied if not.
const MONTH_LABELS_KEPT = 5_000;
const monthLabels = new BoundedMap<string, string>(MONTH_LABELS_KEPT);

/** A day's month and year in the site's format (its date pattern and language). */
export function monthYearLabel(tenant: AppLoadContext["tenant"], day: string): string {
  const key = `${tenant.id} ${day}`;
  let label = monthLabels.get(key);
  if (label === undefined) {
    label = formatDay(day, tenant, "monthYear", dateNames(catalogues[tenant.language]));
    monthLabels.set(key, label);
  }
  return label;
}

/** Periods with the one label the search bar shows for them, in the site's month format. */
export function periodChoices(periods: PeriodOption[], context: AppLoadContext): PeriodChoice[] {
  return periods.map((p) => ({ ...p, label: periodLabel(p, (day) => monthYearLabel(context.tenant, day)) }));
}

/** Every continent of the catalogue (carousel and filters), not only those of the best sellers. */
export function continentChoices(places: Places) {
  return places.continents.map((c) => ({ id: String(c.id), code: c.code, name: c.name }));
}

/** What the search bar needs on pages other than the search page (the home page). */
export async function loadSearchBarOptions(context: AppLoadContext) {
  const [places, periods] = await optionalSearchBarData(context);
  return { continents: continentChoices(places), periods: periodChoices(periods, context), today: context.today };
}

/** The search bar's places and periods: optional parts of every page that shows the bar. */
export function optionalSearchBarData(context: AppLoadContext): Promise<[Places, PeriodOption[]]> {
  const { catalogue } = context.services;
  return Promise.all([
    optional("search bar places", catalogue.places(), { continents: [], countries: [] }),
    optional("search bar periods", catalogue.periods(), []),
  ]);
}
