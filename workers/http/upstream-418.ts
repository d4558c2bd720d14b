import { z } from "zod";
import { cachePolicy } from "../../app/lib/http/cache-policy";

/**
 * An upstream that answers 418 with `meta.httpStatusCode` and `meta.redirectTo`
 * means "answer the visitor with that status, and send them there". Read wherever an upstream
 * answer becomes a page (the custom pages, the JSON API's consumers, an external sign-in
 * provider). The target must be a path on this site or an address on one of `allowedHosts` (our
 * sites): an upstream never decides to send a visitor anywhere else.
 */
const teapotSchema = z.object({
  meta: z.object({
    httpStatusCode: z
      .number()
      .int()
      .min(300)
      .max(599)
      .refine((status) => status !== 418, "must not be 418 again"),
    redirectTo: z.string().min(1).max(2048).optional(),
  }),
});

export type Upstream418 = { status: number; location: string | null };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * What a 418 answer asks for, or null when the answer is not such a 418 (another status, or
 * a body without a usable `meta`: the caller treats it as any other error). A redirect status
 * whose target is missing or not allowed becomes 502: the upstream's instruction cannot be followed.
 */
export function readUpstream418(status: number, body: unknown, allowedHosts: readonly string[]): Upstream418 | null {
  if (status !== 418) return null;
  const parsed = teapotSchema.safeParse(body);
  if (!parsed.success) return null;
  const { httpStatusCode, redirectTo } = parsed.data.meta;
  const location = redirectTo ? allowedLocation(redirectTo, allowedHosts) : null;
  if (REDIRECTS.has(httpStatusCode)) return location ? { status: httpStatusCode, location } : { status: 502, location: null };
  return { status: httpStatusCode, location };
}

function allowedLocation(target: string, allowedHosts: readonly string[]): string | null {
  // A local path; "//host" and "/\host" are other hosts to a browser.
  if (/^\/(?![/\\])/.test(target)) return target;
  try {
    const url = new URL(target);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username || url.password) return null;
    return allowedHosts.includes(url.hostname.toLowerCase()) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's answer: a redirect with the upstream's status, or that status with the target
 * in a Refresh header (a browser follows it on an error page too, JavaScript or not).
 */
export function upstream418Response({ status, location }: Upstream418): Response {
  const headers = new Headers({ "Cache-Control": cachePolicy("none"), "Content-Type": "text/plain; charset=utf-8" });
  if (location && REDIRECTS.has(status)) {
    headers.set("Location", location);
    return new Response(null, { status, headers });
  }
  if (location) headers.set("Refresh", `0; url=${location}`);
  return new Response(status === 404 || status === 410 ? "Not found" : "The page is not available.", { status, headers });
}

/** Reads an upstream Response: the answer to give the visitor when it is the 418 rule, else null (the body is left unread). */
export async function fromUpstreamResponse(response: Response, allowedHosts: readonly string[]): Promise<Response | null> {
  if (response.status !== 418) return null;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return null;
  }
  const rule = readUpstream418(response.status, body, allowedHosts);
  return rule ? upstream418Response(rule) : null;
}

/** Every host of our sites (production and `<id>.localhost`): where a 418 may send a visitor. */
export function siteHosts(tenants: readonly { id: string; hosts: readonly string[] }[]): string[] {
  return tenants.flatMap((tenant) => [...tenant.hosts, `${tenant.id}.localhost`]);
}

/** The upstream Response an error carries (openid-client / oauth4webapi keep it as `cause` or `response`). */
export function upstreamResponseOf(error: unknown): Response | null {
  if (typeof error !== "object" || error === null) return null;
  const { cause, response } = error as { cause?: unknown; response?: unknown };
  if (response instanceof Response) return response;
  return cause instanceof Response ? cause : null;
}
