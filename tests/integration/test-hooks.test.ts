/**
 * The browser tests' hooks into the database (workers/test-hooks.ts): only the test server's
 * Worker (workers/test-server.ts) has them, and answers them only in development AND with the
 * token the site was started with; otherwise the path is an unknown page like any other (a GET
 * 404, a POST what any unknown page answers a POST: 405). The production build holds no trace of them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "./harness";
import { seedDatabase } from "../../scripts/seed/index";
import { pageOf, textOf } from "./html";

const TOKEN = "0123456789abcdef".repeat(4);

let development: Site;
let production: Site;
/** The built Worker alone, as `npm start` and a deploy serve it, given the token all the same. */
let built: Site;
beforeAll(async () => {
  [development, production, built] = await Promise.all([
    startSite({ testHooks: true, bindings: { TEST_HOOKS_TOKEN: TOKEN } }),
    startSite({ testHooks: true, bindings: { TEST_HOOKS_TOKEN: TOKEN, ENVIRONMENT: "production" } }),
    startSite({ bindings: { TEST_HOOKS_TOKEN: TOKEN } }),
  ]);
  // Tours to change the price of (a small demo catalogue).
  await seedDatabase(development.db as unknown as D1Database, { scale: 0.1, today: new Date("2026-04-20T10:00:00Z") });
});
afterAll(async () => {
  await development?.close();
  await production?.close();
  await built?.close();
});

