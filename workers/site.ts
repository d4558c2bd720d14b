import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { createLoadContext } from "./load-context";
import { serverErrorResponse } from "./http/error-page";
import { applySecurityHeaders, contentSecurityPolicy, createNonce, deviceIdCookie, readDeviceId, refuseCrossSiteWrite } from "./http/security";

const MAX_BODY_BYTES = 64 * 1024;
const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

const site = {
  async fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
    // Static files under public/ are answered by the assets binding before this runs.
    const refused = refuseCrossSiteWrite(request) ?? refuseLargeBody(request);
    if (refused) {
      applySecurityHeaders(refused.headers);
      return refused;
    }
    const known = readDeviceId(request);
    const deviceId = known ?? crypto.randomUUID();
    const context = createLoadContext({
      request,
      rawEnv: env,
      waitUntil: (p) => ctx.waitUntil(p),
      nonce: createNonce(),
      deviceId,
    });
    const response = await handleRemixRequest(withUrlHost(request), context);
    const headers = new Headers(response.headers);
    applySecurityHeaders(headers);
    if (headers.get("Content-Type")?.startsWith("text/html")) {
      headers.set("Content-Security-Policy", contentSecurityPolicy(context.nonce, context.tenant));
    }
    if (!known) headers.append("Set-Cookie", deviceIdCookie(deviceId, new URL(request.url).hostname, context.tenant));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
} satisfies ExportedHandler;

/** The entry's outer guard: nothing that throws reaches the visitor as a stack trace. */
export default {
  ...site,
  async fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
    try {
      return await site.fetch(request, env, ctx);
    } catch (error) {
      return serverErrorResponse(request, env, error);
    }
  },
} satisfies ExportedHandler;

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

function refuseLargeBody(request: Request): Response | null {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(length) && length <= MAX_BODY_BYTES) return null;
  return new Response("The request body is too large.", { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
