import { useTranslation } from "../shell/translation";
import type { DepartureView } from "../../lib/trip/departure-view";
import { DepartureFacts } from "./departure-facts";
import { GroupInfoEntry } from "./group-info-entry";
import { NotifyMeEntry } from "./notify-me-entry";
import { StatusBadge } from "./status-badge";
import { useTripFormat } from "./use-trip-format";
import { Heart } from "../wishlist/heart";

type Props = { departures: DepartureView[]; travel: { id: number; title: string }; pageType: string };

/** The trip page's departures: dates, status text, seats, flight advice, price. */
export function DepartureList({ departures, travel, pageType }: Props) {
  const { t } = useTranslation();
  const f = useTripFormat();
  if (departures.length === 0) {
    return (
      <div className="departures-empty">
        <p>{t("tour.NO_DEPARTURES")}</p>
        <NotifyMeEntry types={["STOCKOUT_TRAVEL"]} travel={travel} pageType={pageType} />
      </div>
    );
  }
  return (
    <ol className="departure-list" data-client-nav="">
      {departures.map((d) => (
        <li key={d.id} className="departure" data-tour-id={d.id} data-status={d.salesStatus}>
          <h3 className="departure-dates">
            <a href={d.href}>{t("trip.departureDates", { from: f.day(d.startingDate, "long"), to: f.day(d.endingDate, "long") })}</a>
          </h3>
          <Heart travelId={travel.id} tourId={d.id} title={`${travel.title}, ${f.day(d.startingDate, "long")}`} sectionFrom="travel-page" />
          <StatusBadge status={d.salesStatus} />
          {d.salesStatus === "SOLD_OUT" ? null : (
            <p className="departure-price">
              {d.discount > 0 && d.basePrice > d.price && (
                <s className="price-was" title={t("trip.wasPriceNote")}>
                  {t("trip.wasPrice", { price: f.price(d.basePrice, d.currency) })}
                </s>
              )}{" "}
              <strong>{f.price(d.price, d.currency)}</strong>
            </p>
          )}
          <DepartureFacts departure={d} />
          {d.notifyMe && <NotifyMeEntry types={d.notifyMe} travel={travel} tourId={d.id} pageType={pageType} />}
          {d.seatsBooked > 0 && <GroupInfoEntry tourId={d.id} />}
        </li>
      ))}
    </ol>
  );
}
