import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { formError, type FormFailure } from "../../lib/forms/failure";
import { TOAST_PARAM } from "../../lib/wishlist/toast";
import type { wishlistAction, wishlistLoader } from "../../routes/wishlist.server";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref } from "../shell/use-tenant";

const CONFIRM_PARAM = "confirm";

/** The wishlist as its loader gives it to a signed-in person. */
export type WishlistData = Extract<ReturnType<typeof useLoaderData<typeof wishlistLoader>>, { signedIn: true }>;

/**
 * The wishlist page's state: the loader's lists, the action's refusal (already in words), the
 * page's own address without its dialog and toast, and the address that opens a confirmation.
 */
export function useWishlistPage() {
  const data = useLoaderData<typeof wishlistLoader>();
  const answer = useActionData<typeof wishlistAction>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const location = useLocation();
  // The watched searches' forms answer with the search they were about (their list reads it); the rest with a toast.
  const failure = answer && "toast" in answer && answer.ok === false ? formError(answer as FormFailure) : null;
  const search = new URLSearchParams(location.search);
  search.delete(CONFIRM_PARAM);
  search.delete(TOAST_PARAM);
  return {
    data,
    answer,
    /** The refusal's message, with the most links a person may share. */
    failure: failure ? t(failure, { max: data.pollCaps?.polls ?? "" }) : null,
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
