/**
 * What the Worker left running after its answers (`ctx.waitUntil`: cache write-backs, page
 * copies), for the test entries around the built Worker. `GET /__settled` answers once all of
 * it has ended, and logs `settled <mark>` then: a test that checks something did NOT happen (a
 * write, a log line) checks after this instead of after a fixed time.
 */
const pending = new Set();

/** The Worker's ExecutionContext, with each waitUntil promise counted until it settles. */
export function tracked(ctx) {
  return {
    waitUntil(promise) {
      const settled = Promise.resolve(promise).finally(() => pending.delete(settled));
      pending.add(settled);
      ctx.waitUntil(settled);
    },
    passThroughOnException: () => ctx.passThroughOnException(),
  };
}

/** The answer to `/__settled` (workerd's log is one ordered stream: every earlier line precedes the mark's). */
export async function answerSettled(url) {
  while (pending.size > 0) await Promise.allSettled([...pending]);
  console.log(`settled ${url.searchParams.get("mark") ?? ""}`);
  return new Response(null, { status: 204 });
}
