import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, memo, Suspense, type ComponentProps } from "react";
import { useTranslation } from "../components/shell/translation";
import { BookButton } from "../components/trip/book-button";
import { BookingBar } from "../components/trip/booking-bar";
import { DepartureFacts } from "../components/trip/departure-facts";
import type { AllInPrice as AllInPriceType } from "../components/trip/all-in-price";
import { PaymentFacts } from "../components/trip/payment-facts";
import { JsonLd } from "../components/trip/json-ld";
import { NotifyMeEntry } from "../components/trip/notify-me-entry";
import { GroupInfoEntry } from "../components/trip/group-info-entry";
import { StatusBadge } from "../components/trip/status-badge";
import { TripBreadcrumb } from "../components/trip/trip-breadcrumb";
import { useProductDetail } from "../components/trip/use-product-detail";
import { Heart } from "../components/wishlist/heart";
import { useTripFormat } from "../components/trip/use-trip-format";
import { useLocalizedHref } from "../components/shell/use-tenant";
import { PAGE_TYPES } from "../lib/analytics/page-type";
import { track } from "../lib/analytics/track";
import { catalogues } from "../../locales";
import { dateNames, formatDay } from "../lib/dates/day-format";
import { tripJsonLd } from "../server/trip/trip-jsonld.server";
import { breadcrumbOf } from "../server/breadcrumb.server";
import { requireId, requireTour, requireTrip, tourProduct, tripSeo } from "../server/trip/trip-page.server";
import tripStyles from "../styles/trip.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

/**
 * The all-in price is a chunk beside the page, outside its first download (the 100 KiB budget):
 * the server renders it in full (entry.server waits for lazy parts) and hydration keeps that
 * text until its code arrives; memoised, so a re-render before then leaves the server's HTML
 * alone. A chunk gone after a deploy leaves the block out.
 */
const LazyAllInPrice = lazy(() =>
  import("../components/trip/all-in-price").then((module) => ({ default: module.AllInPrice })).catch(() => ({ default: () => null })),
);
const AllInPrice = memo(function AllInPrice(props: ComponentProps<typeof AllInPriceType>) {
  return (
    <Suspense fallback={null}>
      <LazyAllInPrice {...props} />
    </Suspense>
  );
});

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Tour page (travels-travel-tour): one departure and its booking start. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { trip, siteLinks, canonical, match } = await requireTrip(request, context, "travels-travel-tour");
  const { tour, departure, charged, prices, payment, costs } = await requireTour(context, trip, requireId(match.params.tour));
  const date = formatDay(departure.startingDate, context.tenant, "long", dateNames(catalogues[context.tenant.language]));
  const [seo, breadcrumb] = await Promise.all([
    tripSeo(context, `${trip.title} · ${date}`, trip.description),
    // The trail the page shows, the trip page's with this departure under it.
    breadcrumbOf(context, request, [
      { key: "travels" },
      { name: trip.title, key: "travels-travel", params: { travel: trip.slug } },
      { name: date, url: canonical },
    ]),
  ]);
  return {
    breadcrumb,
    trip,
    departure,
    prices,
    charged,
    payment,
    costs,
    siteLinks,
    seo,
    jsonLd: tripJsonLd(context, trip, [tour], canonical),
    // The departure as the product detail and the add-to-cart event describe it.
    product: tourProduct(trip, departure),
  };
}

