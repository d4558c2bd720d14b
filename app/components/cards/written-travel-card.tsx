import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from "react";
import type { HeartButton as HeartButtonType } from "../wishlist/heart-button";
import { useTranslation } from "../shell/translation";
import type { TenantConfig } from "../../../tenants/schema";
import type { TravelCardView as TravelCardData } from "../../lib/cards/card-data";
import type { TravelCardTexts } from "../../lib/cards/travel-card-texts";
import { responsiveImage } from "../../lib/images/image-url";
import { pluralForm } from "../../lib/format/plural";
import { statusLabelKey } from "../../lib/trip/tour-status";
import { useLocalizedHref } from "../shell/use-tenant";

// The heart's code loads beside the page (as in wishlist/heart.tsx, written out here so the
// search page's first download has no chunk for the wrapper alone).
const HeartButton = lazy<ComponentType<ComponentProps<typeof HeartButtonType>>>(() =>
  import("../wishlist/heart-button").then((module) => ({ default: module.HeartButton })).catch(() => ({ default: () => null })),
);

export type WrittenTravelCardProps = {
  /** One travel as the catalogue service answers it, the card's own fields (lib/cards/card-data.ts). */
  travel: TravelCardData;
  /** Its next departure's day and its prices, written in the site's formats (lib/cards/travel-card-texts.ts). */
  texts: TravelCardTexts;
  /** The country site: its image host. */
  tenant: Pick<TenantConfig, "imageHost">;
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
 * A travel in a list: thumbnail, title, days and nights, destination, best departure's price
 * with its discount, status and seats label, and the wishlist heart with the count of the trip's
 * saved departures. Its next departure's day and its prices come written (the search page's
 * loader writes them, TravelCard writes them in the browser), so this module carries no date or
 * money format. No data fetching of its own; works without JavaScript (a plain link, the heart
 * a plain form).
 */
export function WrittenTravelCard({ travel, texts, tenant, href, headingLevel = 3, onClick, heart }: WrittenTravelCardProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalizedHref();
  const Heading = `h${headingLevel}` as const;
  const best = travel.bestTour;
  const image = travel.thumbnailImage ? responsiveImage(tenant.imageHost, travel.thumbnailImage.desktop) : null;
  const seats = best?.seatsLabel ?? null;
  // The first matching departure's day, inside the sentence of the site's language.
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
                <time dateTime={travel.firstDepartureDate}>{texts.nextDeparture}</time>
                {nextAfter}
              </p>
            )}
            <p className="card-price">
              {texts.basePrice && (
                <s className="card-base-price" title={t("trip.wasPriceNote")}>
                  {texts.basePrice}
                </s>
              )}{" "}
              <strong>{t("serp.card.from", { price: texts.price ?? "" })}</strong>
              {texts.bestDeparture && best.startingDate && (
                <>
                  {" "}
                  <time dateTime={best.startingDate}>{t("serp.card.bestOn", { date: texts.bestDeparture })}</time>
                </>
              )}
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
