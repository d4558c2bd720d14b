import { createContext, useContext, useMemo, type ReactNode } from "react";
import { translate, type Messages, type TranslateVars } from "../../lib/format/translate";

type Translation = {
  t: (key: string, vars?: TranslateVars) => string;
  i18n: { language: string };
  messages: Messages;
};

const TranslationContext = createContext<Translation>({ t: (key) => key, i18n: { language: "en" }, messages: {} });

/**
 * The page's one catalogue for components, on the server and in the browser alike.
 * Loaders translate with remix-i18next; components only need lookups, so the browser
 * carries this instead of i18next (about 15 KiB gzip of the first visit's JavaScript).
 */
export function TranslationProvider({ language, messages, children }: { language: string; messages: Messages; children: ReactNode }) {
  const value = useMemo<Translation>(
    () => ({ t: (key, vars) => translate(messages, key, vars, language), i18n: { language }, messages }),
    [language, messages],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  return useContext(TranslationContext);
}
