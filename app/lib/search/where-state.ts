import type { TopSellerCountry } from "../../../workers/services/catalogue/types";
import type { SearchFilters } from "./filter-fields";

/*
 * The where part of the search bar's state ("Search selection"); its reducer is in
 * search-selection.ts. Apart so the plain search form can show the chosen where without it.
 */

export type DestinationChoice = { id: string; name: string };
export type ContinentChoice = { id: string; code: string; name: string };

export type WhereState = {
  /** What the visitor typed (trimmed before use). */
  text: string;
  destination: DestinationChoice | null;
  continent: ContinentChoice | null;
  freeText: string | null;
  open: boolean;
  focused: boolean;
};

export const EMPTY_WHERE: WhereState = { text: "", destination: null, continent: null, freeText: null, open: false, focused: false };

/** The where state a search page starts from: its destination, continent or free text. */
export function initialWhere(
  filters: SearchFilters | undefined,
  destinations: TopSellerCountry[],
  continents: ContinentChoice[],
): WhereState {
  const destination = destinations.find((d) => filters?.destinationId?.[0] === String(d.id));
  if (destination) return { ...EMPTY_WHERE, destination: { id: String(destination.id), name: destination.name }, text: destination.name };
  const continent = continents.find((c) => filters?.continentId?.[0] === c.id);
  if (continent) return { ...EMPTY_WHERE, continent, text: continent.name };
  if (filters?.textSearch) return { ...EMPTY_WHERE, freeText: filters.textSearch, text: filters.textSearch };
  return EMPTY_WHERE;
}
