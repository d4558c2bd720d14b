import type { AppLoadContext } from "@remix-run/cloudflare";
import type { TopSellerCountry } from "../../workers/services/catalogue/types";

/** The continents of the where section, from the destinations the catalogue answers. */
export function continentsOf(countries: TopSellerCountry[]) {
  const seen = new Map<number, { id: string; code: string; name: string }>();
  for (const c of countries) if (!seen.has(c.continent.id)) seen.set(c.continent.id, { id: String(c.continent.id), code: c.continent.code, name: c.continent.name });
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** What the search bar needs on pages other than the search page (home: 000 §2). */
export async function loadSearchBarOptions(context: AppLoadContext) {
  const [topSellers, periods] = await Promise.all([context.services.catalogue.topSellers({}), context.services.catalogue.periods()]);
  return { continents: continentsOf(topSellers.countries), periods, today: context.today };
}
