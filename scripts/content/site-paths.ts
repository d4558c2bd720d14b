/**
 * The paths the site's own routes answer (remix.config.js: every localized route path and
 * the fixed routes), so a slug that one of them would shadow is refused at publish time.
 */
import config from "../../remix.config.js";

type Define = (path: string, file?: string, options?: unknown) => void;

let patterns: string[][] | null = null;

/** Each route path as segments (`:param` matches any segment); the catch-all `*` is left out. */
function routePatterns(): string[][] {
  if (patterns) return patterns;
  const paths: string[] = [];
  const defineRoutes = (callback: (route: Define) => void) => {
    callback((path) => paths.push(path));
    return {};
  };
  (config.routes as unknown as (define: typeof defineRoutes) => unknown)(defineRoutes);
  patterns = paths.filter((path) => path !== "*").map((path) => path.split("/").filter(Boolean));
  return patterns;
}

/** The first route path that answers `/slug` before the catch-all would, or null. */
export function routeShadowing(slug: string): string | null {
  const parts = slug.split("/");
  // Static files and build output are served before the Worker runs.
  if (parts[0] === "build") return "/build (the site's scripts and styles)";
  for (const segments of routePatterns()) {
    if (segments.length !== parts.length) continue;
    if (segments.every((segment, i) => segment.startsWith(":") || segment.toLowerCase() === parts[i])) return `/${segments.join("/")}`;
  }
  return null;
}
