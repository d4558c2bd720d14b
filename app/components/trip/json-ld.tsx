import { jsonLdText } from "../../lib/trip/jsonld";
import { useNonce } from "../shell/nonce";

/** Structured data with the response's CSP nonce; `<` is escaped (trip-jsonld.ts). */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data JSON for the browser with every `<` escaped, so it cannot close the script element.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
