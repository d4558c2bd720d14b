import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ChunkLoadError } from "./components/errors/chunk-load-error";
import { SHELL_ELEMENT_ID, SiteShellProvider } from "./components/shell/site-shell";
import { FALLBACK_ELEMENT_ID, SiteFallbackProvider, type SiteFallback } from "./components/shell/site-fallback";
import { CATALOGUE_ELEMENT_ID, TranslationProvider } from "./components/shell/translation";
import { allowChunkReload } from "./lib/shell/chunk-reload";
import type { Messages } from "./lib/format/translate";

// Read by Remix's route-module loader (patches/@remix-run+react*.patch) when a page's script
// fails to load: it reloads only when allowed, else it renders the fallback page.
Object.assign(window, {
  __caravanAllowChunkReload: () => allowChunkReload(safeSessionStorage(), Date.now()),
  __caravanChunkFallback: { default: ChunkLoadError },
});

// The server embeds the page's one catalogue, so the browser never fetches or bundles the others.
const language = document.documentElement.lang;
const messages = JSON.parse(document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent ?? "{}") as Messages;
const shell = JSON.parse(document.getElementById(SHELL_ELEMENT_ID)?.textContent ?? "null") as Parameters<
  typeof SiteShellProvider
>[0]["shell"];
// Present only on an error page of the root boundary (site-fallback.tsx).
const fallback = JSON.parse(document.getElementById(FALLBACK_ELEMENT_ID)?.textContent ?? "null") as SiteFallback | null;

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
  );
});

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
