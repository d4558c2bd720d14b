import { catalogues } from "../../locales";
import { resolveTenant, type Language } from "../../tenants";
import { envSchema } from "../env";
import { isStorageUnavailable, type StorageUnavailableError } from "../db/storage-guard";
import { applySecurityHeaders } from "./security";
import { titleWithBrand } from "../../app/lib/seo/title";
import { cachePolicy } from "../../app/lib/http/cache-policy";

/** How soon a visitor (or a crawler, or the edge cache) may ask again after a 503. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The Worker's last answer when something throws outside Remix (a bad environment, a bug in
 * the entry): a plain page in the site's language, no React, no stack trace. 503 when the
 * bindings are unusable (nothing will work until the deploy is fixed), 500 otherwise.
 */
export function serverErrorResponse(request: Request, rawEnv: unknown, error: unknown): Response {
  console.error(error);
  try {
    const facts = errorFacts(rawEnv);
    const url = new URL(request.url);
    const language = resolveTenant(url.hostname, facts.defaultTenant).language;
    // The database failed before Remix ran (reading the session): the same 503 as a page's.
    if (isStorageUnavailable(error)) return unavailableResponse(request, language);
    const html = errorPageHtml({
      language,
      status: facts.status,
      retryHref: url.pathname + url.search,
      details: facts.showDetails ? errorMessage(error) : null,
    });
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Language": language,
      "Cache-Control": cachePolicy("none"),
      "Content-Security-Policy": PLAIN_PAGE_CSP,
    });
    // A deploy whose bindings are unusable is not fixed in seconds.
    if (facts.status === 503) headers.set("Retry-After", "60");
    applySecurityHeaders(headers);
    return new Response(html, { status: facts.status, headers });
  } catch (pageError) {
    console.error(pageError);
    const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cachePolicy("none") });
    applySecurityHeaders(headers);
    return new Response("Something went wrong. Please try again later.", { status: 500, headers });
  }
}

/**
 * The answer of a request that met a database failure (workers/db/storage-guard.ts), whatever
 * its route made of it (a 500 from a loader, a 404 from a service that read nothing, a page
 * with holes): a 503 with Retry-After, so no cache keeps it and the visitor knows to come back.
 * A client navigation's data (`.data`) keeps Remix's encoded error, which the browser's error
 * boundary shows; a JSON API answers JSON; everything else the plain page in the site's language.
 */
export async function answerStorageFailure(
  request: Request,
  { language, failure }: { language: Language; failure: () => StorageUnavailableError | null },
  response: Response,
): Promise<Response> {
  // Asked once the route has answered: its loaders and actions have all run by then.
  if (!failure()) return response;
  if (new URL(request.url).pathname.endsWith(".data")) {
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", cachePolicy("none"));
    headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    headers.delete("Set-Cookie");
    return new Response(response.body, { status: 503, headers });
  }
  await response.body?.cancel();
  return unavailableResponse(request, language);
}

/** 503 in the site's language: JSON for the API, a plain page (no scripts) for everything else. */
export function unavailableResponse(request: Request, language: Language): Response {
  const url = new URL(request.url);
  const messages = catalogues[language];
  const headers = new Headers({
    "Cache-Control": cachePolicy("none"),
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Content-Language": language,
  });
  applySecurityHeaders(headers);
  if (
    url.pathname.startsWith("/api/") ||
    url.pathname.startsWith("/oidc/token") ||
    /\bapplication\/json\b/.test(request.headers.get("Accept") ?? "")
  ) {
    return Response.json({ errors: { formErrors: [messages.errors.unavailableBody], fieldErrors: {} } }, { status: 503, headers });
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", PLAIN_PAGE_CSP);
  const retryHref = request.method === "GET" ? url.pathname + url.search : url.pathname;
  return new Response(errorPageHtml({ language, status: 503, retryHref, details: null }), { status: 503, headers });
}

/** The plain page runs no script and loads nothing: its CSP allows its inline style only. */
const PLAIN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * What the page may say, from the raw bindings. When they cannot be parsed, the environment
 * is unknown: details stay hidden unless it says "development" outright.
 */
export function errorFacts(rawEnv: unknown): { status: 500 | 503; showDetails: boolean; defaultTenant?: string } {
  const raw = (typeof rawEnv === "object" && rawEnv !== null ? rawEnv : {}) as Record<string, unknown>;
  const defaultTenant = typeof raw.DEFAULT_TENANT === "string" ? raw.DEFAULT_TENANT : undefined;
  const env = envSchema.safeParse(rawEnv);
  if (!env.success) return { status: 503, showDetails: raw.ENVIRONMENT === "development", defaultTenant };
  return { status: 500, showDetails: env.data.ENVIRONMENT !== "production", defaultTenant: env.data.DEFAULT_TENANT };
}

export function errorPageHtml({
  language,
  status,
  retryHref,
  details,
}: {
  language: Language;
  status: 500 | 503;
  retryHref: string;
  details: string | null;
}): string {
  const messages = catalogues[language];
  const title = status === 503 ? messages.errors.unavailableTitle : messages.errors.genericTitle;
  const body = status === 503 ? messages.errors.unavailableBody : messages.notification.ERROR;
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(titleWithBrand(title, messages.meta.titleSuffix))}</title>`,
    "<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f1f1f}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style>",
    "</head><body><main>",
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(retryHref)}">${escapeHtml(messages.errors.retry)}</a></p>`,
    details ? `<pre data-testid="error-details">${escapeHtml(details)}</pre>` : "",
    "</main></body></html>",
  ].join("");
}

/** The message only: a stack trace names our files and lines, and helps nobody reading the page. */
function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
