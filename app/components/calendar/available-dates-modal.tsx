import { Link, useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import type { AvailableDates } from "../../lib/trip/available-dates";
import { AGE_BADGES } from "../../lib/search/filter-fields";
import { rangeLabel } from "../../lib/dates/calendar";
import { toSearchString, withoutTopModal } from "../../lib/shell/modal-url";
import { Modal } from "../modal/modal";
import { useTripFormat } from "../trip/use-trip-format";
import { CalendarMonths } from "./calendar-months";
import { DeparturesTable } from "./departures-table";

/** The trip data of the deepest route that offers it (the modal host sits outside the routes). */
function useAvailableDates(): AvailableDates | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = (matches[i]!.data as { calendar?: AvailableDates } | null | undefined)?.calendar;
    if (data) return data;
  }
  return null;
}

/**
 * Available-dates modal, URL-driven: `layout` is calendar (default) or list; with
 * `type=filters` the header also shows a back link, the 'when' range and the age and
 * discounted quick filters, which narrow the departures through the URL (no JavaScript needed).
 */
export function AvailableDatesModal() {
  const data = useAvailableDates();
  const { t } = useTranslation();
  const f = useTripFormat();
  const location = useLocation();
  if (!data) return null;
  const search = new URLSearchParams(location.search);
  const layout = search.get("layout") === "list" ? "list" : "calendar";
  const filterMode = search.get("type") === "filters";
  const age = AGE_BADGES.find((a) => a === search.get("ageBadge")) ?? null;
  const discounted = search.get("discounted") === "true";
  const departures = data.departures.filter((d) => (!age || d.ageBadge === age) && (!discounted || d.discount > 0));
  const ages = [...new Set(data.departures.map((d) => d.ageBadge))];
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) value === null ? next.delete(key) : next.set(key, value);
    return location.pathname + toSearchString(next);
  };
  const dateFrom = search.get("dateFrom");
  const dateTo = search.get("dateTo") ?? dateFrom;
  return (
    <Modal id="available-dates" title={data.travel.title} size="xl">
      <p className="available-dates-subtitle">{f.daysNights(data.travel.numberOfDays)}</p>
      {filterMode && (
        <div className="available-dates-filters">
          <Link to={location.pathname + toSearchString(withoutTopModal(search))} replace className="button">
            {t("trip.calendar.back")}
          </Link>
          {dateFrom && dateTo && (
            <span className="button when-button">
              {t("trip.calendar.when", { range: rangeLabel(dateFrom, dateTo, (d) => f.day(d, "dayMonth")) })}
            </span>
          )}
          {ages.length > 1 && (
            <ul className="quick-filter" aria-label={t("trip.tour.age")}>
              {/* A radio choice; choosing the active option again clears it. */}
              {ages.map((a) => (
                <li key={a}>
                  <Link to={hrefWith({ ageBadge: a === age ? null : a })} replace aria-current={a === age ? "true" : undefined}>
                    {t(`trip.tour.ages.${a}`)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={hrefWith({ discounted: discounted ? null : "true" })}
            replace
            aria-pressed={discounted}
            role="button"
            className="quick-filter-toggle"
          >
            {t("trip.calendar.discounted")}
          </Link>
        </div>
      )}
      <nav className="layout-switch" aria-label={t("trip.calendar.layouts")}>
        <Link to={hrefWith({ layout: "calendar" })} replace aria-current={layout === "calendar" ? "true" : undefined}>
          {t("trip.calendar.layoutCalendar")}
        </Link>
        <Link to={hrefWith({ layout: "list" })} replace aria-current={layout === "list" ? "true" : undefined}>
          {t("trip.calendar.layoutList")}
        </Link>
      </nav>
      {layout === "calendar" ? (
        <CalendarMonths departures={departures} today={data.today} filterMode={filterMode} />
      ) : (
        <DeparturesTable departures={departures} today={data.today} />
      )}
    </Modal>
  );
}
