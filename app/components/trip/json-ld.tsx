import { jsonLdText } from "../../lib/trip/jsonld";
import { useNonce } from "../shell/nonce";

/** Structured data with the response's CSP nonce; `<` is escaped (trip-jsonld.ts). */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
