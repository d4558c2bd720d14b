import { useSearchParams } from "@remix-run/react";
import { lazy, Suspense, type ComponentType } from "react";
import { openModals } from "../../lib/modal-url";

/**
 * Every modal is a separate chunk (the filters form, the calendar, the site and currency lists):
 * a page's first download carries only what it shows. The server waits for them before it
 * answers (entry.server.tsx), so a URL with the modal open is complete without JavaScript;
 * in the browser the chunk is fetched on intent (preloadModal) or when the modal opens.
 */
const LOADERS = {
  country: () => import("../layout/country-modal").then((module) => ({ default: module.CountryModal })),
  currency: () => import("../layout/currency-modal").then((module) => ({ default: module.CurrencyModal })),
  "modal-filters": () => import("../search/filters-modal").then((module) => ({ default: module.FiltersModal })),
  "available-dates": () => import("../calendar/available-dates-modal").then((module) => ({ default: module.AvailableDatesModal })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

/** The modals the shell knows; feature modals join LOADERS. */
const MODALS: Record<string, ComponentType> = Object.fromEntries(Object.entries(LOADERS).map(([name, load]) => [name, lazy(load)]));

/** Starts fetching a modal's code, e.g. when the pointer or focus reaches the link that opens it. */
export function preloadModal(name: keyof typeof LOADERS): void {
  void LOADERS[name]().catch(() => {
    // Opening the modal retries and, if the chunk is still missing, shows the error page.
  });
}

/** Props for a link that opens a lazily loaded modal: its code starts loading on intent. */
export function modalIntent(name: keyof typeof LOADERS) {
  const preload = () => preloadModal(name);
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}

/**
 * 000 §2 Modal host: reads `modal` from the URL and renders every open modal, the last on
 * top. Page scroll is locked by CSS while any overlay is in the document, so the lock is
 * released only when the last stacked modal closes.
 */
export function ModalHost() {
  const [search] = useSearchParams();
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
