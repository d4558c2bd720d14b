import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, readSearchRequest } from "../../workers/services/catalogue/api-input.server";

/** 000 §7 POST /api/travels: a list of travels for the filter object (used outside the search page). */
export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const input = await readSearchRequest(request, context.tenant, context.currency);
  if (!input.ok) return input.response;
  const { filters, currency } = input.value;
  const data = await context.services.catalogue.travels(filters, { tenantId: context.tenant.id, language: context.tenant.language, currency });
  // 000 §7 page-load step: the answer's data and filters replace the block's list.
  return Response.json({ data, filters }, { headers: { "Cache-Control": "no-store" } });
}
