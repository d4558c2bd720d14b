import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse } from "@remix-run/react";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { catalogues } from "../locales";
import type { TenantConfig } from "../tenants";
import { TranslationProvider } from "./components/shell/translation";
import { NonceProvider } from "./components/shell/nonce";
import { SiteShellProvider } from "./components/shell/site-shell";
import { SiteFallbackProvider, siteFallbackOf } from "./components/shell/site-fallback";
import { siteShellOf } from "./server/site-shell.server";
import { siteDataOf } from "./server/site-data.server";
import { SiteDataHrefProvider } from "./components/shell/site-data-script";
import { cachePolicy } from "./lib/http/cache-policy";
import { KeptMarkupContext } from "./components/shell/kept-markup";
import { keepFromDocument, keptMarkupForRequest } from "./server/kept-markup.server";

export const streamTimeout = 5_000;

/**
 * The name of a site's data file (its catalogue and shell), which a deploy may change alone:
 * the Worker's copies of pages name it (workers/pipeline.ts reads it from the server build).
 */
export function siteDataFileOf(tenant: TenantConfig): string {
  return siteDataOf(tenant).file;
}

/**
 * What reaches the log: server errors only. A visitor's 4xx (a POST to a page without a
 * form, an oversized body the entry answers 413) and an aborted request are not faults.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && error.name === "BodyTooLargeError") return;
  // The storage guard logged the outage when it met it; the entry answers 503.
  if (error instanceof Error && error.name === "StorageUnavailableError") return;
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { tenant, nonce, currency, isProduction } = loadContext;
  // A request that met a database failure is answered 503 by the Worker entry (its plain page in
  // the site's language): the document that would be thrown away is not rendered at all.
  if (loadContext.storageFailure()) return new Response(null, { status: 503, headers: { "Cache-Control": cachePolicy("none") } });
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  let status = responseStatusCode;
  const kept = keptMarkupForRequest();
  const body = await renderToReadableStream(
    <KeptMarkupContext.Provider value={kept.memo}>
      <NonceProvider value={nonce}>
        <TranslationProvider language={tenant.language} messages={catalogues[tenant.language]}>
          <SiteShellProvider shell={siteShellOf(tenant)}>
            <SiteFallbackProvider
              value={siteFallbackOf(remixContext.staticHandlerContext.loaderData.root != null, { tenant, currency, isProduction })}
            >
              <SiteDataHrefProvider href={siteDataOf(tenant).href}>
                <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
              </SiteDataHrefProvider>
            </SiteFallbackProvider>
          </SiteShellProvider>
        </TranslationProvider>
      </NonceProvider>
    </KeptMarkupContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.finally(() => clearTimeout(timeout));
  // The whole document at once, for crawlers and people alike: URL-driven modals are lazy
  // components (modal-host.tsx), and a page must be complete without JavaScript, never a
  // fallback waiting for a streamed swap script. No loader defers data, so nothing is lost.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", tenant.language);
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", cachePolicy("revalidate"));
  responseHeaders.append("Vary", "Cookie");
  if (kept.wanted.size === 0 || status !== 200) return new Response(body, { headers: responseHeaders, status });
  // A part met for the first time under its key: its markup is read from the finished document
  // and kept, so the next render with the same key writes it as it stands.
  const document = new Uint8Array(await new Response(body).arrayBuffer());
  keepFromDocument(new TextDecoder().decode(document), kept.wanted);
  return new Response(document, { headers: responseHeaders, status });
}
