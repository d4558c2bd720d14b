import type { ModalItem } from "../../../workers/services/group-info";
import { useTranslation } from "../shell/translation";
import { StatusBadge } from "../trip/status-badge";
import { useTripFormat } from "../trip/use-trip-format";

/** What the modal is about: the trip, and for a departure its dates, status and today's price. */
export function ItemSummary({ item, showPrice }: { item: ModalItem; showPrice: boolean }) {
  const { t } = useTranslation();
  const f = useTripFormat();
  const tour = item.tour;
  return (
    <div className="modal-item">
      <p className="modal-item-title">{item.title}</p>
      {tour ? (
        <dl className="modal-item-facts">
          <div>
            <dt>{t("trip.calendar.dates")}</dt>
            <dd>{t("trip.departureDates", { from: f.day(tour.startingDate, "long"), to: f.day(tour.endingDate, "long") })}</dd>
          </div>
          <div>
            <dt>{t("trip.statusLabel")}</dt>
            <dd>
              <StatusBadge status={tour.salesStatus} />
            </dd>
          </div>
          {showPrice && tour.salesStatus !== "SOLD_OUT" && (
            <div>
              <dt>{t("modals.notifyMe.priceNow")}</dt>
              <dd data-price={tour.price} data-currency={tour.currency}>
                {f.price(tour.price, tour.currency)}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="modal-item-sub">{item.destinationLabel}</p>
      )}
    </div>
  );
}
