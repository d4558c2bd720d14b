import { catalogues } from "../../locales";
import { resolveTenant, type Language } from "../../tenants";
import { envSchema } from "../env";
import { applySecurityHeaders } from "./security";

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
    const html = errorPageHtml({
      language,
      status: facts.status,
      retryHref: url.pathname + url.search,
      details: facts.showDetails ? errorMessage(error) : null,
    });
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Language": language,
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    });
    if (facts.status === 503) headers.set("Retry-After", "60");
    applySecurityHeaders(headers);
    return new Response(html, { status: facts.status, headers });
  } catch (pageError) {
    console.error(pageError);
    const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    applySecurityHeaders(headers);
    return new Response("Something went wrong. Please try again later.", { status: 500, headers });
  }
}

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

export function errorPageHtml({ language, status, retryHref, details }: { language: Language; status: 500 | 503; retryHref: string; details: string | null }): string {
  const messages = catalogues[language];
  const title = status === 503 ? messages.errors.unavailableTitle : messages.errors.genericTitle;
  const body = status === 503 ? messages.errors.unavailableBody : messages.notification.ERROR;
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · Caravan</title>`,
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
