/**
 * The catalogue service as the service tests call it: one scope per call (tenant, language,
 * currency) and filter objects written as partial inputs, which are parsed here the way a
 * route parses them before it calls the bound service. KV writes that the service leaves to
 * `waitUntil` are awaited before a call answers, so a test can read the cache right after.
 */
import { cleanFilters, searchFiltersSchema, type SearchFilters, type SearchFiltersInput } from "../../app/lib/search/filters";
import type { Currency } from "../../tenants/languages";
import { createKvCache } from "../../workers/cache/kv-cache";
import { createCatalogueService } from "../../workers/services/catalogue";

export type CatalogueContext = { tenantId: string; language: string; currency: Currency };
export type CatalogueDeps = {
  db: D1Database;
  kv: KVNamespace;
  clock: () => Date;
  logger: Pick<Console, "error" | "warn" | "info">;
};

/** Parsed as a route would; input that breaks the schema is passed through as a caller bypassing the type would. */
function asFilters(input: SearchFiltersInput): SearchFilters {
  const parsed = searchFiltersSchema.safeParse(cleanFilters(input as Record<string, unknown>, { dropEmptyArrays: true }));
  return parsed.success ? parsed.data : (input as SearchFilters);
}

export function createCatalogueCaller(deps: CatalogueDeps) {
  const pending: Promise<unknown>[] = [];
  const settle = async () => {
    while (pending.length) await pending.shift();
  };
  const bound = (context: Omit<CatalogueContext, "currency"> & { currency?: Currency }, today = deps.clock().toISOString().slice(0, 10)) =>
    createCatalogueService(
      {
        db: deps.db,
        cache: createKvCache({ kv: deps.kv, logger: deps.logger, waitUntil: (p) => void pending.push(p) }),
        logger: deps.logger,
      },
      { tenantId: context.tenantId, language: context.language, currency: context.currency ?? "EUR", today },
    );
  return {
    travels: (input: SearchFiltersInput, context: CatalogueContext) => bound(context).travels(asFilters(input)),
    travelsPaginated: (input: SearchFiltersInput, context: CatalogueContext) => bound(context).travelsPaginated(asFilters(input)),
    tours: (input: SearchFiltersInput, context: CatalogueContext) => bound(context).tours(asFilters(input)),
    topSellers: async (query: Parameters<ReturnType<typeof bound>["topSellers"]>[0], context: Omit<CatalogueContext, "currency">) => {
      const answer = await bound(context).topSellers(query);
      await settle();
      return answer;
    },
    /** Periods of a language's catalogue ending after a day. */
    periods: (language: string, after: string) => bound({ tenantId: "int", language }, after).periods(),
  };
}

export type CatalogueCaller = ReturnType<typeof createCatalogueCaller>;
