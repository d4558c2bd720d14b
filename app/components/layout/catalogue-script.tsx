import { useTranslation } from "react-i18next";
import { useNonce } from "./nonce";

export const CATALOGUE_ELEMENT_ID = "i18n-catalogue";

/** Embeds the current language's messages as JSON for the browser's i18next. */
export function CatalogueScript() {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const messages = i18n.getResourceBundle(i18n.language, "translation") ?? {};
  // `<` is escaped so a message can never close the script element.
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return (
    <script
      id={CATALOGUE_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
