import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { createLoadContext } from "./load-context";
import type { ReadSession } from "./db/read-session";
import { type LimitedBody, limitBody, refuseLargeBody, tooLargeResponse } from "./http/body";
import { applyVary, cachePolicy, isPubliclyCacheable, keepCookiesOutOfSharedCaches } from "./http/cache-policy";
import { answerStorageFailure, serverErrorResponse } from "./http/error-page";
import { edgeCached } from "./http/edge-cache";
import { answerAllowedMethod } from "./http/method-not-allowed";
import { handleScheduled } from "./scheduled";
import { answerTestHook } from "./test-hooks";
import { experimentRedirect } from "./flags/experiments";
import { handleSiteChoice, SITE_CHOICE_PATH } from "./geolocation/site-choice";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  deviceIdCookie,
  readDeviceId,
  refuseCrossSiteWrite,
} from "./http/security";
import { accountsHostAnswer } from "../app/lib/http/accounts-host";
import { siteDataOf } from "../app/server/site-data.server";
import { parseCookies, setsSessionCookie } from "../app/lib/http/cookies";

const serverBuild = build as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(serverBuild);

const site = {
  async fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
    // Static files under public/ are answered by the assets binding before this runs.
    // Local browser tests only (`npm start -- --test-hooks`); off, the path is an unknown page.
    const hook = await answerTestHook(request, env);
    if (hook) return hook;
    const refused = refuseCrossSiteWrite(request, env) ?? refuseLargeBody(request, undefined, env);
    if (refused) {
      applySecurityHeaders(refused.headers);
      return refused;
    }
    const cookies = parseCookies(request.headers.get("Cookie"));
    const known = readDeviceId(cookies);
    const deviceId = known ?? crypto.randomUUID();
    const context = await createLoadContext({
      request,
      rawEnv: env,
      waitUntil: (p) => ctx.waitUntil(p),
      nonce: createNonce(),
      deviceId,
      cookies,
      // The identity provider lives in this Worker: its requests are answered in-process.
      dispatch: (inner) => worker.fetch(inner, env, ctx),
    });
    if (context.isAccountsHost && accountsHostAnswer(context.request.path) === "not-found") {
      return secured(
        new Response("Not found", {
          status: 404,
          headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("none") },
        }),
      );
    }
    const detour = await beforeRemix(request, context);
    // A request that met a database failure answers 503, whatever its route made of it.
    const storage = { language: context.tenant.language, failure: context.storageFailure };
    // Anonymous pages may come from the Worker's own copy (http/edge-cache.ts), with this response's
    // nonce; a render that meets a database failure is answered by an older copy when there is one.
    const response = detour
      ? withBookmark(await answerStorageFailure(request, storage, detour), context.readSession)
      : await edgeCached(
          request,
          context,
          ctx,
          async (page) => {
            const render = (allowed: Request) => handleRemixRequest(withUrlHost(allowed), context);
            const answer = await answerAllowedMethod(page, serverBuild.routes, context.tenant.language, env, render);
            return withBookmark(await answerStorageFailure(page, storage, answer), context.readSession);
          },
          // A copy also names the site's data file (catalogue and shell), which a deploy may change alone.
          `${build.assets.version}.${siteDataOf(context.tenant).file}`,
        );
    const headers = new Headers(response.headers);
    applySecurityHeaders(headers);
    if (headers.get("Content-Type")?.startsWith("text/html")) {
      // The country modal's offer is a form whose answer leads to the offered site.
      const offered = context.geolocation.suggestion ? [new URL(context.geolocation.suggestion.home).origin] : [];
      headers.set(
        "Content-Security-Policy",
        contentSecurityPolicy(
          context.nonce,
          // The container this page may load: the site's, or a test's (workers/analytics.ts).
          { ...context.tenant, analyticsContainerId: context.analytics.containerId },
          [...context.formTargets, ...offered],
        ),
      );
    }
    // The session was renewed or ended while reading it; an action that set its own session cookie wins.
    if (context.session.setCookie && !headers.getSetCookie().some(setsSessionCookie))
      headers.append("Set-Cookie", context.session.setCookie);
    if (!detour && context.geolocation.setCookie && headers.get("Content-Type")?.startsWith("text/html")) {
      headers.append("Set-Cookie", context.geolocation.setCookie);
      // The offer is this visitor's (their country): no cache keeps the page for anyone else.
      if (context.geolocation.suggestion) headers.set("Cache-Control", cachePolicy("personal"));
    }
    applyVary(headers);
    keepCookiesOutOfSharedCaches(headers);
    // A shared cache would hand one visitor's device id to everyone after them.
    if (!known && !isPubliclyCacheable(headers.get("Cache-Control"))) {
      headers.append("Set-Cookie", deviceIdCookie(deviceId, new URL(request.url).hostname, context.tenant));
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
  /** The Cron Trigger: notify-me alerts (workers/scheduled.ts). */
  async scheduled(controller: ScheduledController, env: unknown): Promise<void> {
    await handleScheduled(controller, env);
  },
} satisfies ExportedHandler;

/**
 * The entry's outer guard. The body is capped on the stream, whoever reads it (a chunked
 * upload declares no length); nothing that throws reaches the visitor as a stack trace.
 */
const worker = {
  ...site,
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
} satisfies ExportedHandler;

async function answerWithin(limited: LimitedBody, request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
  try {
    const response = await site.fetch(limited.request, env, ctx);
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

type Context = Awaited<ReturnType<typeof createLoadContext>>;

/**
 * What answers before the pages do: the country modal's choice (a fixed path), then the
 * redirects of the search and the site shell — an experiment variant's base, the neutral root's move to
 * the visitor's site. Each redirect is this visitor's: never stored by a cache.
 */
async function beforeRemix(request: Request, context: Context): Promise<Response | null> {
  if (context.isAccountsHost) return null;
  const { pathname } = new URL(request.url);
  if (pathname === SITE_CHOICE_PATH) return handleSiteChoice(request, context.tenant);
  const experiment = experimentRedirect(request, context.flags.experiments, context.tenant.experimentBases, context.deviceId);
  if (experiment && "refused" in experiment) {
    console.warn(
      `experiment ${experiment.experiment}: ${experiment.refused} is not in experimentBases of ${context.tenant.id}; no redirect`,
    );
  } else if (experiment) {
    return visitorRedirect(experiment.location, null);
  }
  const { rootRedirect, setCookie } = context.geolocation;
  return rootRedirect ? visitorRedirect(rootRedirect, setCookie) : null;
}

function visitorRedirect(location: string, setCookie: string | null): Response {
  const headers = new Headers({ Location: location, "Cache-Control": cachePolicy("none"), Vary: "Cookie" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return new Response(null, { status: 302, headers });
}

/**
 * A request whose D1 session wrote, signed in or not, sends the session's bookmark back: the
 * browser's next pages read the write from any replica (db/read-session.ts). It is set on the
 * rendered answer itself, before the edge cache decides: an answer that sets a cookie is never kept.
 */
function withBookmark(response: Response, session: ReadSession): Response {
  const cookie = session.bookmarkCookie();
  if (!cookie) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function secured(response: Response): Response {
  applySecurityHeaders(response.headers);
  return response;
}

/**
 * The URL's host is the one the origin check above trusted. Local runners may rewrite
 * the Host header to their loopback address, which Remix's own action check would refuse.
 */
function withUrlHost(request: Request): Request {
  const host = new URL(request.url).host;
  if (request.headers.get("Host") === host) return request;
  const headers = new Headers(request.headers);
  headers.set("Host", host);
  return new Request(request, { headers });
}
