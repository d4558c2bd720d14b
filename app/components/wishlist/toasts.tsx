import { lazy, Suspense } from "react";

const ToastHost = lazy(() => import("./toast-host").then((module) => ({ default: module.ToastHost })));

/**
 * The root's toast host, loaded beside the page rather than in its first download: the server
 * renders it in full (a toast named on the URL shows without JavaScript), and the hearts that
 * raise toasts in place load the same way.
 */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
