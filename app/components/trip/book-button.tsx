import { Link } from "@remix-run/react";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref, useTenant } from "../shell/use-tenant";
import type { AnalyticsProduct } from "../../lib/analytics/events";
import { track } from "../../lib/analytics/track";
import type { DepartureView } from "../../lib/trip/departure-view";

/** `product`: the departure as analytics describes it (app/lib/analytics/product.ts, built by the page's loader). */
type Props = { departure: DepartureView; product: AnalyticsProduct & { tourId: string }; pageType: string };

/**
 * Checkout is a full-page redirect to {bookings base}/booking/{tourId}/start, so this is a plain
 * link (works without JavaScript). A sold-out tour shows 'The tour is no longer available' and no
 * button; an on-request (WAITING_LIST) tour is booked only through customer care, so it offers the
 * site's phone and contacts page instead. The click is the add-to-cart event.
 */
export function BookButton({ departure, product, pageType }: Props) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const to = useLocalizedHref();
  if (departure.booking === "customer-care") {
    const phone = tenant?.support.phone;
    return (
      <div className="book-on-request" data-booking="customer-care">
        <p>{t("trip.onRequest.lead")}</p>
        <p className="book-on-request-actions">
          {phone && (
            <a className="button book-care" href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
              {t("trip.onRequest.call", { phone })}
            </a>
          )}
          <Link to={to("contacts")}>{t("trip.onRequest.contacts")}</Link>
        </p>
      </div>
    );
  }
  if (!departure.bookingHref) {
    return (
      <p className="tour-unavailable" role="status">
        {t("tour.SOLD_OUT")}
      </p>
    );
  }
  return (
    <a
      className="button button-primary book-button"
      href={departure.bookingHref}
      onClick={() =>
        track("addToCart", {
          pageType,
          sectionFrom: "tour-page",
          product,
        })
      }
    >
      {t("trip.tour.book")}
    </a>
  );
}
