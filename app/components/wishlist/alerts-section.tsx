import { Form, Link } from "@remix-run/react";
import type { SubscriptionView } from "../../../workers/services/wishlist/types";
import { currencyFormat, formatMoney, plainMoney, shownPrice } from "../../lib/format/money";
import { statusLabelKey } from "../../lib/trip/tour-status";
import { useDayRange } from "../shell/use-day-range";
import { useTranslation } from "../shell/translation";
import { useLocalizedHref, useTenant, useToday } from "../shell/use-tenant";

type Props = {
  alerts: SubscriptionView[];
  /** The wishlist action and the page to come back to. */
  action: string;
  returnTo: string;
  /** This page asking to confirm a deactivation. */
  confirmHref: (state: string) => string;
};

/**
 * "Your alerts" (notifications): each notify-me subscription with what it is
 * about, what was asked for, the price seen then, and whether it is on. Turning one on is a
 * plain post; turning it off asks for confirmation first.
 */
export function AlertsSection({ alerts, action, returnTo, confirmHref }: Props) {
  const { t } = useTranslation();
  const range = useDayRange();
  const today = useToday();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const money = (cents: number, currency: string) =>
    shownPrice(
      tenant?.currencies.some((c) => c.isoCode === currency)
        ? formatMoney(cents, currencyFormat(tenant, currency))
        : plainMoney(cents, currency),
      currency,
      t,
    );
  return (
    <section className="wishlist-section" aria-labelledby="alerts-title">
      <h2 id="alerts-title">{t("wishlist.alerts.title")}</h2>
      {alerts.length === 0 ? (
        <p className="empty-note">{t("wishlist.alerts.empty")}</p>
      ) : (
        <ul className="alert-list">
          {alerts.map((alert) => {
            const titleId = `alert-${alert.id}-title`;
            const link = alert.tourId
              ? to("travels-travel-tour", { travel: alert.travelSlug, tour: alert.tourId })
              : to("travels-travel", { travel: alert.travelSlug });
            return (
              <li
                key={alert.id}
                className={`alert-row${alert.active ? "" : " is-off"}`}
                data-subscription-id={alert.id}
                data-active={alert.active}
              >
                <div className="alert-text">
                  <h3 id={titleId} className="card-title">
                    <Link to={link}>{alert.travelTitle}</Link>
                  </h3>
                  <p className="card-dates">
                    {alert.tour ? (
                      <>
                        <time dateTime={alert.tour.startingDate}>{range(alert.tour.startingDate, alert.tour.endingDate, today)}</time> ·{" "}
                        {t(statusLabelKey(alert.tour.salesStatus))}
                      </>
                    ) : (
                      t("wishlist.alerts.wholeTrip")
                    )}
                  </p>
                  <p>{t("wishlist.alerts.asked", { types: alert.types.map((type) => t(`wishlist.alerts.types.${type}`)).join(", ") })}</p>
                  {alert.priceSeen !== null && <p>{t("wishlist.alerts.priceSeen", { price: money(alert.priceSeen, alert.currency) })}</p>}
                  <p className="alert-state">
                    <span className={`status-dot${alert.active ? " is-on" : ""}`} aria-hidden="true" />
                    {t(alert.active ? "wishlist.alerts.active" : "wishlist.alerts.inactive")}
                  </p>
                </div>
                {alert.active ? (
                  <Link
                    to={confirmHref(`alert-${alert.id}`)}
                    preventScrollReset
                    className="button secondary"
                    aria-describedby={titleId}
                    aria-haspopup="dialog"
                  >
                    {t("wishlist.alerts.deactivate")}
                  </Link>
                ) : (
                  <Form method="post" action={action} preventScrollReset>
                    <input type="hidden" name="intent" value="activate" />
                    <input type="hidden" name="subscriptionId" value={alert.id} />
                    <input type="hidden" name="returnTo" value={returnTo} />
                    <button type="submit" className="button secondary" aria-describedby={titleId}>
                      {t("wishlist.alerts.activate")}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
