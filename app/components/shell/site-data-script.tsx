import { createContext, useContext, type ReactNode } from "react";
import { useNonce } from "./nonce";

const SiteDataHrefContext = createContext<string | null>(null);

/** The address of the site's data (app/server/site-data.server.ts): given by entry.server only. */
export function SiteDataHrefProvider({ href, children }: { href: string | null; children: ReactNode }) {
  return <SiteDataHrefContext.Provider value={href}>{children}</SiteDataHrefContext.Provider>;
}

/**
 * Starts fetching the site's data (catalogue and shell) as the head is parsed, beside the
 * page's modules, and leaves the promise in `window.__caravanSiteData` for entry.client.tsx.
 * It runs only with JavaScript on: a visitor without it never downloads what only hydration
 * needs. The browser keeps the file (its address names its content), so a visitor's later
 * pages fetch nothing.
 * In the browser the element is hydrated as the server wrote it; its text is not rendered again.
 */
export function SiteDataScript() {
  const href = useContext(SiteDataHrefContext);
  const nonce = useNonce();
  const code = href
    ? `window.__caravanSiteData=fetch(${JSON.stringify(href)}).then(function(r){if(!r.ok)throw new Error("site data: "+r.status);return r.json()})`
    : "";
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the one fixed statement above, whose only value is the site data's address (letters, digits, `/`, `-`, `.`), written as a JSON string.
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
