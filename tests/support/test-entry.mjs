/**
 * The integration tests' entry around the BUILT Worker (build/index.js): every request goes to
 * the Worker as it is, except `POST /__d1` on the test-only host `d1.test`, which runs a test's
 * own SQL (tests/support/test-d1.mjs), and `/__settled` (tests/support/settle.mjs). Production never loads this file.
 */
import worker from "./index.js";
import { answerSettled, tracked } from "./settle.js";
import { shiftClock } from "./test-clock.js";
import { answerD1 } from "./test-d1.js";

export default {
  async fetch(request, env, ctx) {
    shiftClock(env);
    const url = new URL(request.url);
    if (url.hostname === "d1.test" && url.pathname === "/__d1" && request.method === "POST") return answerD1(request, env.DB);
    if (url.pathname === "/__settled") return answerSettled(url);
    // The Worker's clock as its code reads it (tests/support/test-clock.mjs).
    if (url.pathname === "/__clock") return Response.json({ now: Date.now() });
    return worker.fetch(request, env, tracked(ctx));
  },
  async scheduled(controller, env, ctx) {
    shiftClock(env);
    return worker.scheduled(controller, env, tracked(ctx));
  },
};
