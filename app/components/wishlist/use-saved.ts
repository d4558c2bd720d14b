import { useFetchers } from "@remix-run/react";
import { useRootData } from "../shell/use-tenant";

/** The hidden field that tells the wishlist action a fetcher asks (it answers data, not a redirect). */
export const FETCH_FIELD = "via";
export const FETCH_VALUE = "fetch";

export type SavedState = {
  signedIn: boolean;
  /** isWishlisted of a tour, or a trip's own entry. */
  isSaved: (travelId: number, tourId?: number) => boolean;
  /** wishlistedToursCount: how many of the trip's tours the person saved. */
  toursCount: (travelId: number) => number;
  /** Everything saved (the header's badge). */
  total: number;
};

/**
 * What the signed-in person has saved: the root loader's ids (signed-in requests only), with
 * the wishlist posts still in flight applied on top, so every heart and count on the page
 * changes at once (optimistic) and falls back if the post fails.
 */
export function useSaved(): SavedState {
  const saved = useRootData()?.wishlist ?? null;
  const fetchers = useFetchers();
  const travels = new Set(saved?.travels);
  const tours = new Map((saved?.tours ?? []).map((tour) => [tour.tourId, tour.travelId]));
  if (saved) {
    for (const fetcher of fetchers) {
      const form = fetcher.formData;
      if (!form || form.get(FETCH_FIELD) !== FETCH_VALUE) continue;
      const intent = form.get("intent");
      const travelId = Number(form.get("travelId"));
      const tourId = Number(form.get("tourId") ?? 0);
      if (intent === "remove-travel") {
        travels.delete(travelId);
        for (const [tour, owner] of tours) if (owner === travelId) tours.delete(tour);
        continue;
      }
      if (intent !== "add" && intent !== "remove") continue;
      if (tourId) {
        if (intent === "add") tours.set(tourId, travelId);
        else tours.delete(tourId);
      } else if (intent === "add") travels.add(travelId);
      else travels.delete(travelId);
    }
  }
  return {
    signedIn: saved !== null,
    isSaved: (travelId, tourId) => (tourId ? tours.has(tourId) : travels.has(travelId)),
    toursCount: (travelId) => {
      let count = 0;
      for (const owner of tours.values()) if (owner === travelId) count++;
      return count;
    },
    total: travels.size + tours.size,
  };
}
