import { catalogues } from "../../locales";
import { resolveTenant } from "../../tenants";
import { cachePolicy } from "../../app/lib/http/cache-policy";

/** The plain page runs no script and loads nothing: its CSP allows its inline style only. */
const PLAIN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export type RefusalStatus = 403 | 405 | 413 | 415;

/**
 * The entry's refusals (a write from another site, a method the route does not take, a body
 * past the cap, a body that is no form) as a small page in the site's language, keeping their status codes. `rawEnv` names
 * the default site for an unknown host; a JSON API caller reads the status and the text.
 */
export function refusalResponse(request: Request, status: RefusalStatus, rawEnv?: unknown): Response {
  const fallback = (rawEnv as { DEFAULT_TENANT?: unknown } | undefined)?.DEFAULT_TENANT;
  const language = resolveTenant(new URL(request.url).hostname, typeof fallback === "string" ? fallback : undefined).language;
  const texts = catalogues[language].accountSteps.http[`${status}`];
  const html = [
    "<!doctype html>",
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(texts.title)} · Caravan</title>`,
    "<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f1f1f}</style>",
    "</head><body><main>",
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<p role="alert">${escapeHtml(texts.body)}</p>`,
    "</main></body></html>",
  ].join("");
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Language": language,
      "Cache-Control": cachePolicy("none"),
      "Content-Security-Policy": PLAIN_PAGE_CSP,
    },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