export default function TourPage() {
  const { trip, departure: d, prices, charged, payment, costs, jsonLd, breadcrumb, product } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const f = useTripFormat();
  const pageType = PAGE_TYPES.tour;
  const tripHref = to("travels-travel", { travel: trip.slug });
  useProductDetail(pageType, product, trip.description);
  return (
    <article className="tour-page" data-tour-id={d.id}>
      <JsonLd data={jsonLd} />
      {/* The breadcrumb list as the trip's structured data is written: one component for both on this page's download. */}
      <JsonLd data={breadcrumb} />
      <TripBreadcrumb
        pageType={pageType}
        crumbs={[
          { label: t("trip.home"), href: to("index") },
          { label: t("pages.travels.title"), href: to("travels") },
          { label: trip.title, href: tripHref },
          { label: f.day(d.startingDate, "long") },
        ]}
      />
      <div className="title-row">
        <h1>{t("trip.tour.title", { title: trip.title, date: f.day(d.startingDate, "long") })}</h1>
        <Heart travelId={trip.id} tourId={d.id} title={`${trip.title}, ${f.day(d.startingDate, "long")}`} sectionFrom="tour-page" />
      </div>
      <p className="trip-subtitle">
        {f.daysNights(trip.numberOfDays)} · {trip.destinationLabel}
      </p>
      <dl className="tour-summary">
        <div>
          <dt>{t("trip.calendar.dates")}</dt>
          <dd>{t("trip.departureDates", { from: f.day(d.startingDate, "long"), to: f.day(d.endingDate, "long") })}</dd>
        </div>
        <div>
          <dt>{t("trip.statusLabel")}</dt>
          <dd>
            <StatusBadge status={d.salesStatus} />
          </dd>
        </div>
        <div>
          <dt>{t("trip.tour.age")}</dt>
          <dd className="age-badge">{t(`trip.tour.ages.${d.ageBadge}`)}</dd>
        </div>
      </dl>
      {/* How it is booked (on request, sold out) is the booking block's to say, below. */}
      <DepartureFacts departure={d} bookingNote={false} />
      {d.booking !== "none" && (
        <section aria-labelledby="prices-heading" className="tour-prices">
          {/* Price per currency, when the site offers several; a single price is just the price. */}
          <h2 id="prices-heading">{prices.length > 1 ? t("trip.tour.prices") : t("trip.calendar.price")}</h2>
          <ul>
            {prices.map((p) => (
              <li key={p.currency} data-currency={p.currency}>
                {p.basePrice > p.price && <s title={t("trip.wasPriceNote")}>{f.price(p.basePrice, p.currency)}</s>}{" "}
                <strong>{f.price(p.price, p.currency)}</strong>
              </li>
            ))}
          </ul>
          {charged && (
            <p className="charged-price" data-testid="charged-price">
              {t("trip.tour.charged", { amount: f.money(charged.price, charged.currency) })}
            </p>
          )}
          {prices.length > 1 && <p className="note">{t("trip.tour.pricesNote")}</p>}
          {/* The EU price-indication rule: what the struck-through price is. */}
          {prices.some((p) => p.basePrice > p.price) && <p className="hint was-price-note">{t("trip.wasPriceNote")}</p>}
        </section>
      )}
      <PaymentFacts plan={payment} />
      <div className="tour-actions">
        <BookButton departure={d} product={product} pageType={pageType} />
        {d.notifyMe && <NotifyMeEntry types={d.notifyMe} travel={trip} tourId={d.id} pageType={pageType} />}
      </div>
      {d.booking !== "none" && <AllInPrice costs={costs} price={d.price} />}
      <section aria-labelledby="group-heading" className="group-info">
        <h2 id="group-heading">{t("trip.tour.groupInfo")}</h2>
        {/* Group info only for logged-in users; visitors are asked to log in or sign up (in the modal). */}
        {d.seatsBooked > 0 && <p>{f.plural("trip.tour.booked", d.seatsBooked)}</p>}
        <GroupInfoEntry tourId={d.id} />
      </section>
      <p>
        <Link to={tripHref}>{t("trip.backToTrip")}</Link>
      </p>
      {d.booking !== "customer-care" && d.bookingHref && (
        <BookingBar
          price={f.price(d.price, d.currency)}
          href={d.bookingHref}
          label={t("trip.tour.book")}
          onClick={() => track("addToCart", { pageType, sectionFrom: "tour-page", product })}
        />
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.seo.title }, { name: "description", content: data.seo.description }] : [];
