import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { TenantConfig } from "../../tenants/index";
import { href, type RouteKey, type RouteMatch } from "../../tenants/routes";
import { catalogueLanguage } from "../../workers/db/schema";
import type { Currency } from "../../workers/db/schema";
import type { TripDetail } from "../../workers/services/trips/index";
import { translatorFor } from "./i18n.server";
import { todayIn } from "../lib/dates/time-zone";
import { departureView, type DepartureView } from "../lib/trip/departure-view";
import { requirePage } from "./page.server";
import { pageOnEverySite, siteOrigin, type SiteLink } from "./site-links.server";

export type TripPageKey = Extract<RouteKey, "travels-travel" | "travels-travel-itinerary" | "travels-travel-snapshot" | "travels-travel-tour">;

export type TripPage = { match: RouteMatch; trip: TripDetail; siteLinks: SiteLink[]; canonical: string };

const notFound = () => new Response("Not found", { status: 404 });

/**
 * Every trip page loader starts here (001 §2 dynamic routes, issue 6 §1): the path must be
 * this tenant's; the slug may be any language's — another language's slug moves (301) to
 * this tenant's slug, an unknown one is a 404. The hreflang links carry each language's slug.
 */
export async function requireTrip(request: Request, context: AppLoadContext, key: TripPageKey): Promise<TripPage> {
  const match = requirePage(request, context, key);
  const url = new URL(request.url);
  const slug = match.params.travel ?? "";
  // Slugs are lower-case ASCII words and dashes; anything else cannot name a trip.
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw notFound();
  const trip = await context.services.trips.travelBySlug(slug, context.tenant.language);
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

/** The trip's departures from today on, in the page currency, with what the rules derive. */
export async function tripDepartures(context: AppLoadContext, trip: TripDetail): Promise<DepartureView[]> {
  const tours = await context.services.trips.tours(trip.id, context.currency as Currency);
  const { pathLocale, bookingsBaseUrl } = context.tenant;
  return tours.map((tour) => departureView(tour, href(pathLocale, "travels-travel-tour", { travel: trip.slug, tour: tour.id }), bookingsBaseUrl));
}

/** Title with the brand suffix (000 §9) in the tenant's language. */
export async function tripSeo(context: AppLoadContext, title: string, description: string) {
  const t = await translatorFor(context.tenant.language);
  return { title: `${title} | ${t("meta.titleSuffix")}`, description: description.slice(0, 160) };
}

/** The minimum the available-dates modal needs (it is rendered by the modal host, outside the route). */
export function availableDates(trip: TripDetail, departures: DepartureView[], context: AppLoadContext) {
  return {
    travel: { id: trip.id, title: trip.title, numberOfDays: trip.numberOfDays, numberOfNights: trip.numberOfNights },
    departures,
    today: todayIn(context.tenant, context.clock()),
  };
}
export type AvailableDates = ReturnType<typeof availableDates>;

/** One departure of the trip by id, with its price in every currency the site offers; else a 404. */
export async function requireTour(context: AppLoadContext, trip: TripDetail, tourId: number) {
  const tours = await context.services.trips.tours(trip.id, context.currency as Currency);
  const tour = tours.find((candidate) => candidate.id === tourId);
  if (!tour) throw notFound();
  const { pathLocale, bookingsBaseUrl, currencies } = context.tenant;
  return {
    departure: departureView(tour, href(pathLocale, "travels-travel-tour", { travel: trip.slug, tour: tour.id }), bookingsBaseUrl),
    // Issue 6 §2: the price per currency; 001 §9: only the offered ones are shown.
    prices: currencies.flatMap((format) => {
      const price = tour.prices[format.isoCode as Currency];
      return price ? [{ currency: format.isoCode, ...price }] : [];
    }),
  };
}

/** Group info is for logged-in users only (000 §6). Sign-in arrives with the accounts issue; until then nobody is. */
export function isLoggedIn(_context: AppLoadContext): boolean {
  return false;
}
