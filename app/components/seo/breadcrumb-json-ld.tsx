import { useNonce } from "../shell/nonce";

/**
 * A page's BreadcrumbList (app/lib/seo/breadcrumb.ts) with the response's CSP nonce; `<` is
 * escaped so no name can close the element. Small on purpose: the list and area pages load it
 * without the trip pages' structured-data rules.
 */
export function BreadcrumbJsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data JSON with every `<` escaped, so it cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
