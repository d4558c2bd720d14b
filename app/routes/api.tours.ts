import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { methodNotAllowed, readSearchRequest } from "../../workers/services/catalogue/api-input.server";

/** 000 §7 POST /api/tours: a page of departures for the filter object (tab tours). */
export async function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const input = await readSearchRequest(request, context.tenant, context.currency);
  if (!input.ok) return input.response;
  const { filters, currency } = input.value;
  const page = await context.services.catalogue.tours(filters, { tenantId: context.tenant.id, language: context.tenant.language, currency });
  return Response.json({ ...page, filters }, { headers: { "Cache-Control": "no-store" } });
}
