import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { TenantConfig } from "../../../tenants";
import { catalogueLanguage } from "../../../tenants/languages";
import { href, type RouteKey, type RouteMatch } from "../../../tenants/routes";
import type { TripDetail, TripTour } from "../../../workers/services/trips";
import { departureView, type DepartureView } from "../../lib/trip/departure-view";
import { depositFrom, paymentCurrency, paymentPlan } from "../../lib/sales/payment-plan";
import { tourProduct, travelProduct } from "../../lib/analytics/product";
import type { AnalyticsProduct } from "../../lib/analytics/events";
import { centsToUnits, isChargedCurrency } from "../../lib/format/money";
import type { AvailableDates } from "../../lib/trip/available-dates";
import { notFound, requirePage } from "../page.server";
import { seoOf } from "../seo.server";
import { pageOnEverySite, siteOrigin, type SiteLink } from "../site-links.server";

export type TripPageKey = Extract<
  RouteKey,
  "travels-travel" | "travels-travel-itinerary" | "travels-travel-snapshot" | "travels-travel-tour"
>;

export type TripPage = { match: RouteMatch; trip: TripDetail; siteLinks: SiteLink[]; canonical: string };

/**
 * Every trip page loader starts here (dynamic routes): the path must be
 * this tenant's; the slug may be any language's — another language's slug moves (301) to
 * this tenant's slug, an unknown one is a 404. The hreflang links carry each language's slug.
 */
export async function requireTrip(request: Request, context: AppLoadContext, key: TripPageKey): Promise<TripPage> {
  const match = requirePage(request, context, key);
  const url = new URL(request.url);
  const slug = match.params.travel ?? "";
  // Slugs are lower-case ASCII words and dashes; anything else cannot name a trip.
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw notFound();
  const trip = await context.services.trips.travelBySlug(slug);
  if (!trip) throw notFound();
  if (trip.slug !== slug) {
    throw redirect(href(context.tenant.pathLocale, key, { ...match.params, travel: trip.slug }) + url.search, 301);
  }
  const slugFor = (tenant: TenantConfig) => ({ ...match.params, travel: trip.slugs[catalogueLanguage(tenant.language)] });
  return {
    match,
    trip,
    siteLinks: pageOnEverySite(url, match, slugFor),
    canonical: siteOrigin(context.tenant, url) + url.pathname,
  };
}

/** A route parameter that must be a positive integer id (tour ids); anything else is a 404. */
export function requireId(value: string | undefined): number {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) throw notFound();
  return Number(value);
}

function viewOf(context: AppLoadContext, trip: TripDetail, tour: TripTour): DepartureView {
  const { pathLocale, bookingsBaseUrl } = context.tenant;
  return departureView(tour, href(pathLocale, "travels-travel-tour", { travel: trip.slug, tour: tour.id }), bookingsBaseUrl, context.today);
}

/** The trip's departures from today on, in the page currency, with what the rules derive. */
export async function tripDepartures(context: AppLoadContext, trip: TripDetail): Promise<DepartureView[]> {
  const tours = await context.services.trips.tours(trip.id);
  return tours.map((tour) => viewOf(context, trip, tour));
}

/**
 * The trip's departures and what booking one costs today: the deposit charge when at
 * least one bookable departure still takes one, else null; and the all-in price's estimates.
 */
export async function tripOffer(context: AppLoadContext, trip: TripDetail) {
  const [tours, costs] = await Promise.all([context.services.trips.tours(trip.id), context.services.trips.costs(trip.id)]);
  return {
    tours,
    departures: tours.map((tour) => viewOf(context, trip, tour)),
    deposit: depositFrom(tours, context.currency, context.today),
    costs,
  };
}

/** Search engines show about this much of a trip's description. */
const DESCRIPTION_LENGTH = 160;

/** A trip page's title and description (title rule), the description cut for search engines. */
export function tripSeo(context: AppLoadContext, title: string, description: string) {
  return seoOf(context, title, { description: description.slice(0, DESCRIPTION_LENGTH) });
}

/** The minimum the available-dates modal needs (it is rendered by the modal host, outside the route). */
export function availableDates(trip: TripDetail, departures: DepartureView[], context: AppLoadContext): AvailableDates {
  return {
    travel: { id: trip.id, title: trip.title, numberOfDays: trip.numberOfDays, numberOfNights: trip.numberOfNights },
    departures,
    today: context.today,
  };
}

/** One departure of the trip by id, with its price in every currency the site offers; else a 404. */
export async function requireTour(context: AppLoadContext, trip: TripDetail, tourId: number) {
  const [tours, costs] = await Promise.all([context.services.trips.tours(trip.id), context.services.trips.costs(trip.id)]);
  const tour = tours.find((candidate) => candidate.id === tourId);
  if (!tour) throw notFound();
  const pay = paymentCurrency(context.currency);
  return {
    tour,
    departure: viewOf(context, trip, tour),
    // Shown in a currency payment is not taken in (dollars): the price that is charged, in euros.
    charged: isChargedCurrency(context.currency) ? null : { currency: pay, ...tour.prices[pay] },
    // What paying for this departure looks like today.
    payment: paymentPlan(tour, context.currency, context.today),
    costs,
    // The price per currency; only the currencies the site offers are shown.
    prices: context.tenant.currencies.flatMap((format) => {
      const price = tour.prices[format.isoCode];
      return price ? [{ currency: format.isoCode, ...price }] : [];
    }),
  };
}

/** A departure as the tour page's product detail and add-to-cart describe it. */
export { tourProduct };

/**
 * The trip page's product detail: the trip as a whole, priced by its best departure
 * (which it does not name). Built here, on the server, so the page's first download does not
 * carry the product module for one object.
 */
export function tripProduct(trip: TripDetail, best: { price: number } | null): AnalyticsProduct {
  return { ...travelProduct(trip, null), ...(best ? { price: centsToUnits(best.price) } : {}) };
}
