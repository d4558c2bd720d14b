/**
 * The Worker the search benchmark runs inside Miniflare: it times catalogue service calls
 * where they would run in production (next to the D1 binding), so the figures are the
 * service's and not the Node-to-workerd proxy's. workerd's clock advances on I/O, which
 * gives whole milliseconds per call.
 */
import { createCatalogueService, type TopSellersQuery } from "../../workers/services/catalogue";
import { cleanFilters, searchFiltersSchema, type SearchFiltersInput } from "../../app/lib/search/filters";
import { createKvCache } from "../../workers/cache/kv-cache";
import { SEED_PATH } from "./search-mix";

export type BenchCall =
  | { method: "travels" | "travelsPaginated" | "tours"; filters: SearchFiltersInput }
  | { method: "topSellers"; query: TopSellersQuery; cache: boolean };
export type BenchRequest = { call: BenchCall; runs: number; today: string };
export type BenchAnswer = { times: number[]; size: number; errors: number };

type Env = { DB: D1Database; KV: KVNamespace };
/** A KV that always misses, to time top-sellers on D1. */
const missingKv = { get: async () => null, put: async () => undefined } as unknown as KVNamespace;

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    // The seed's script, a chunk at a time, run next to the database: a third faster than
    // through Miniflare's proxy, whose calls carry their arguments through Node.
    if (new URL(request.url).pathname === SEED_PATH) {
      await env.DB.exec(await request.text());
      return new Response(null, { status: 204 });
    }
    const { call, runs, today } = (await request.json()) as BenchRequest;
    let errors = 0;
    const logger = { error: () => void errors++, warn: () => undefined, info: () => undefined };
    const kv = call.method === "topSellers" && !call.cache ? missingKv : env.KV;
    const cache = createKvCache({ kv, logger, waitUntil: (p) => ctx.waitUntil(p) });
    const service = createCatalogueService({ db: env.DB, cache, logger }, { tenantId: "int", language: "en-US", currency: "EUR", today });
    // Parsed once, as the search route does before it calls the service.
    const filters =
      call.method === "topSellers"
        ? null
        : searchFiltersSchema.parse(cleanFilters(call.filters as Record<string, unknown>, { dropEmptyArrays: true }));
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const answer = call.method === "topSellers" ? await service.topSellers(call.query) : await service[call.method](filters!);
      times.push(performance.now() - started);
      size = Array.isArray(answer) ? answer.length : "total" in answer ? answer.total : answer.itineraries;
    }
    return Response.json({ times, size, errors } satisfies BenchAnswer);
  },
};
