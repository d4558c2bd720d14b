/**
 * The headers every answer of the Worker leaves with, decided in one place once a step of the
 * request pipeline (workers/pipeline.ts) has answered. What is added depends on what answered:
 *
 * - `security`: a refusal or an unknown path of the identity provider's host, answered before
 *   anything of the visitor was read. It carries the security headers only.
 * - `redirect`: an answer of this visitor's (the country modal's choice, an experiment's or the
 *   neutral root's redirect). It also carries the visitor's cookies (session, device id) and Vary.
 * - `page`: what Remix rendered (or the edge cache kept). On top of the above, an HTML page gets
 *   its Content-Security-Policy and the geolocation offer's cookie.
 */
import type { LoadContext } from "../load-context";
import { setsSessionCookie } from "../../app/lib/http/cookies";
import { applyVary, cachePolicy, isPubliclyCacheable, keepCookiesOutOfSharedCaches } from "./cache-policy";
import { applySecurityHeaders, contentSecurityPolicy, deviceIdCookie } from "./security";

export type HeaderSet = "security" | "redirect" | "page";

/** What the headers depend on besides the answer: the request, its load context, and whether the browser sent a device id. */
export type Visit = { request: Request; context: LoadContext; knownDevice: boolean };

/** The answer with the headers of `set`; the body streams through untouched. */
export function withResponseHeaders(response: Response, set: HeaderSet, visit: Visit | null): Response {
  if (set === "security" || !visit) return secured(response);
  const { context } = visit;
  const headers = new Headers(response.headers);
  applySecurityHeaders(headers);
  const isHtml = headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (isHtml) headers.set("Content-Security-Policy", pageContentSecurityPolicy(context));
  // The session was renewed or ended while reading it; an action that set its own session cookie wins.
  if (context.session.setCookie && !headers.getSetCookie().some(setsSessionCookie)) headers.append("Set-Cookie", context.session.setCookie);
  if (set === "page" && isHtml && context.geolocation.setCookie) {
    headers.append("Set-Cookie", context.geolocation.setCookie);
    // The offer is this visitor's (their country): no cache keeps the page for anyone else.
    if (context.geolocation.suggestion) headers.set("Cache-Control", cachePolicy("privateNoStore"));
  }
  applyVary(headers);
  keepCookiesOutOfSharedCaches(headers);
  // A shared cache would hand one visitor's device id to everyone after them.
  if (!visit.knownDevice && !isPubliclyCacheable(headers.get("Cache-Control"))) {
    headers.append("Set-Cookie", deviceIdCookie(context.deviceId, new URL(visit.request.url).hostname, context.tenant));
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The security headers alone, set on the answer itself. */
export function secured(response: Response): Response {
  applySecurityHeaders(response.headers);
  return response;
}

function pageContentSecurityPolicy(context: LoadContext): string {
  // The country modal's offer is a form whose answer leads to the offered site.
  const offered = context.geolocation.suggestion ? [new URL(context.geolocation.suggestion.home).origin] : [];
  return contentSecurityPolicy(
    context.nonce,
    // The container this page may load: the site's, or a test's (workers/analytics.ts).
    { ...context.tenant, analyticsContainerId: context.analytics.containerId },
    [...context.formTargets, ...offered],
  );
}
