import type { AppLoadContext } from "@remix-run/cloudflare";
import { filtersWith } from "../../lib/search/filters";
import { notFound } from "../page.server";
import { writtenTravelCards } from "./result-cards.server";

/** Paging: perPage 20, page 1. A page that is not a positive integer reads as page 1. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  return raw && /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : 1;
}

/** One page of trips (all, or one continent's) through the catalogue search; past the last page is a 404. */
export async function travelsPage(context: AppLoadContext, page: number, continentId?: number[]) {
  const result = await context.services.catalogue.travelsPaginated(
    filtersWith({ page, perPage: 20, ...(continentId ? { continentId: continentId.map(String) } : {}) }),
  );
  if (page > 1 && page > result.lastPage) throw notFound();
  // The cards' own fields only (lib/cards/card-data.ts), their texts written here.
  return { ...result, data: writtenTravelCards(result.data, context) };
}

/** The trips with these ids (at most 50), through the catalogue search: a coordinator's trips. */
export function travelsByIds(context: AppLoadContext, ids: readonly number[]) {
  return context.services.catalogue.travels(filtersWith({ travelId: ids.slice(0, 50).map(String), perPage: 50 }));
}

/** Area pages: the continents behind each area key (America is both Americas). */
export const AREA_CONTINENTS: Readonly<Record<string, readonly string[]>> = {
  "area-asia": ["AS"],
  "area-europe": ["EU"],
  "area-america": ["NA", "SA"],
  "area-africa": ["AF"],
  "area-oceania": ["OC"],
  "area-antarctica": ["AN"],
};
