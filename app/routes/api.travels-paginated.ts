import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerSearch, CATALOGUE_FALLBACK } from "../server/catalogue/catalogue-api.server";

/** POST /api/travels/paginated: data, currentPage, perPage, lastPage, total. */
export async function action(args: ActionFunctionArgs) {
  return answerSearch(args, (catalogue, filters) => catalogue.travelsPaginated(filters), CATALOGUE_FALLBACK.page);
}
