import { useNonce } from "../shell/nonce";

/**
 * The event's structured data with the response's CSP nonce; `<` is escaped so the text can
 * never close the element. Its own small component: the trip pages' one brings the tour rules
 * along, which the meetup pages do not need.
 */
export function EventJsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data JSON for the browser with every `<` escaped, so it cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
