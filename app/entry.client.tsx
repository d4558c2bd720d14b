import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { CATALOGUE_ELEMENT_ID } from "./components/layout/catalogue-script";
import { ChunkLoadError } from "./components/layout/chunk-load-error";
import { allowChunkReload } from "./lib/chunk-reload";

// Read by Remix's route-module loader (patches/@remix-run+react*.patch) when a page's script
// fails to load: it reloads only when allowed, else it renders the fallback page.
Object.assign(window, {
  __caravanAllowChunkReload: () => allowChunkReload(safeSessionStorage(), Date.now()),
  __caravanChunkFallback: { default: ChunkLoadError },
});

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// The server embeds the page's one catalogue, so the browser never fetches or bundles the others.
const language = document.documentElement.lang;
const messages = JSON.parse(document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent ?? "{}");

void i18next
  .use(initReactI18next)
  .init({ ...i18nConfig, supportedLngs: [...i18nConfig.supportedLngs], lng: language, resources: { [language]: { translation: messages } } })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    });
  });
