/**
 * The tests' own reads and writes of the site's D1, answered inside workerd (`POST /__d1` on
 * the test entries). Tests reach D1 over the same async dispatch as their requests: Miniflare's
 * binding proxy in Node answers `prepare()` with a blocking cross-thread call that, on a loaded
 * machine, can pick up another call's answer and fail an assertion in Miniflare itself
 * (tests/support/async-d1.ts is the Node side).
 *
 * Body: { mode: "first" | "all" | "run" | "raw" | "batch" | "exec", statements: [{ sql, params }],
 * column?, columnNames? }. Answer: { result } or, for a failed statement, 400 { error }.
 */
export async function answerD1(request, db) {
  const { mode, statements, column, columnNames } = await request.json();
  const bound = statements.map(({ sql, params }) => (params.length ? db.prepare(sql).bind(...params) : db.prepare(sql)));
  try {
    const [first] = bound;
    let result;
    if (mode === "batch") result = await db.batch(bound);
    else if (mode === "exec") result = await db.exec(statements[0].sql);
    else if (mode === "first") result = column === undefined ? await first.first() : await first.first(column);
    else if (mode === "raw") result = await first.raw({ columnNames: Boolean(columnNames) });
    else if (mode === "run") result = await first.run();
    else result = await first.all();
    return Response.json({ result: result ?? null });
  } catch (error) {
    return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });
  }
}
