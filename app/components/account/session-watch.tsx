import { useEffect, useRef } from "react";
import { useRootData } from "../shell/use-tenant";

/**
 * 001 §4 in the browser: the current user is loaded once per page load for a signed-in
 * person and again whenever the tab becomes visible (session-check-run.ts decides what a
 * difference means). The checking code loads on demand, so first visits do not carry it.
 * Renders nothing.
 */
export function SessionWatch() {
  const root = useRootData();
  const userId = root?.user?.id ?? null;
  const personalArea = root?.user?.personalAreaUrl ?? null;
  const routeKey = useRef(root?.routeKey ?? null);
  routeKey.current = root?.routeKey ?? null;

  useEffect(() => {
    const run = (first: boolean) =>
      void import("./session-check-run").then((check) => check.checkSession({ userId, personalArea, routeKey: routeKey.current, first }), () => undefined);
    if (userId) run(true);
    const onVisible = () => document.visibilityState === "visible" && run(false);
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [userId, personalArea]);
  return null;
}
