/**
 * The test server's Worker: the production Worker as `npm run build` made it (build/index.js)
 * with the browser tests' hooks into the database (test-hooks.ts) answered in front of it.
 *
 * Only the test server builds this entry: `scripts/serve.mjs --test-hooks` hands it to
 * `wrangler dev`, and the integration tests bundle it for Miniflare (scripts/test-server-build.mjs),
 * each resolving `caravan:built-worker` to build/index.js. `npm run build` never reads it, so the
 * production bundle has no hooks at all (tests/integration/test-hooks.test.ts looks for them there).
 */
import worker from "caravan:built-worker";
import { shiftClock } from "../tests/support/test-clock.mjs";
import { answerTestHook } from "./test-hooks";

export default {
  async fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
    // The tests' clock (TEST_CLOCK_OFFSET_MS, set by `serve.mjs` from CARAVAN_TEST_DAYS_AHEAD).
    shiftClock(env);
    return (await answerTestHook(request, env)) ?? worker.fetch(request, env, ctx);
  },
  async scheduled(controller: ScheduledController, env: unknown, ctx: ExecutionContext): Promise<void> {
    shiftClock(env);
    await worker.scheduled(controller, env, ctx);
  },
} satisfies ExportedHandler;
