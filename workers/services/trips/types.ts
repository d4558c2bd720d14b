import type { AgeBadge, SalesStatus } from "../../../app/lib/search/filters";
import type { RouteStop } from "../../../app/lib/trip/route-map";
import type { CatalogueLanguage, Currency } from "../../../tenants/languages";
import type { TravelCard } from "../catalogue/types";

export type TripDeps = {
  db: D1Database;
  logger: Pick<Console, "error" | "warn" | "info">;
};

/** The request's language (texts), price currency and today (tenant's time zone): departures before it are not listed. */
export type TripScope = { language: string; currency: Currency; today: string; tenantId?: string };

export type TripImage = { id: string; seoName: string; title: string; altText: string };

export type TripCoordinator = { id: number; slug: string; firstName: string; lastName: string; city: string; image: TripImage | null };

/** Physical effort, from the longest daily transfer of the itinerary. */
export type PhysicalEffort = "LOW" | "MEDIUM" | "HIGH";

/** One travel as its trip page shows it, in one language, with its slug in every language. */
export type TripDetail = Pick<
  TravelCard,
  | "id"
  | "slug"
  | "title"
  | "destinationLabel"
  | "numberOfDays"
  | "numberOfNights"
  | "travelType"
  | "travelStyles"
  | "badgeId"
  | "isNoSharingRoomAvailable"
> & {
  /** The slug per catalogue language: hreflang alternates and the 301 of another language's slug. */
  slugs: Record<CatalogueLanguage, string>;
  description: string;
  physicalEffort: PhysicalEffort | null;
  coordinator: TripCoordinator | null;
  image: TripImage | null;
  continentCodes: string[];
};

/** Tour, with prices in one currency (integer cents). */
export type TripTour = {
  id: number;
  code: string;
  startingDate: string;
  endingDate: string;
  salesStatus: SalesStatus;
  capacity: number;
  freeSeats: number;
  seatsToConfirm: number;
  ageBadge: AgeBadge;
  basePrice: number;
  price: number;
  discount: number;
  currency: Currency;
  /** Every offered currency: the tour page lists the price per currency. */
  prices: Record<Currency, { basePrice: number; price: number }>;
};

/**
 * The all-in price of a trip (migration 0013): estimates of what its price leaves out, per
 * person, in the scope's currency (integer cents). null parts are not offered or not known.
 */
export type TripCosts = {
  currency: Currency;
  /** The group kitty for the whole trip. */
  kitty: number;
  /** The single-room (no-sharing-room) supplement for the whole trip; null where none is offered. */
  singleRoom: number | null;
  /** A return flight's usual band from the site's recommended airports (IATA codes, best first). */
  flight: { airports: string[]; min: number; max: number } | null;
};

export type { RouteStop };

export type ItineraryDay = { day: number; title: string; body: string; transferHours: number };

export type TripService = {
  /** By its slug in any language; null when no travel has it. */
  travelBySlug(slug: string): Promise<TripDetail | null>;
  /** Departures from today on, by date, priced in the scope's currency. */
  tours(travelId: number): Promise<TripTour[]>;
  itinerary(travelId: number): Promise<ItineraryDay[]>;
  /** The overnight places in order, for the route map; empty when the trip (or its route) is unknown. */
  route(travelId: number): Promise<RouteStop[]>;
  /** The all-in price's estimates; null when the catalogue has none for the trip. */
  costs(travelId: number): Promise<TripCosts | null>;
  /** The gallery's photos after the main image, in order. */
  gallery(travelId: number): Promise<TripImage[]>;
  coordinatorBySlug(slug: string): Promise<(TripCoordinator & { travelIds: number[] }) | null>;
  coordinators(): Promise<TripCoordinator[]>;
  /** Continent ids for codes (area pages). */
  continentIds(codes: readonly string[]): Promise<number[]>;
};
