/**
 * Toasts after a saved-state change: 3000 ms at the bottom centre. A form post
 * without JavaScript ends in a redirect that names its toast in the `toast` search parameter
 * (one of these keys, a message key under "wishlist.toast"); with JavaScript the same key comes
 * back in the action's answer. Anything else in the parameter is ignored.
 */
export const TOAST_KEYS = [
  "added",
  "removed",
  "travelRemoved",
  "subscribed",
  "activated",
  "deactivated",
  "pollShared",
  "pollRevoked",
  "error",
] as const;
export type ToastKey = (typeof TOAST_KEYS)[number];

export const TOAST_PARAM = "toast";
/** The window event a form posted in place (a heart's fetcher) raises to show a toast (toast-host.tsx). */
export const TOAST_EVENT = "caravan:toast";
export const TOAST_DURATION_MS = 3000;

export function toastKeyOf(value: string | null | undefined): ToastKey | null {
  return (TOAST_KEYS as readonly string[]).includes(value ?? "") ? (value as ToastKey) : null;
}

/** A local path with its toast named (replacing any earlier one). */
export function withToast(path: string, key: ToastKey): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set(TOAST_PARAM, key);
  return url.pathname + url.search + url.hash;
}
