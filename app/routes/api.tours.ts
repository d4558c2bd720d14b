import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerSearch, CATALOGUE_FALLBACK } from "../server/catalogue/catalogue-api.server";

/** POST /api/tours: a page of departures for the filter object (tab tours). */
export async function action(args: ActionFunctionArgs) {
  return answerSearch(args, (catalogue, filters) => catalogue.tours(filters), CATALOGUE_FALLBACK.page);
}
