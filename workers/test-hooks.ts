/**
 * The browser tests' way into the site's database, through this Worker's own D1 binding: the
 * tests never open the SQLite file beside the running `wrangler dev` (a second process on the
 * file made its dev proxy lose the runtime once, failing every later test).
 *
 *   POST /__test/d1          { statements: [{ sql, params? }, …] }  → { results: [{ rows, changes }, …] } (one batch)
 *   POST /__test/tour-price  { tour, eur, gbp?, usd?, day? }          → { before, after, report } (the price service's statements)
 *
 * Only the test server's entry (test-server.ts) answers them; the production build does not
 * contain this module. Even there, they answer only when ENVIRONMENT is "development" AND the
 * request's X-Test-Hooks-Token equals TEST_HOOKS_TOKEN, a var `scripts/serve.mjs --test-hooks`
 * passes to `wrangler dev` (a fresh random token per start, kept in the state folder for the
 * tests). Otherwise the path is not special: it falls through to the pages and answers 404 like
 * any unknown path. The production environment never defines the var (`npm run deploy:check`
 * fails if it does).
 */
import { z } from "zod";
import { cachePolicy } from "./http/cache-policy";
import { sameHash } from "./digests";
import { priceChangeSchema, priceChangeStatements } from "./services/prices";
import { TOUR_PRICE_ROW_SQL, type TourPriceRow, tourPriceReport } from "./services/prices/tour-price-report";

export const TEST_HOOKS_PATH = "/__test/";
export const TEST_HOOKS_TOKEN_VAR = "TEST_HOOKS_TOKEN";
export const TEST_HOOKS_TOKEN_HEADER = "X-Test-Hooks-Token";

const hooksEnvSchema = z.object({
  ENVIRONMENT: z.literal("development"),
  [TEST_HOOKS_TOKEN_VAR]: z.string().min(32),
  DB: z.custom<D1Database>((value) => typeof value === "object" && value !== null && "batch" in value),
});

const param = z.union([z.string(), z.number(), z.null()]);
const statementsSchema = z.object({
  statements: z
    .array(z.object({ sql: z.string().trim().min(1).max(20_000), params: z.array(param).max(100).default([]) }).strict())
    .min(1)
    .max(50),
});
const tourPriceSchema = priceChangeSchema.extend({
  tour: z.string().regex(/^[\w-]{1,64}$/),
  day: z.iso.date().optional(),
});

/** The hook's answer, or null: the request is not a hook call (or hooks are off) and goes on as any other. */
export async function answerTestHook(request: Request, rawEnv: unknown): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(TEST_HOOKS_PATH)) return null;
  const env = hooksEnvSchema.safeParse(rawEnv);
  if (!env.success || !sameHash(request.headers.get(TEST_HOOKS_TOKEN_HEADER) ?? "", env.data[TEST_HOOKS_TOKEN_VAR])) return null;
  const hook = HOOKS[pathname.slice(TEST_HOOKS_PATH.length)];
  if (!hook) return json(404, { error: `no test hook at ${pathname}` });
  if (request.method !== "POST") return json(405, { error: "POST only" }, { Allow: "POST" });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { error: "the body is not JSON" });
  }
  try {
    return await hook(body, env.data.DB);
  } catch (error) {
    // The statements the test sent were refused (a syntax error, a constraint): its mistake, said plainly.
    return json(422, { error: error instanceof Error ? error.message : String(error) });
  }
}

const HOOKS: Record<string, (body: unknown, db: D1Database) => Promise<Response>> = {
  async d1(body, db) {
    const input = statementsSchema.safeParse(body);
    if (!input.success) return json(400, { error: z.prettifyError(input.error) });
    // One batch: D1 runs it as one transaction, all or nothing.
    const results = await db.batch(input.data.statements.map(({ sql, params }) => db.prepare(sql).bind(...params)));
    return json(200, { results: results.map((result) => ({ rows: result.results ?? [], changes: result.meta.changes ?? 0 })) });
  },
  async "tour-price"(body, db) {
    const input = tourPriceSchema.safeParse(body);
    if (!input.success) return json(400, { error: z.prettifyError(input.error) });
    const { tour, eur, gbp, usd } = input.data;
    const day = input.data.day ?? new Date().toISOString().slice(0, 10);
    const current = () => db.prepare(TOUR_PRICE_ROW_SQL).bind(tour).first<TourPriceRow>();
    const before = await current();
    if (!before) return json(422, { error: `no tour with code ${tour}` });
    const statements = priceChangeStatements({ code: tour }, { eur, gbp, usd }, day);
    await db.batch(statements.map(({ sql, params }) => db.prepare(sql).bind(...params)));
    const after = (await current()) ?? before;
    return json(200, { before, after, report: tourPriceReport(tour, day, before, after) });
  },
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cachePolicy("none"), ...headers },
  });
}
