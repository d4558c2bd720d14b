import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { CATALOGUE_ELEMENT_ID } from "./components/layout/catalogue-script";

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
