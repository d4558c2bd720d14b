import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "../components/shell/translation";
import { CoordinatorBlock } from "../components/trip/coordinator-block";
import { DepartureList } from "../components/trip/departure-list";
import { JsonLd } from "../components/trip/json-ld";
import { TripBreadcrumb } from "../components/trip/trip-breadcrumb";
import { TripFacts } from "../components/trip/trip-facts";
import { AllInPrice } from "../components/trip/all-in-price";
import { TripFaq } from "../components/trip/trip-faq";
import { TripGallery } from "../components/trip/trip-gallery";
import { TripSubNav } from "../components/trip/trip-sub-nav";
import { useProductDetail } from "../components/trip/use-product-detail";
import { Heart } from "../components/wishlist/heart";
import { useLocalizedHref, useTenant } from "../components/shell/use-tenant";
import { PAGE_TYPES } from "../lib/analytics/page-type";
import { bestDeparture } from "../lib/trip/departure-view";
import { tripJsonLd } from "../server/trip/trip-jsonld.server";
import { breadcrumbOf } from "../server/breadcrumb.server";
import { availableDates, requireTrip, tripOffer, tripProduct, tripSeo } from "../server/trip/trip-page.server";
import tripStyles from "../styles/trip.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

/** The same page for every visitor without a session: the Worker may keep a copy (workers/http/edge-cache.ts). */
export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Trip page (000 §2 travels-travel, issue 6 §1): server-rendered, usable without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { trip, siteLinks, canonical } = await requireTrip(request, context, "travels-travel");
  const [{ departures, deposit, costs }, gallery, breadcrumb] = await Promise.all([
    tripOffer(context, trip),
    context.services.trips.gallery(trip.id),
    breadcrumbOf(context, request, [{ key: "travels" }, { name: trip.title, url: canonical }]),
  ]);
  const best = bestDeparture(departures);
  return {
    breadcrumb,
    trip,
    gallery,
    departures,
    deposit,
    costs,
    best,
    // 000 §7 the product detail: the trip as a whole, priced by its best departure (which it does not name).
    product: tripProduct(trip, best),
    siteLinks,
    seo: await tripSeo(context, trip.title, trip.description),
    jsonLd: tripJsonLd(context, trip, departures, canonical),
    calendar: availableDates(trip, departures, context),
  };
}

export default function TripPage() {
  const { trip, gallery, departures, best, deposit, costs, jsonLd, breadcrumb, product } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const pageType = PAGE_TYPES.travel;
  useProductDetail(pageType, product, trip.description);
  useEffect(() => {
    // 000 §3: latest-viewed trips, newest first, in localStorage. Written after the page is
    // interactive, so the page's first download does not carry the list's code.
    const viewedAt = Date.now();
    import("../lib/trip/latest-viewed").then(
      ({ saveViewed }) =>
        saveViewed(window.localStorage, {
          id: trip.id,
          slugs: trip.slugs,
          titles: { [tenant?.language ?? "en"]: trip.title },
          numberOfDays: trip.numberOfDays,
          image: trip.image,
          viewedAt,
        }),
      // A chunk gone after a deploy: the list simply misses this visit.
      () => undefined,
    );
  }, [trip, tenant?.language]);
  return (
    <article className="trip-page" data-travel-id={trip.id}>
      <JsonLd data={jsonLd} />
      {/* The breadcrumb list as the trip's structured data is written: one component for both on this page's download. */}
      <JsonLd data={breadcrumb} />
      <TripBreadcrumb
        pageType={pageType}
        crumbs={[
          { label: t("trip.home"), href: to("index") },
          { label: t("pages.travels.title"), href: to("travels") },
          { label: trip.title },
        ]}
      />
      <div className="title-row">
        <h1>{trip.title}</h1>
        <Heart travelId={trip.id} title={trip.title} sectionFrom="travel-page" showCount />
      </div>
      <p className="trip-subtitle">{trip.destinationLabel}</p>
      <TripGallery
        host={tenant?.imageHost ?? ""}
        images={trip.image ? [trip.image, ...gallery] : gallery}
        travelId={trip.id}
        pageType={pageType}
      />
      <TripSubNav slug={trip.slug} current="travels-travel" />
      <TripFacts trip={trip} best={best} deposit={deposit} />
      <section aria-labelledby="about-heading">
        <h2 id="about-heading">{t("trip.about")}</h2>
        <p>{trip.description}</p>
      </section>
      {trip.coordinator && <CoordinatorBlock coordinator={trip.coordinator} travelId={trip.id} pageType={pageType} />}
      <section aria-labelledby="departures-heading">
        <h2 id="departures-heading">{t("trip.departures")}</h2>
        <DepartureList departures={departures} travel={trip} pageType={pageType} />
      </section>
      <AllInPrice costs={costs} price={best?.price ?? null} />
      <TripFaq travelId={trip.id} currency={best?.currency ?? tenant?.defaultCurrency ?? "EUR"} pageType={pageType} />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.seo.title },
        { name: "description", content: data.seo.description },
        { property: "og:title", content: data.trip.title },
        ...("image" in data.jsonLd && data.jsonLd.image ? [{ property: "og:image", content: data.jsonLd.image }] : []),
      ]
    : [];
