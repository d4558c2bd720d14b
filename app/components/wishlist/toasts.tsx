import { lazy, Suspense, type ComponentType } from "react";

const ToastHost = lazy<ComponentType>(() =>
  import("./toast-host").then((module) => ({ default: module.ToastHost })).catch(() => ({ default: () => null })),
);

/**
 * The root's toast host, loaded beside the page rather than in its first download: the server
 * renders it in full (a toast named on the URL shows without JavaScript), and the hearts that
 * raise toasts in place load the same way. A chunk gone after a deploy renders nothing: the
 * root layout also draws the error page, which must never fail for want of a toast.
 */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
