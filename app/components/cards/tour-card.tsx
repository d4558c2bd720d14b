import { useTranslation } from "../shell/translation";
import type { TenantConfig } from "../../../tenants/schema";
import type { TourCardView as TourCardData } from "../../lib/cards/card-data";
import { useDayRange } from "../shell/use-day-range";
import { useToday } from "../shell/use-tenant";
import { currencyFormat, formatMoney, shownPrice } from "../../lib/format/money";
import { pluralForm } from "../../lib/format/plural";
import { statusLabelKey } from "../../lib/trip/tour-status";
import { Heart } from "../wishlist/heart";

export type TourCardProps = {
  /** One departure as the catalogue service answers it (a Tour). */
  tour: TourCardData;
  /** The country site: date formats, language, currency formats. */
  tenant: Pick<TenantConfig, "currencies" | "defaultCurrency" | "locale" | "language" | "timeZone" | "firstDayOfWeek" | "dateFormats">;
  /** Where the card links to (the localized tour page). */
  href: string;
  headingLevel?: 2 | 3 | 4;
  onClick?: () => void;
};

/**
 * A departure in a list: travel title, dates, days, destination, price with discount, status
 * and the seats label, with the wishlist heart (isWishlisted). A plain link and
 * a plain form without JavaScript.
 */
export function TourCard({ tour, tenant, href, headingLevel = 3, onClick }: TourCardProps) {
  const { t, i18n } = useTranslation();
  const range = useDayRange();
  const dates = range(tour.startingDate, tour.endingDate, useToday());
  const Heading = `h${headingLevel}` as const;
  // A price in a currency payment is not taken in (dollars) reads as the approximation it is.
  const money = (cents: number) => shownPrice(formatMoney(cents, currencyFormat(tenant, tour.currency)), tour.currency, t);
  const seats = tour.seatsLabel;
  // The departure's own length, the one the duration sorts read.
  const days = Math.round((Date.parse(tour.endingDate) - Date.parse(tour.startingDate)) / 86_400_000) + 1;
  return (
    <article className="card tour-card" data-tour-id={tour.id} data-client-nav="">
      <Heart travelId={tour.travel.id} tourId={tour.id} title={`${tour.travel.title}, ${dates}`} sectionFrom="tour-card" />
      <div className="card-body">
        <Heading className="card-title">
          <a href={href} onClick={onClick}>
            {tour.travel.title}
          </a>
        </Heading>
        <p className="card-dates">
          <time dateTime={tour.startingDate}>{dates}</time>
        </p>
        <p className="card-meta">
          {pluralForm(t("labels.days", { count: days }), days, i18n.language)} · {tour.travel.destinationLabel}
        </p>
        <p className="card-price">
          {tour.discount > 0 && (
            <s className="card-base-price" title={t("trip.wasPriceNote")}>
              {money(tour.basePrice)}
            </s>
          )}{" "}
          <strong>{money(tour.price)}</strong>
          {tour.discount > 0 && <span className="card-discount"> {t("trip.discount", { percent: tour.discount })}</span>}
        </p>
        <p className="card-status">
          <span className={`status status-${tour.salesStatus.toLowerCase()}`}>{t(statusLabelKey(tour.salesStatus))}</span>
          {seats && <span className="seats"> · {t(`serp.seats.${seats}`)}</span>}
        </p>
      </div>
    </article>
  );
}
