/**
 * Request parsing for the catalogue JSON API (app/routes/api.*.ts). Server-only: the `.server`
 * suffix keeps it, and full zod, out of the browser bundle (full zod is ~450 KB). Bad input becomes
 * a 400 with the field errors as JSON, never a 500.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import type { Currency } from "../../../tenants/languages";
import type { CatalogueService, TopSellersQuery } from "../../../workers/services/catalogue/types";
import { isStorageUnavailable } from "../../../workers/db/storage-guard";
import { badRequest, jsonAnswer, methodNotAllowed, readJsonObject, type FieldErrors, type Parsed } from "../../../workers/http/json-api";
import { cleanFilters, MAX_LIST_ITEMS, MAX_TEXT_SEARCH, searchFiltersSchema, type SearchFilters } from "../../lib/search/filters";

/** A filter object is small; anything bigger is not a search. */
export const MAX_BODY_BYTES = 16_384;
const ID_LISTS = ["badgeId", "costCenters", "travelId", "continentId", "destinationId"] as const;

type Offer = { currencies: readonly { isoCode: Currency }[] };

/**
 * POST body of /api/travels, /api/travels/paginated and /api/tours: the search's filter object
 * as JSON (an empty body is the default search). Nulls and empty lists are cleaned,
 * ids may be numbers or strings, unknown names are ignored. `currency` (body, or
 * ?currency=) picks one of the tenant's currencies; otherwise the visitor's is used.
 */
export async function readSearchRequest(
  request: Request,
  tenant: Offer,
  visitorCurrency: Currency,
): Promise<Parsed<{ filters: SearchFilters; currency: Currency }>> {
  const body = await readJsonObject(request, MAX_BODY_BYTES);
  if (!body.ok) return body;
  const { currency: bodyCurrency, ...raw } = body.value;
  const currency = pickCurrency(bodyCurrency ?? new URL(request.url).searchParams.get("currency"), tenant, visitorCurrency);
  const input: Record<string, unknown> = cleanFilters(raw, { dropEmptyArrays: true });
  for (const name of ID_LISTS) {
    const list = input[name];
    if (Array.isArray(list)) input[name] = list.map((id) => (typeof id === "number" && Number.isInteger(id) ? String(id) : id));
  }
  const parsed = searchFiltersSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? { formErrors: [], fieldErrors: {} } : z.flattenError(parsed.error);
  if (!currency.ok) errors.fieldErrors.currency = [currency.error];
  if (!parsed.success || !currency.ok) return { ok: false, response: badRequest(errors) };
  return { ok: true, value: { filters: parsed.data, currency: currency.value } };
}

// Validation only: the catalogue service normalises the query (case, order, duplicates).
const topSellersSchema = z.object({
  search: z.string().trim().max(MAX_TEXT_SEARCH).optional(),
  countries: z.array(z.string().regex(/^[A-Za-z]{3}$/, "must be an ISO 3166 alpha-3 code")).max(MAX_LIST_ITEMS),
  continents: z.array(z.string().regex(/^[A-Za-z]{2}$/, "must be a continent code such as EU")).max(MAX_LIST_ITEMS),
});

/** GET /api/travels/top-sellers?search=…&countries[]=ITA&continents[]=EU. */
export function readTopSellersRequest(request: Request): Parsed<TopSellersQuery> {
  const params = new URL(request.url).searchParams;
  const parsed = topSellersSchema.safeParse({
    search: params.get("search") ?? undefined,
    countries: [...params.getAll("countries[]"), ...params.getAll("countries")],
    continents: [...params.getAll("continents[]"), ...params.getAll("continents")],
  });
  if (!parsed.success) return { ok: false, response: badRequest(z.flattenError(parsed.error)) };
  return { ok: true, value: parsed.data };
}

function pickCurrency(asked: unknown, tenant: Offer, fallback: Currency): { ok: true; value: Currency } | { ok: false; error: string } {
  if (asked === undefined || asked === null || asked === "") return { ok: true, value: fallback };
  const offered = tenant.currencies.map((c) => c.isoCode);
  const match = offered.find((code) => code === asked);
  return match ? { ok: true, value: match } : { ok: false, error: `must be one of ${offered.join(", ")}` };
}

type Answer = (catalogue: CatalogueService, filters: SearchFilters) => Promise<Record<string, unknown>>;

/**
 * The JSON API's answers when the catalogue fails, said once: when a list call fails, travels
 * answers an empty array, the other list calls an empty page, top-sellers nothing found. The JSON
 * API's client is built around these answers; pages are not (their loaders let the failure reach
 * the boundary).
 */
export const CATALOGUE_FALLBACK = {
  list: { data: [] as never[] },
  page: { data: [] as never[], currentPage: 1, perPage: 20, lastPage: 1, total: 0 },
  topSellers: { countries: [] as never[], itineraries: 0, departures: 0 },
} as const;

/**
 * The JSON API's answer when the catalogue fails: the failure is logged once here (a database
 * outage was logged by the storage guard, and the entry answers 503 for it), the client gets
 * the fallback answer (CATALOGUE_FALLBACK). `failed` says whether it did, so the answer is
 * not cached.
 */
export async function withCatalogueFallback<T, F>(run: () => Promise<T>, fallback: F): Promise<{ value: T | F; failed: boolean }> {
  try {
    return { value: await run(), failed: false };
  } catch (error) {
    if (!isStorageUnavailable(error))
      console.error("catalogue API: the search failed; answered with the empty list and the error code", error);
    return { value: fallback, failed: true };
  }
}

/**
 * The three POST search endpoints differ only in the service call and the answer's shape:
 * read and validate the body, call the catalogue in the asked currency, answer JSON that is
 * never cached (the CATALOGUE_FALLBACK answer when the search fails).
 */
export async function answerSearch(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  answer: Answer,
  fallback: (typeof CATALOGUE_FALLBACK)["list" | "page"],
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const input = await readSearchRequest(request, context.tenant, context.currency);
  if (!input.ok) return input.response;
  const { filters, currency } = input.value;
  const { value } = await withCatalogueFallback(() => answer(context.services.catalogueIn(currency), filters), fallback);
  return jsonAnswer({ ...value, filters });
}

export { methodNotAllowed };
