import { useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { openModals } from "../../lib/shell/modal-url";
import { useRootData } from "../shell/use-tenant";

/**
 * Every modal is a separate chunk (the filters form, the calendar, the site and currency lists):
 * a page's first download carries only what it shows. The server waits for them before it
 * answers (entry.server.tsx), so a URL with the modal open is complete without JavaScript;
 * in the browser the chunk is fetched on intent (below) or when the modal opens.
 */
/** The account modals share one chunk. */
const account = () => import("./account-modal");

const LOADERS = {
  country: () => import("../country-and-currency/country-modal"),
  currency: () => import("../country-and-currency/currency-modal"),
  "modal-filters": () => import("../search/filters-modal"),
  "available-dates": () => import("../calendar/available-dates-modal"),
  wishlist: account,
  "notify-me": account,
  "group-info": account,
  newsletter: account,
  "talk-to-us": () => import("../talk-to-us/talk-to-us-modal"),
} satisfies Record<string, () => Promise<Record<string, ComponentType>>>;

/**
 * The modals the shell knows; feature modals join LOADERS. A modal's module exports its one
 * component (written once here rather than per entry: this code is on every first visit).
 */
const MODALS = new Map<string, ComponentType>(
  Object.entries(LOADERS).map(([name, load]) => [name, lazy(() => load().then((module) => ({ default: Object.values(module)[0]! })))]),
);

/** Starts fetching a modal's code ahead of its opening. */
function preloadModal(name: string): void {
  // A Map, not `in`: `?modal=constructor` names no modal (an object's prototype would say it does).
  if (MODALS.has(name))
    void LOADERS[name as keyof typeof LOADERS]().catch(() => {
      // Opening the modal retries and, if the chunk is still missing, shows the error page.
    });
}

/** The modals a link would open: the `modal` values of its URL. */
function modalsOf(target: EventTarget | null): string[] {
  // Not every target is an element (focus on the window); an SVG link's href is no string and names no modal.
  const anchor = (target as Element | null)?.closest?.("a[href*='modal=']") as HTMLAnchorElement | null;
  return anchor ? openModals(new URL(anchor.href, location.href).searchParams) : [];
}

/**
 * Modal host: reads `modal` from the URL and renders every open modal, the last on
 * top. Page scroll is locked by CSS while any overlay is in the document, so the lock is
 * released only when the last stacked modal closes.
 */
export function ModalHost() {
  const [search] = useSearchParams();
  const offer = useRootData()?.geolocation;
  // Intent: the pointer or the focus reaching a link that opens a modal loads its code, for
  // every such link on the page, without each link having to say so.
  useEffect(() => {
    const onIntent = (event: Event) => modalsOf(event.target).forEach(preloadModal);
    // Pointer events cover touch too: a finger landing on a link fires pointerover before the tap.
    const events = ["pointerover", "focusin"];
    // Neither event can block scrolling, so no `passive` hint is needed.
    for (const name of events) document.addEventListener(name, onIntent);
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent);
    };
  }, []);
  // The country modal opens on load when the page offers the visitor another site.
  // A Set: a name twice in the URL (or offered and asked for) is one modal.
  const open = new Set(offer ? ["country", ...openModals(search)] : openModals(search));
  // A name no modal has renders nothing.
  return [...open].map((name) => {
    const Component = MODALS.get(name);
    return (
      Component && (
        <Suspense key={name} fallback={null}>
          <Component />
        </Suspense>
      )
    );
  });
}
