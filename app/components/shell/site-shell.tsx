import { createContext, useContext, type ReactNode } from "react";
import type { SiteShell } from "../../lib/shell/site-shell";

const SiteShellContext = createContext<SiteShell | null>(null);

/** The site's paths, menus and review badge: given by entry.server, and by entry.client from the site's data. */
export function SiteShellProvider({ shell, children }: { shell: SiteShell | null; children: ReactNode }) {
  return <SiteShellContext.Provider value={shell}>{children}</SiteShellContext.Provider>;
}

export function useSiteShell(): SiteShell | null {
  return useContext(SiteShellContext);
}
