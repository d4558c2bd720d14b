import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { answerSearch, methodNotAllowed } from "../../workers/services/catalogue/api-input.server";

/** 000 §7 POST /api/tours: a page of departures for the filter object (tab tours). */
export async function loader() {
  return methodNotAllowed("POST");
}

export async function action(args: ActionFunctionArgs) {
  return answerSearch(args, async (catalogue, filters, ctx) => ({ ...(await catalogue.tours(filters, ctx)), filters }));
}
