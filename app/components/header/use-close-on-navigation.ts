import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Closes a menu when the page's path or query changes. Not on the first render: the header
 * hydrates on demand (on-demand.tsx), and a menu then takes its state from what the page shows.
 */
export function useCloseOnNavigation(close: () => void) {
  const location = useLocation();
  const at = location.pathname + location.search;
  const shownAt = useRef(at);
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (shownAt.current === at) return;
    shownAt.current = at;
    latest.current();
  }, [at]);
}
