import { useActionData, useLocation } from "@remix-run/react";
import type { SubscriptionView } from "../../../workers/services/wishlist/types";
import type { TourCardView, TravelCardView } from "../../lib/cards/card-data";
import { formError, isFormFailure } from "../../lib/forms/failure";
import { TOAST_PARAM } from "../../lib/wishlist/toast";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref } from "../shell/use-tenant";

const CONFIRM_PARAM = "confirm";

/** What the wishlist lists for a signed-in person, as its loader gives it. */
export type WishlistData = {
  saved: { travels: TravelCardView[]; tours: TourCardView[] };
  alerts: SubscriptionView[];
  /** The confirmation the address asks for, when its trip or alert is on the page. */
  confirm: { kind: "travel"; travelId: number } | { kind: "alert"; subscriptionId: string } | null;
};

/**
 * The wishlist page's state: the loader's lists, the action's refusal (already in words), the
 * page's own address without its dialog and toast, and the address that opens a confirmation.
 */
export function useWishlistPage({ maxPolls }: { maxPolls: number | undefined }) {
  const answer = useActionData<object>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const location = useLocation();
  // The watched searches' forms answer with the search they were about (their list reads it); the rest with a toast.
  const failure = answer && "toast" in answer && isFormFailure(answer) ? formError(answer) : null;
  const search = new URLSearchParams(location.search);
  search.delete(CONFIRM_PARAM);
  search.delete(TOAST_PARAM);
  return {
    answer,
    /** The refusal's message, with the most links a person may share. */
    failure: failure ? t(failure, { max: maxPolls ?? "" }) : null,
    /** The wishlist's address: its forms post here. */
    path: to("wishlist"),
    /** This page without a dialog or a toast: where a form comes back to and a dialog's Cancel goes. */
    here: location.pathname + (search.size ? `?${search}` : ""),
    /** This page with a confirmation dialog open (`travel-7`, `alert-12`). */
    confirmHref: (state: string) => {
      const next = new URLSearchParams(search);
      next.set(CONFIRM_PARAM, state);
      return `${location.pathname}?${next}`;
    },
  };
}

export type WishlistPageState = ReturnType<typeof useWishlistPage>;