describe("the production build has no test hooks", () => {
  const root = new URL("../../", import.meta.url).pathname;
  /** The Worker's bundle and the browser's files, as `npm run build` wrote them. */
  const files = [
    "build/index.js",
    ...readdirSync(join(root, "public/build"), { recursive: true, encoding: "utf8" }).map((f) => `public/build/${f}`),
  ].filter((file) => /\.js$/.test(file));
  /** What the hooks' module holds that nothing else of the Worker does: their path, their header, their token's name, their answer to an unknown hook. */
  const TRACES = ["/__test/", "X-Test-Hooks-Token", "TEST_HOOKS_TOKEN", "no test hook at"];

  it("looks at the Worker's bundle and the browser's files", () => {
    expect(files).toContain("build/index.js");
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(TRACES)("no file of the build holds %s", (trace) => {
    expect(files.filter((file) => readFileSync(join(root, file), "utf8").includes(trace))).toEqual([]);
  });

  it("the built Worker answers the hooks' path as an unknown page, even in development with the token", async () => {
    const unknown = await shape(await call(built, "/__tests-of-nothing/d1", query, TOKEN));
    expect(unknown.status).toBe(405);
    expect(await shape(await call(built, "/__test/d1", query, TOKEN))).toEqual(unknown);
  });
});

const call = (site: Site, path: string, body: unknown, token?: string) =>
  site.fetch("it", path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token === undefined ? {} : { "X-Test-Hooks-Token": token }) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const query = { statements: [{ sql: "SELECT count(*) AS tours FROM tours WHERE id > ?1", params: [0] }] };

/** Status, type and heading of an answer: an unknown page's, or the hook's. */
async function shape(response: Response) {
  const type = response.headers.get("Content-Type") ?? "";
  const heading = type.startsWith("text/html") ? textOf((await pageOf(response)).querySelector("main h1")) : await response.text();
  return { status: response.status, type, heading };
}

describe("without the token, or in production, the test hooks are an unknown page", () => {
  it.each([
    ["without the token", () => call(development, "/__test/d1", query)],
    ["with a wrong token", () => call(development, "/__test/d1", query, `${TOKEN.slice(0, -1)}b`)],
    ["with a token of another length", () => call(development, "/__test/d1", query, TOKEN.slice(1))],
    ["in production, even with the token", () => call(production, "/__test/d1", query, TOKEN)],
    ["in production, for the price change too", () => call(production, "/__test/tour-price", { tour: "X", eur: 1 }, TOKEN)],
  ])("%s", async (_case, answer) => {
    const unknown = await shape(await call(development, "/__tests-of-nothing/d1", query));
    expect(unknown.status).toBe(405);
    expect(await shape(await answer())).toEqual(unknown);
  });

  it.each([
    ["without the token", () => development, undefined],
    ["with a wrong token", () => development, `${TOKEN.slice(0, -1)}b`],
    ["in production, even with the token", () => production, TOKEN],
  ] as const)("a GET %s is a 404", async (_case, site, token) => {
    const headers = token ? { "X-Test-Hooks-Token": token } : undefined;
    const unknown = await shape(await site().fetch("de", "/__tests-of-nothing/d1"));
    expect(unknown.status).toBe(404);
    expect(await shape(await site().fetch("de", "/__test/d1", { headers }))).toEqual(unknown);
  });
});

describe("with the token, in development", () => {
  it("runs statements as one batch and answers their rows", async () => {
    const response = await call(development, "/__test/d1", query, TOKEN);
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { rows: { tours: number }[] }[] };
    const [count] = await development.query<{ tours: number }>("SELECT count(*) AS tours FROM tours");
    expect(count!.tours).toBeGreaterThan(0);
    expect(results[0]!.rows).toEqual([count]);
  });

  it("writes all of a batch or nothing", async () => {
    const email = `hook.${Date.now()}@example.com`;
    const insert = {
      sql: "INSERT INTO users (id, email, created_at, site) VALUES (?1, ?2, 0, 'it')",
      params: [crypto.randomUUID(), email],
    };
    const refused = await call(development, "/__test/d1", { statements: [insert, { sql: "INSERT INTO no_such_table VALUES (1)" }] }, TOKEN);
    expect(refused.status).toBe(422);
    expect(await development.query("SELECT id FROM users WHERE email = ?1", email)).toEqual([]);
    expect((await call(development, "/__test/d1", { statements: [insert] }, TOKEN)).status).toBe(200);
    expect(await development.query("SELECT id FROM users WHERE email = ?1", email)).toHaveLength(1);
  });

  it("changes a tour's price with the price service's statements and reports it as npm run tours:price does", async () => {
    const [tour] = await development.query<{ id: number; code: string; price_eur: number }>(
      "SELECT id, code, price_eur FROM tours WHERE price_eur > 50000 ORDER BY id LIMIT 1",
    );
    const generation = async () =>
      (await development.query<{ generation: string }>("SELECT generation FROM page_cache_generation"))[0]!.generation;
    const before = await generation();
    const eur = tour!.price_eur - 10_000;
    const response = await call(development, "/__test/tour-price", { tour: tour!.code, eur, day: "2026-05-01" }, TOKEN);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { before: { price_eur: number }; after: { price_eur: number }; report: string };
    expect(body.before.price_eur).toBe(tour!.price_eur);
    expect(body.after.price_eur).toBe(eur);
    expect(body.report).toMatch(
      new RegExp(`^tours:price: ${tour!.code} \\(id ${tour!.id}\\) from 2026-05-01: EUR ${tour!.price_eur / 100}`),
    );
    const history = await development.query(
      "SELECT price_eur FROM tour_price_history WHERE tour_id = ?1 AND valid_from = '2026-05-01'",
      tour!.id,
    );
    expect(history).toEqual([{ price_eur: eur }]);
    // The pages showing the price are rendered afresh.
    expect(await generation()).not.toBe(before);
  });

  it.each([
    ["a body that is not JSON", "/__test/d1", "{", 400],
    ["no statements", "/__test/d1", { statements: [] }, 400],
    ["a statement that is not text", "/__test/d1", { statements: [{ sql: 42 }] }, 400],
    ["an unknown field", "/__test/d1", { statements: [{ sql: "SELECT 1", bind: [] }] }, 400],
    ["a price in euros, not cents", "/__test/tour-price", { tour: "CRV-1", eur: 12.5 }, 400],
    ["a tour that does not exist", "/__test/tour-price", { tour: "NO-SUCH-TOUR", eur: 100 }, 422],
    ["a hook that does not exist", "/__test/nothing", {}, 404],
  ])("answers %s with a %i-class error, never a 500", async (_case, path, body, status) => {
    const response = await call(development, path, body, TOKEN);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
  });

  it("takes POST only", async () => {
    const response = await development.fetch("it", "/__test/d1", { headers: { "X-Test-Hooks-Token": TOKEN } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});
