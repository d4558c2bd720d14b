import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, type FormEvent } from "react";
import type { AnalyticsSection } from "../../lib/analytics/events";
import { track } from "../../lib/analytics/track";
import { pluralForm } from "../../lib/format/plural";
import { TOAST_EVENT } from "../../lib/wishlist/toast";
import { useTranslation } from "../shell/translation";
import { useRootData } from "../shell/use-tenant";
import { HeartIcon } from "./heart-icon";
import { FETCH_FIELD, FETCH_VALUE, useSaved } from "./use-saved";
import { heartKey } from "../../lib/wishlist/heart-key";

/** What the wishlist action answers a fetcher (app/routes/wishlist.server.ts). */
export type WishlistReply = { ok: boolean; toast?: string; saved?: boolean; goTo?: string };

type Props = {
  /** The wishlist page's localized path: its action. */
  action: string;
  travelId: number;
  /** A departure of the trip; absent for the trip itself. */
  tourId?: number;
  /** What the heart saves, in words (its accessible name). */
  title: string;
  /** Where the heart sits, reported with its analytics events. */
  sectionFrom: AnalyticsSection;
  /** A trip's count of saved departures shown beside it (wishlistedToursCount). */
  showCount?: boolean;
};

/**
 * The heart: a form posted to the wishlist page's action. Without JavaScript it
 * answers 303 back here with a toast, or with the wishlist modal for a guest. With it, a
 * fetcher posts in place: the heart flips at once, a toast follows, a failure flips it back
 * with the generic error toast, and a guest is taken to the modal on the URL.
 */
export function HeartButton({ action, travelId, tourId, title, sectionFrom, showCount = false }: Props) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const pageType = useRootData()?.pageType ?? "";
  const { isSaved, toursCount } = useSaved();
  const fetcher = useFetcher<WishlistReply>({ key: `wishlist-${travelId}-${tourId ?? 0}` });
  const saved = isSaved(travelId, tourId);
  const count = showCount ? toursCount(travelId) : 0;
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!reply) return;
    if (reply.goTo) navigate(reply.goTo, { preventScrollReset: true });
    else window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: reply.ok ? reply.toast : "error" }));
  }, [reply, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Removing a trip takes its saved departures too, so it asks first.
    if (saved && !tourId && toursCount(travelId) > 0) {
      if (!window.confirm(`${t("wishlist.confirm.travelTitle")}\n${t("wishlist.confirm.travelBody", { title })}`)) return;
      form.set("intent", "remove-travel");
    }
    form.set(FETCH_FIELD, FETCH_VALUE);
    track(saved ? "wishlistRemove" : "wishlistAdd", {
      pageType,
      sectionFrom,
      travelId: String(travelId),
      ...(tourId ? { tourId: String(tourId) } : {}),
    });
    fetcher.submit(form, { method: "post", action: event.currentTarget.getAttribute("action") ?? undefined, preventScrollReset: true });
  };

  return (
    <form
      method="post"
      action={action}
      className="heart-form"
      data-heart={heartKey(travelId, tourId)}
      data-shows-count={showCount ? "" : undefined}
      onSubmit={submit}
    >
      <input type="hidden" name="travelId" value={travelId} />
      {tourId ? <input type="hidden" name="tourId" value={tourId} /> : null}
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={`heart${saved ? " is-saved" : ""}`}
        aria-pressed={saved}
        aria-label={t(saved ? "wishlist.heart.remove" : "wishlist.heart.save", { title })}
      >
        <HeartIcon filled={saved} />
      </button>
      {count > 0 && (
        <span className="heart-count">
          {count}
          <span className="visually-hidden"> {pluralForm(t("wishlist.heart.toursSaved", { count }), count, i18n.language)}</span>
        </span>
      )}
    </form>
  );
}
