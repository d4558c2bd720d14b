import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerSearch, CATALOGUE_FALLBACK } from "../server/catalogue/catalogue-api.server";

/** POST /api/travels: a list of travels for the filter object (used outside the search page). */
export async function action(args: ActionFunctionArgs) {
  // Page-load step: the answer's data and filters replace the block's list.
  return answerSearch(args, async (catalogue, filters) => ({ data: await catalogue.travels(filters) }), CATALOGUE_FALLBACK.list);
}
