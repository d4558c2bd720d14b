/**
 * The Worker entry: every request to every site (and to the identity provider's host) comes
 * in here, read top to bottom:
 *
 * 1. The guard: the body is capped on its stream, and nothing thrown reaches the visitor as a
 *    stack trace (`worker.fetch`, `answerWithin`).
 * 2. Refusals that need nothing of the visitor: a cross-site write, a body too large.
 * 3. The load context, built once (load-context.ts): site, currency, session, services.
 * 4. The steps, in order, until one answers (pipeline.ts).
 * 5. The response headers of that answer (http/response-headers.ts).
 *
 * Static files under public/ are answered by the assets binding before this runs.
 */
import { createLoadContext } from "./load-context";
import { runSteps } from "./pipeline";
import { type LimitedBody, limitBody, refuseLargeBody, tooLargeResponse } from "./http/body";
import { serverErrorResponse } from "./http/error-page";
import { secured, withResponseHeaders } from "./http/response-headers";
import { createNonce, readDeviceId, refuseCrossSiteWrite } from "./http/security";
import { handleScheduled } from "./scheduled";
import { parseCookies } from "../app/lib/http/cookies";

async function answerSite(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
  const refused = refuseCrossSiteWrite(request, env) ?? refuseLargeBody(request, undefined, env);
  if (refused) return secured(refused);
  const cookies = parseCookies(request.headers.get("Cookie"));
  const known = readDeviceId(cookies);
  const context = await createLoadContext({
    request,
    rawEnv: env,
    waitUntil: (p) => ctx.waitUntil(p),
    nonce: createNonce(),
    deviceId: known ?? crypto.randomUUID(),
    cookies,
    // The identity provider lives in this Worker: its requests are answered in-process.
    dispatch: (inner) => worker.fetch(inner, env, ctx),
  });
  const answer = await runSteps({ request, context, env, ctx });
  return withResponseHeaders(answer.response, answer.headers, { request, context, knownDevice: known !== null });
}

/**
 * The entry's outer guard. The body is capped on the stream, whoever reads it (a chunked
 * upload declares no length); nothing that throws reaches the visitor as a stack trace.
 */
const worker = {
  async fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
    let limited: LimitedBody;
    try {
      limited = limitBody(request);
    } catch (error) {
      // Nothing thrown here reaches the runtime, whose own error page shows the stack.
      return serverErrorResponse(request, env, error);
    }
    const answer = await answerWithin(limited, request, env, ctx);
    // What no one read of the upload (a refused body: 403, 405, 413, 415) is read off the
    // connection before the answer goes out. A sender still writing when the answer arrives
    // leaves the connection half-used; the local runtime's proxy then fails the NEXT request on
    // it (anyone's) with a 503. A no-op when the action read its whole form.
    await limited.settle();
    return answer;
  },
  /** The Cron Trigger: the alert jobs (scheduled.ts). */
  async scheduled(controller: ScheduledController, env: unknown): Promise<void> {
    await handleScheduled(controller, env);
  },
} satisfies ExportedHandler;

async function answerWithin(limited: LimitedBody, request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
  try {
    const response = await answerSite(limited.request, env, ctx);
    if (!limited.tripped() || response.status < 500) return response;
    // A reader other than readForm failed on the cap: the size is the cause, not the route.
    await response.body?.cancel();
    return secured(tooLargeResponse(request, env));
  } catch (error) {
    if (limited.tripped()) return secured(tooLargeResponse(request, env));
    return serverErrorResponse(request, env, error);
  }
}

export default worker;
