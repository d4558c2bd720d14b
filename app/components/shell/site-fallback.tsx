import { createContext, useContext, type ReactNode } from "react";
import type { TenantConfig } from "../../../tenants/schema";
import { useNonce } from "./nonce";

/**
 * What the shell needs when the root loader has not run. Remix runs no loader at or below the
 * boundary that renders an error, and the root's boundary catches what the pages do not (a POST
 * to a page without an action answers 405 from there): without this, such a page had no header
 * or footer, said lang="en" over the site's text, and hid its details even in development.
 * The server gives it from the load context; the document carries it only on such pages, and
 * the browser reads it back before hydrating (entry.client.tsx).
 */
export type SiteFallback = { tenant: TenantConfig; currency: string; isProduction: boolean; routeKey: null; canonical: null; sites: [] };

/** The fallback for a render whose root loader did not run, built by the server; null otherwise. */
export function siteFallbackOf(rootLoaded: boolean, site: Pick<SiteFallback, "tenant" | "currency" | "isProduction">): SiteFallback | null {
  return rootLoaded ? null : { ...site, routeKey: null, canonical: null, sites: [] };
}

export const FALLBACK_ELEMENT_ID = "site-fallback";

const SiteFallbackContext = createContext<SiteFallback | null>(null);

export function SiteFallbackProvider({ value, children }: { value: SiteFallback | null; children: ReactNode }) {
  return <SiteFallbackContext.Provider value={value}>{children}</SiteFallbackContext.Provider>;
}

export function useSiteFallback(): SiteFallback | null {
  return useContext(SiteFallbackContext);
}

/** Embeds the fallback for the browser (there is one only when the root loader's data is missing). */
export function SiteFallbackScript() {
  const fallback = useSiteFallback();
  const nonce = useNonce();
  if (!fallback) return null;
  const json = JSON.stringify(fallback).replace(/</g, "\\u003c");
  return (
    <script
      id={FALLBACK_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON for the browser with every `<` escaped, so it cannot close the script element.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
