import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ChunkLoadError } from "./components/errors/chunk-load-error";
import { SiteShellProvider } from "./components/shell/site-shell";
import { FALLBACK_ELEMENT_ID, SiteFallbackProvider, type SiteFallback } from "./components/shell/site-fallback";
import { TranslationProvider } from "./components/shell/translation";
import { allowChunkReload } from "./lib/shell/chunk-reload";
import type { SiteData } from "./lib/shell/site-data";

// Read by Remix's route-module loader (patches/@remix-run+react*.patch) when a page's script
// fails to load: it reloads only when allowed, else it renders the fallback page.
Object.assign(window, {
  __caravanAllowChunkReload: () => allowChunkReload(safeSessionStorage(), Date.now()),
  __caravanChunkFallback: { default: ChunkLoadError },
});

// The site's data (its language's catalogue and its shell) is fetched by the document's head
// (site-data-script.tsx), beside this module: the page is hydrated when both are here.
const language = document.documentElement.lang;
// Present only on an error page of the root boundary (site-fallback.tsx).
const fallback = JSON.parse(document.getElementById(FALLBACK_ELEMENT_ID)?.textContent ?? "null") as SiteFallback | null;
// Otherwise the page stays as the server wrote it, and works as it does without JavaScript. A
// page from an earlier deploy names data no longer served: it is reloaded, at most once a minute.
(window as { __caravanSiteData?: Promise<SiteData> }).__caravanSiteData?.then(hydrate, (error: unknown) => {
  if (String(error).endsWith(" 404") && allowChunkReload(safeSessionStorage(), Date.now())) window.location.reload();
  else throw error;
});

function hydrate({ messages, shell }: SiteData) {
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider language={language} messages={messages}>
        <SiteShellProvider shell={shell}>
          <SiteFallbackProvider value={fallback}>
            <StrictMode>
              <RemixBrowser />
            </StrictMode>
          </SiteFallbackProvider>
        </SiteShellProvider>
      </TranslationProvider>,
      // A part hydrated on demand may be redrawn before its code came, as it means to be
      // (app/components/shell/on-demand.tsx says which reports those are; it is in the root's
      // chunk, not this one). The rest get React's default: the browser's error report.
      { onRecoverableError: (error) => (window as OnDemandHook).__caravanOnDemandRedraw?.(error) || reportError(error) },
    );
  });
}

type OnDemandHook = { __caravanOnDemandRedraw?: (error: unknown) => boolean };

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
