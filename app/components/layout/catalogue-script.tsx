import { useNonce } from "./nonce";
import { useTranslation } from "./translation";

export const CATALOGUE_ELEMENT_ID = "i18n-catalogue";

/** Embeds the current language's messages as JSON for the browser. */
export function CatalogueScript() {
  const { messages } = useTranslation();
  const nonce = useNonce();
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
