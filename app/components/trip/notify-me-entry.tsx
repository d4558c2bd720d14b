import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { track } from "../../lib/analytics/track";
import { modalSearch } from "../../lib/shell/modal-search";
import type { NotifyMeType } from "../../lib/trip/tour-status";

type Props = { types: NotifyMeType[]; travel: { id: number; title: string }; tourId?: number; pageType: string };

/**
 * Notify-me entry: opens the URL-driven notify-me modal (its form comes with the
 * notify-me issue) with `type` naming the tour, or the travel when it has no tours.
 */
export function NotifyMeEntry({ types, travel, tourId, pageType }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const type = tourId ? `tour-${tourId}` : `travel-${travel.id}`;
  const to = location.pathname + modalSearch(location.search, "notify-me", { type });
  const main = types.includes("STOCKOUT_TRAVEL")
    ? "STOCKOUT_TRAVEL"
    : types.includes("TOUR_CONFIRMED")
      ? "TOUR_CONFIRMED"
      : "PRICE_DROPPED";
  return (
    <Link
      to={to}
      preventScrollReset
      className="notify-me-entry"
      data-notify-me={types.join(" ")}
      onClick={() =>
        track("notifyMeOpen", {
          action: "open",
          pageType,
          sectionFrom: "notify-me",
          travelId: String(travel.id),
          travelTitle: travel.title,
          ...(tourId ? { tourId: String(tourId) } : {}),
          isWishlisted: false,
          notifyMeTypes: types,
        })
      }
    >
      {t(`trip.notifyMe.${main}`)}
    </Link>
  );
}
