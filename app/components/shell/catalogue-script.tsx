import { useNonce } from "./nonce";
import { CATALOGUE_ELEMENT_ID, useTranslation } from "./translation";

// A catalogue is a fixed object per language: it is written out once per server instance.
const written = new WeakMap<object, string>();

function scriptJson(messages: object): string {
  let json = written.get(messages);
  if (json === undefined) {
    // `<` is escaped so a message can never close the script element.
    json = JSON.stringify(messages).replace(/</g, "\\u003c");
    written.set(messages, json);
  }
  return json;
}

/** Embeds the current language's messages as JSON for the browser. */
export function CatalogueScript() {
  const { messages } = useTranslation();
  const nonce = useNonce();
  const json = scriptJson(messages);
  return (
    <script
      id={CATALOGUE_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON for the browser with every `<` escaped, so it cannot close the script element.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
