import { ToastHost } from "./toast-host";

/**
 * The root's toast host, part of every page's first download (a few hundred bytes): the server
 * renders it in full (a toast named on the URL shows without JavaScript), and it hydrates with
 * the page. Loaded beside the page instead, its boundary stayed dehydrated until the chunk came;
 * a tap in that window (a slow phone) made React give up the server's markup (error #421).
 */
export function Toasts() {
  return <ToastHost />;
}
