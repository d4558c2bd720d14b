import { createContext, useContext, type ReactNode } from "react";
import type { SiteShell } from "../../lib/shell/site-shell";
import { useNonce } from "./nonce";
import { SiteFallbackScript } from "./site-fallback";

/** The id of the script element that carries the site's shell data (entry.client.tsx reads it). */
export const SHELL_ELEMENT_ID = "site-shell";

const SiteShellContext = createContext<SiteShell | null>(null);

/** The site's paths, menus and review badge: given by entry.server and read back by entry.client. */
export function SiteShellProvider({ shell, children }: { shell: SiteShell | null; children: ReactNode }) {
  return <SiteShellContext.Provider value={shell}>{children}</SiteShellContext.Provider>;
}

export function useSiteShell(): SiteShell | null {
  return useContext(SiteShellContext);
}

// A site's shell is a fixed object per server instance: written out once.
const written = new WeakMap<object, string>();

/** Embeds the shell as JSON for the browser (`<` escaped so it cannot close the element). */
export function SiteShellScript() {
  const shell = useSiteShell();
  const nonce = useNonce();
  if (!shell) return null;
  let json = written.get(shell);
  if (json === undefined) {
    json = JSON.stringify(shell).replace(/</g, "\\u003c");
    written.set(shell, json);
  }
  return (
    <>
      <script
        id={SHELL_ELEMENT_ID}
        type="application/json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON for the browser with every `<` escaped, so it cannot close the script element.
        dangerouslySetInnerHTML={{ __html: json }}
      />
      {/* Only an error page of the root boundary has one (site-fallback.tsx). */}
      <SiteFallbackScript />
    </>
  );
}
