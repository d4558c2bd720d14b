import { useSearchParams } from "@remix-run/react";
import type { ComponentType } from "react";
import { openModals } from "../../lib/modal-url";
import { AvailableDatesModal } from "../calendar/available-dates-modal";
import { CountryModal } from "../layout/country-modal";
import { CurrencyModal } from "../layout/currency-modal";
import { FiltersModal } from "../search/filters-modal";

/** The modals the shell knows; feature modals join this table. */
const MODALS: Record<string, ComponentType> = {
  country: CountryModal,
  currency: CurrencyModal,
  "modal-filters": FiltersModal,
  "available-dates": AvailableDatesModal,
};

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
        return <Component key={name} />;
      })}
    </>
  );
}
