/**
 * A D1Database for tests that goes through the site's test entry (`POST /__d1`, answered by
 * tests/support/test-d1.mjs inside workerd) instead of Miniflare's binding proxy: `prepare()` and
 * `bind()` build the statement here, and only `first/all/run/raw`, `batch` and `exec` cross to the
 * Worker, asynchronously, like any request. Results are D1's own, as JSON.
 */
type Dispatch = (url: string, init: RequestInit) => Promise<Response>;
type Statement = { sql: string; params: unknown[] };

const D1_URL = "http://d1.test/__d1";

export function asyncD1(dispatch: Dispatch): D1Database {
  async function call(body: Record<string, unknown>): Promise<unknown> {
    const response = await dispatch(D1_URL, { method: "POST", body: JSON.stringify(body) });
    const answer = (await response.json()) as { result?: unknown; error?: string };
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.result;
  }
  const statement = (sql: string, params: unknown[] = []) => {
    const self: Statement & Record<string, unknown> = {
      sql,
      params,
      bind: (...values: unknown[]) =>
        statement(
          sql,
          values.map((value) => (value === undefined ? null : value)),
        ),
      first: (column?: string) => call({ mode: "first", statements: [{ sql, params }], column }),
      all: () => call({ mode: "all", statements: [{ sql, params }] }),
      run: () => call({ mode: "run", statements: [{ sql, params }] }),
      raw: (options?: { columnNames?: boolean }) =>
        call({ mode: "raw", statements: [{ sql, params }], columnNames: options?.columnNames ?? false }),
    };
    return self;
  };
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: (statements: Statement[]) => call({ mode: "batch", statements: statements.map(({ sql, params }) => ({ sql, params })) }),
    exec: (sql: string) => call({ mode: "exec", statements: [{ sql, params: [] }] }),
    withSession: () => db,
    dump: () => Promise.reject(new Error("dump is not available to tests")),
  };
  return db as unknown as D1Database;
}
