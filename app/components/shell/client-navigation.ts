import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

/**
 * A region whose plain links navigate in the app, as a <Link> would, is marked
 * `data-client-nav=""` (written out on the element, so a page's chunk needs no import for it).
 * A <Link> costs several router hooks on every render; the header, the footer, the cards and
 * the search page's sort, tab and page links are about a hundred links on a page, so plain
 * anchors and this one listener keep the server render in its CPU budget. A link marked
 * `data-keep-scroll` keeps the scroll position (a <Link>'s preventScrollReset); one marked
 * `data-reload` loads the page as the browser does.
 *
 * The listener is on the document, after React's own, so a handler that prevented the default
 * (a <Link>'s included) is respected. Everything else (other origins, new tabs, modified
 * clicks, downloads, in-page anchors, links outside a region) is left to the browser. It
 * renders nothing and costs the server nothing.
 */
export function ClientNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = inAppNavigation(event);
      if (!to) return;
      event.preventDefault();
      navigate(to.path, { preventScrollReset: to.keepScroll });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}

/** Where a click on a region's plain link goes in the app, or null when it is the browser's to follow. */
export function inAppNavigation(event: MouseEvent): { path: string; keepScroll: boolean } | null {
  const anchor = (event.target as Element).closest?.("[data-client-nav] a[href]");
  if (event.defaultPrevented || event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self")) return null;
  if (anchor.hasAttribute("download") || anchor.hasAttribute("data-reload")) return null;
  const url = new URL(anchor.href);
  const path = url.pathname + url.search;
  if (url.origin !== location.origin || (url.hash && path === location.pathname + location.search)) return null;
  return { path: path + url.hash, keepScroll: anchor.hasAttribute("data-keep-scroll") };
}
