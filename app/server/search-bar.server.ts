import type { AppLoadContext } from "@remix-run/cloudflare";
import { catalogues } from "../../locales";
import type { Places } from "../../workers/services/catalogue/types";
import { dateNames, formatDay } from "../lib/dates/day-format";
import { periodLabel, type PeriodChoice, type PeriodOption } from "../lib/search/period-label";

/** Periods with the one label the search bar shows for them, in the site's month format. */
export function periodChoices(periods: PeriodOption[], context: AppLoadContext): PeriodChoice[] {
  const names = dateNames(catalogues[context.tenant.language]);
  return periods.map((p) => ({ ...p, label: periodLabel(p, (day) => formatDay(day, context.tenant, "monthYear", names)) }));
}

/** Every continent of the catalogue (000 §2 carousel and filters), not only those of the best sellers. */
export function continentChoices(places: Places) {
  return places.continents.map((c) => ({ id: String(c.id), code: c.code, name: c.name }));
}

/** What the search bar needs on pages other than the search page (home: 000 §2). */
export async function loadSearchBarOptions(context: AppLoadContext) {
  const [places, periods] = await Promise.all([context.services.catalogue.places(), context.services.catalogue.periods()]);
  return { continents: continentChoices(places), periods: periodChoices(periods, context), today: context.today };
}
