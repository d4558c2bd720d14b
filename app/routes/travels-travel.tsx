import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy, memo, Suspense, useEffect, type ComponentProps, type ComponentType, type LazyExoticComponent } from "react";
import { useTranslation } from "../components/shell/translation";
import type { CoordinatorBlock as CoordinatorBlockType } from "../components/trip/coordinator-block";
import { DepartureList } from "../components/trip/departure-list";
import { JsonLd } from "../components/trip/json-ld";
import { TripBreadcrumb } from "../components/trip/trip-breadcrumb";
import type { TripFacts as TripFactsType } from "../components/trip/trip-facts";
import type { AllInPrice as AllInPriceType } from "../components/trip/all-in-price";
import type { TripFaq as TripFaqType } from "../components/trip/trip-faq";
import { TripGallery } from "../components/trip/trip-gallery";
import { RouteMap } from "../components/trip/route-map";
import { TripSubNav } from "../components/trip/trip-sub-nav";
import { useProductDetail } from "../components/trip/use-product-detail";
import { Heart } from "../components/wishlist/heart";
import { useLocalizedHref, useTenant } from "../components/shell/use-tenant";
import { PAGE_TYPES } from "../lib/analytics/page-type";
import { bestDeparture } from "../lib/trip/departure-view";
import { tripJsonLd } from "../server/trip/trip-jsonld.server";
import { breadcrumbOf } from "../server/breadcrumb.server";
import { availableDates, requireTrip, tripOffer, tripProduct, tripSeo } from "../server/trip/trip-page.server";
import { routeMapImage } from "../server/trip/route-map.server";
import { optional } from "../server/optional.server";
import tripStyles from "../styles/trip.css";
import { anonymousPageHeaders } from "../lib/http/cache-policy";

/**
 * The key facts and the blocks below the departures (coordinator, all-in price, questions) are
 * chunks beside the page, outside its first download (the 100 KiB budget). The server renders
 * them in full (entry.server waits for lazy parts) and hydration keeps that HTML until their
 * code arrives: the facts and the all-in price are text, the questions open natively and the
 * coordinator is a plain link meanwhile, as without JavaScript. A chunk gone after a deploy
 * leaves its block out.
 */
const blockBeside = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() =>
    load()
      .then((component) => ({ default: component }))
      .catch(() => ({ default: () => null })),
  );
const TripFacts = blockBeside<ComponentProps<typeof TripFactsType>>(() =>
  import("../components/trip/trip-facts").then((module) => module.TripFacts),
);
const CoordinatorBlock = blockBeside<ComponentProps<typeof CoordinatorBlockType>>(() =>
  import("../components/trip/coordinator-block").then((module) => module.CoordinatorBlock),
);
const AllInPrice = blockBeside<ComponentProps<typeof AllInPriceType>>(() =>
  import("../components/trip/all-in-price").then((module) => module.AllInPrice),
);
const TripFaq = blockBeside<ComponentProps<typeof TripFaqType>>(() =>
  import("../components/trip/trip-faq").then((module) => module.TripFaq),
);

/**
 * One such block in its Suspense boundary, memoised on its props (loader data, stable between
 * renders): a re-render of the page before the block's code arrives then leaves the boundary
 * alone, where React would otherwise drop the server's markup of a still-dehydrated boundary.
 */
function BesideBlock<P extends object>({ block, ...props }: { block: LazyExoticComponent<ComponentType<P>> } & P) {
  const Block = block as unknown as ComponentType<object>;
  return (
    <Suspense fallback={null}>
      <Block {...props} />
    </Suspense>
  );
}
const Beside = memo(BesideBlock) as typeof BesideBlock;

export const headers = anonymousPageHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: tripStyles }];

/** Trip page (travels-travel): server-rendered, usable without JavaScript. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { trip, siteLinks, canonical } = await requireTrip(request, context, "travels-travel");
  const [{ tours, departures, deposit, costs }, gallery, breadcrumb, routeMap] = await Promise.all([
    tripOffer(context, trip),
    context.services.trips.gallery(trip.id),
    breadcrumbOf(context, request, [{ key: "travels" }, { name: trip.title, url: canonical }]),
    optional("route map", routeMapImage(context, trip.id), null),
  ]);
  const best = bestDeparture(departures);
  return {
    breadcrumb,
    trip,
    gallery,
    departures,
    deposit,
    costs,
    routeMap,
    best,
    // The product detail: the trip as a whole, priced by its best departure (which it does not name).
    product: tripProduct(trip, best),
    siteLinks,
    seo: await tripSeo(context, trip.title, trip.description),
    jsonLd: tripJsonLd(context, trip, tours, canonical),
    calendar: availableDates(trip, departures, context),
  };
}

export default function TripPage() {
  const { trip, gallery, departures, best, deposit, costs, jsonLd, breadcrumb, product, routeMap } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const to = useLocalizedHref();
  const tenant = useTenant();
  const pageType = PAGE_TYPES.travel;
  useProductDetail(pageType, product, trip.description);
  useEffect(() => {
    // Latest-viewed trips, newest first, in localStorage. Written after the page is
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
      <TripSubNav slug={trip.slug} current="travels-travel" hasDates={departures.length > 0} />
      <Beside block={TripFacts} trip={trip} best={best} deposit={deposit} />
      <section aria-labelledby="about-heading">
        <h2 id="about-heading">{t("trip.about")}</h2>
        <p>{trip.description}</p>
      </section>
      {routeMap && <RouteMap map={routeMap} />}
      {trip.coordinator && <Beside block={CoordinatorBlock} coordinator={trip.coordinator} travelId={trip.id} pageType={pageType} />}
      <section aria-labelledby="departures-heading">
        <h2 id="departures-heading">{t("trip.departures")}</h2>
        <DepartureList departures={departures} travel={trip} pageType={pageType} />
      </section>
      <Beside block={AllInPrice} costs={costs} price={best?.price ?? null} />
      <Beside block={TripFaq} travelId={trip.id} currency={best?.currency ?? tenant?.defaultCurrency ?? "EUR"} pageType={pageType} />
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
