/**
 * What bean bars do with JavaScript (loaded by bean-bar.tsx when a page has one): closing hides
 * the bar at once and posts the same form in the background (the server remembers it in a
 * cookie for the next pages), and scrolling past a bar is reported once.
 */
import { track } from "../../lib/analytics/track";
import type { PageType } from "../../lib/analytics/page-type";

const watched = new WeakSet<HTMLElement>();
const reported = new WeakSet<Element>();
let pageType: PageType = "";
let scrolling = false;

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  const bar = form.closest<HTMLElement>(".bean-bar");
  if (!bar || !form.matches(".bean-close")) return;
  event.preventDefault();
  bar.hidden = true;
  // The button that had the focus is gone: the page's content is next.
  document.getElementById("main")?.focus({ preventScroll: true });
  // `manual`: the 303 back to the page is not followed (its HTML is not needed); the cookie is kept.
  void fetch(form.action, {
    method: "POST",
    body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    redirect: "manual",
  }).catch(() => {
    // Offline: the bar is hidden on this page and shows again on the next one.
  });
}

function onScroll() {
  for (const bar of document.querySelectorAll<HTMLElement>(".bean-bar:not([hidden])")) {
    if (reported.has(bar) || window.scrollY < bar.offsetTop + bar.offsetHeight) continue;
    reported.add(bar);
    track("beanBarScrolledPast", { pageType, beanId: bar.dataset.bean ?? "" });
  }
}

export function watch(container: HTMLElement | null, type: PageType | undefined): void {
  pageType = type ?? "";
  if (!scrolling) window.addEventListener("scroll", onScroll, { passive: true });
  scrolling = true;
  if (!container || watched.has(container)) return;
  watched.add(container);
  container.addEventListener("submit", onSubmit);
}
