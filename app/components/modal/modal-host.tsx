import { useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { openModals } from "../../lib/shell/modal-url";

/**
 * Every modal is a separate chunk (the filters form, the calendar, the site and currency lists):
 * a page's first download carries only what it shows. The server waits for them before it
 * answers (entry.server.tsx), so a URL with the modal open is complete without JavaScript;
 * in the browser the chunk is fetched on intent (below) or when the modal opens.
 */
const LOADERS = {
  country: () => import("../layout/country-modal").then((module) => ({ default: module.CountryModal })),
  currency: () => import("../layout/currency-modal").then((module) => ({ default: module.CurrencyModal })),
  "modal-filters": () => import("../search/filters-modal").then((module) => ({ default: module.FiltersModal })),
  "available-dates": () => import("../calendar/available-dates-modal").then((module) => ({ default: module.AvailableDatesModal })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

/** The modals the shell knows; feature modals join LOADERS. */
const MODALS: Record<string, ComponentType> = Object.fromEntries(Object.entries(LOADERS).map(([name, load]) => [name, lazy(load)]));

/** Starts fetching a modal's code ahead of its opening. */
function preloadModal(name: string): void {
  if (!(name in LOADERS)) return;
  void LOADERS[name as keyof typeof LOADERS]().catch(() => {
    // Opening the modal retries and, if the chunk is still missing, shows the error page.
  });
}

/** The modals a link would open: the `modal` values of its URL. */
function modalsOf(target: EventTarget | null): string[] {
  const anchor = target instanceof Element ? target.closest("a[href*='modal=']") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return [];
  return openModals(new URL(anchor.href, window.location.href).searchParams);
}

/**
 * 000 §2 Modal host: reads `modal` from the URL and renders every open modal, the last on
 * top. Page scroll is locked by CSS while any overlay is in the document, so the lock is
 * released only when the last stacked modal closes.
 */
export function ModalHost() {
  const [search] = useSearchParams();
  // Intent: the pointer or the focus reaching a link that opens a modal loads its code, for
  // every such link on the page, without each link having to say so.
  useEffect(() => {
    const onIntent = (event: Event) => modalsOf(event.target).forEach(preloadModal);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    document.addEventListener("touchstart", onIntent, { passive: true });
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("touchstart", onIntent);
    };
  }, []);
  const open = openModals(search).filter((name) => name in MODALS);
  return (
    <>
      {open.map((name) => {
        const Component = MODALS[name]!;
        return (
          <Suspense key={name} fallback={null}>
            <Component />
          </Suspense>
        );
      })}
    </>
  );
}
