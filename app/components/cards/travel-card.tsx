import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from "react";
import type { HeartButton as HeartButtonType } from "../wishlist/heart-button";
import { useTranslation } from "../shell/translation";
import type { TenantConfig } from "../../../tenants/schema";
import type { TravelCardView as TravelCardData } from "../../lib/cards/card-data";
import { responsiveImage } from "../../lib/images/image-url";
import { currencyFormat, formatMoney, shownPrice } from "../../lib/format/money";
import { pluralForm } from "../../lib/format/plural";
import { statusLabelKey } from "../../lib/trip/tour-status";
import { useLocalizedHref, useToday } from "../shell/use-tenant";
import { useDayRange } from "../shell/use-day-range";

// The heart's code loads beside the page (as in wishlist/heart.tsx, written out here so the
// search page's first download has no chunk for the wrapper alone).
const HeartButton = lazy<ComponentType<ComponentProps<typeof HeartButtonType>>>(() =>
  import("../wishlist/heart-button").then((module) => ({ default: module.HeartButton })).catch(() => ({ default: () => null })),
);

export type TravelCardProps = {
  /** One travel as the catalogue service answers it (000 §3 Travel). */
  travel: TravelCardData;
  /** The country site: image host, currency formats. */
  tenant: Pick<TenantConfig, "imageHost" | "currencies" | "defaultCurrency" | "locale">;
  /** Where the card links to (the localized travel page). */
  href: string;
  /** Heading level of the title inside the list it sits in (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Called before following the link, e.g. for the productClick event. */
  onClick?: () => void;
  /** What stands in the heart's place (the wishlist page's remove-with-confirmation); the heart by default. */
  heart?: ReactNode;
};

/**
 * A travel in a list: thumbnail (000 §7 image path), title, days and nights, destination,
 * best tour price with its discount, status and the 000 §4 seats label, and the wishlist heart
 * with the count of the trip's saved departures (000 §3). No data fetching of its own; works
 * without JavaScript (a plain link, the heart a plain form).
 */
export function TravelCard({ travel, tenant, href, headingLevel = 3, onClick, heart }: TravelCardProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const Heading = `h${headingLevel}` as const;
  const best = travel.bestTour;
  const image = travel.thumbnailImage ? responsiveImage(tenant.imageHost, travel.thumbnailImage.desktop) : null;
  // A price in a currency payment is not taken in (dollars) reads as the approximation it is.
  const money = (cents: number) => shownPrice(formatMoney(cents, currencyFormat(tenant, best?.currency)), best?.currency, t);
  const seats = best?.seatsLabel ?? null;
  // The first matching departure, the date the date sort reads, inside the sentence of the site's language.
  const range = useDayRange();
  const today = useToday();
  const [nextBefore, nextAfter] = t("serp.card.nextDeparture", { date: "\u0000" }).split("\u0000");
  return (
    <article className="card travel-card" data-travel-id={travel.id} data-client-nav="">
      {image && (
        <img className="card-image" {...image} alt={image.alt} loading="lazy" decoding="async" sizes="(min-width: 768px) 33vw, 100vw" />
      )}
      {heart ?? (
        <Suspense fallback={null}>
          <HeartButton action={to("wishlist")} travelId={travel.id} title={travel.title} sectionFrom="travel-card" showCount />
        </Suspense>
      )}
      <div className="card-body">
        <Heading className="card-title">
          <a href={href} onClick={onClick}>
            {travel.title}
          </a>
        </Heading>
        <p className="card-meta">
          {pluralForm(t("labels.days", { count: travel.numberOfDays }), travel.numberOfDays, i18n.language)} ·{" "}
          {pluralForm(t("labels.nights", { count: travel.numberOfNights }), travel.numberOfNights, i18n.language)} ·{" "}
          {travel.destinationLabel}
        </p>
        {best ? (
          <>
            {travel.firstDepartureDate && (
              <p className="card-dates">
                {nextBefore}
                <time dateTime={travel.firstDepartureDate}>{range(travel.firstDepartureDate, null, today)}</time>
                {nextAfter}
              </p>
            )}
            <p className="card-price">
              {best.discount > 0 && (
                <s className="card-base-price" title={t("trip.wasPriceNote")}>
                  {money(best.basePrice)}
                </s>
              )}{" "}
              <strong>{t("serp.card.from", { price: money(best.price) })}</strong>
              {best.discount > 0 && <span className="card-discount"> {t("trip.discount", { percent: best.discount })}</span>}
            </p>
            <p className="card-status">
              <span className={`status status-${best.salesStatus.toLowerCase()}`}>{t(statusLabelKey(best.salesStatus))}</span>
              {seats && <span className="seats"> · {t(`serp.seats.${seats}`)}</span>}
            </p>
          </>
        ) : (
          <p className="card-status">{t("serp.card.noDepartures")}</p>
        )}
      </div>
    </article>
  );
}
