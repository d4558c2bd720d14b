import { useTranslation } from "../shell/translation";
import type { ItineraryDay } from "../../../workers/services/trips/types";
import { track } from "../../lib/analytics/track";
import { pluralForm } from "../../lib/format/plural";

/** Day by day, as native disclosures: they open without JavaScript; toggles send the itinerary event. */
export function ItineraryDays({ days, travelId, pageType }: { days: ItineraryDay[]; travelId: number; pageType: string }) {
  const { t, i18n } = useTranslation();
  if (days.length === 0) return <p>{t("trip.noItinerary")}</p>;
  return (
    <ol className="itinerary" aria-label={t("trip.itinerary")}>
      {days.map((day) => (
        <li key={day.day} data-day={day.day}>
          <details
            open={day.day === 1}
            onToggle={(event) =>
              track("itineraryAccordion", { pageType, travelId: String(travelId), day: day.day, open: event.currentTarget.open })
            }
          >
            <summary>{t("trip.itineraryDay", { day: day.day, title: day.title })}</summary>
            <p>{day.body}</p>
            {/* A day without transfers says nothing about them (not "about 0 hours"). */}
            {day.transferHours > 0 && (
              <p className="note">{pluralForm(t("trip.transferHours", { count: day.transferHours }), day.transferHours, i18n.language)}</p>
            )}
          </details>
        </li>
      ))}
    </ol>
  );
}
