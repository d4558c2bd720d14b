/** The window event a form posted in place (a heart's fetcher) raises to show a toast (toast-host.tsx). */
export const TOAST_EVENT = "caravan:toast";
