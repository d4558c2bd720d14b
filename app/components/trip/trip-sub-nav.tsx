import { useLocation } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { toSearchString, withModal } from "../../lib/shell/modal-url";
import { useLocalizedHref } from "../shell/use-tenant";

/**
 * Links between the trip page, its itinerary and snapshot, and the available-dates modal. A trip
 * with no departures has no dates to see: `hasDates` false leaves that link out.
 */
export function TripSubNav({
  slug,
  current,
  hasDates,
}: {
  slug: string;
  current: "travels-travel" | "travels-travel-itinerary" | "travels-travel-snapshot";
  hasDates: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const location = useLocation();
  const tripHref = to("travels-travel", { travel: slug });
  const calendarHref =
    tripHref +
    toSearchString(
      withModal(new URLSearchParams(current === "travels-travel" ? location.search : ""), "available-dates", { layout: "calendar" }),
    );
  const items = [
    { key: "travels-travel-itinerary" as const, label: t("trip.itinerary"), href: to("travels-travel-itinerary", { travel: slug }) },
    { key: "travels-travel-snapshot" as const, label: t("trip.snapshot"), href: to("travels-travel-snapshot", { travel: slug }) },
  ];
  return (
    <nav className="trip-sub-nav" aria-label={t("trip.tripNav")} data-client-nav="">
      <ul>
        {current !== "travels-travel" && (
          <li>
            <a href={tripHref}>{t("trip.backToTrip")}</a>
          </li>
        )}
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href} aria-current={item.key === current ? "page" : undefined}>
              {item.label}
            </a>
          </li>
        ))}
        {hasDates && (
          <li>
            <a href={calendarHref} data-keep-scroll className="button" data-testid="open-calendar">
              {t("trip.calendar.open")}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
