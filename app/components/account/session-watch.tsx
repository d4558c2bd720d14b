import { useEffect, useRef } from "react";
import { useRootData } from "../shell/use-tenant";

/**
 * In the browser: the current user is loaded once per page load for a signed-in
 * person and again whenever the tab becomes visible (session-check-run.ts decides what a
 * difference means). The checking code loads on demand, so first visits do not carry it.
 * Renders nothing.
 */
export function SessionWatch() {
  const root = useRef(useRootData());
  root.current = useRootData();
  const userId = root.current?.user?.id;
  useEffect(() => {
    const run = (first: boolean) =>
      import("./session-check-run").then(
        (check) => check.checkSession(root.current, first),
        () => {},
      );
    if (userId) run(true);
    const onVisible = () => document.visibilityState === "visible" && run(false);
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [userId]);
  return null;
}
