import type { SeatsLabel } from "../../../app/lib/trip/seats-label";
import type { PeriodOption } from "../../../app/lib/search/period-range";
import type { AgeBadge, SalesStatus, SearchFilters, TravelStyle, TravelType } from "../../../app/lib/search/filters";
import type { KvCache } from "../../cache/kv-cache";
import type { Currency } from "../../../tenants/languages";

/** What the catalogue service is built from: bindings as arguments, never globals. */
export type CatalogueDeps = {
  db: D1Database;
  /** Top-sellers are read through it. */
  cache: KvCache;
  logger: Pick<Console, "error" | "warn" | "info">;
};

/**
 * Who is asking, fixed when the request's context is built: the tenant (cache keys), its
 * language (texts), the price currency, and today in the tenant's time zone (search shows
 * departures after it).
 */
export type CatalogueScope = {
  tenantId: string;
  /** A site language (en-GB, en-US, it, es, fr, de). */
  language: string;
  currency: Currency;
  /** A calendar day, YYYY-MM-DD. */
  today: string;
};

export type ImageVariant = {
  id: string;
  baseUrl: string;
  seoName: string;
  title: string;
  altText: string;
  size: string;
  types: string[];
  /** {baseUrl}/resource/{size}/{id}/{seoName}. */
  url: string;
};

/** Prices are integer cents in `currency` (the tenant's or the visitor's choice). */
export type TourPrice = { basePrice: number; price: number; discount: number; currency: Currency };

export type BestTour = TourPrice & {
  id: number;
  code: string;
  startingDate: string;
  endingDate: string;
  salesStatus: SalesStatus;
  ageBadge: AgeBadge;
  freeSeats: number;
  seatsToConfirm: number;
  /** Seats label, decided here so cards only render it. */
  seatsLabel: SeatsLabel;
};

/** Travel, localized. */
export type TravelCard = {
  id: number;
  slug: string;
  title: string;
  destinationLabel: string;
  numberOfDays: number;
  numberOfNights: number;
  travelType: TravelType;
  travelStyles: TravelStyle[];
  badgeId: string | null;
  isNoSharingRoomAvailable: boolean;
  score: number;
  /** The cheapest departure that matches the filters; null when none does. */
  bestTour: BestTour | null;
  /** Departures that match the filters. */
  departuresCount: number;
  /** The start of the earliest departure that matches the filters (what the date sort orders by). */
  firstDepartureDate: string | null;
  thumbnailImage: { desktop: ImageVariant; mobile: ImageVariant } | null;
  wishlistedToursCount: number;
};

/** Tour, localized. */
export type TourCard = TourPrice & {
  id: number;
  code: string;
  startingDate: string;
  endingDate: string;
  salesStatus: SalesStatus;
  freeSeats: number;
  seatsToConfirm: number;
  /** Seats label, decided here so cards only render it. */
  seatsLabel: SeatsLabel;
  isWishlisted: boolean;
  ageBadge: AgeBadge;
  groupInfo: { hasPax: boolean; caravanersCount: number };
  travel: { id: number; slug: string; title: string; destinationLabel: string; numberOfDays: number };
};

/** Paginated answer. */
export type Page<T> = { data: T[]; currentPage: number; perPage: number; lastPage: number; total: number };

export type TopSellerCountry = {
  id: number;
  name: string;
  isoCodeAlpha3: string;
  continent: { id: number; name: string; code: string };
  itineraries: number;
  departures: number;
};

/** Continent, localized. */
export type Continent = { id: number; code: string; name: string };

/**
 * The catalogue's places for the search's choices: every continent, and every
 * country with a bookable trip, by name.
 */
export type Places = { continents: Continent[]; countries: TopSellerCountry[] };

/** Top-sellers: destinations for the where section, with search totals. */
export type TopSellers = { countries: TopSellerCountry[]; itineraries: number; departures: number };

export type TopSellersQuery = {
  search?: string;
  /** ISO alpha-3 codes. */
  countries?: string[];
  /** Continent codes (EU, AS, AF, NA, SA, OC, AN). */
  continents?: string[];
};

/**
 * The catalogue, bound to one scope. Filters arrive parsed (the SearchFilters type says so:
 * routes parse the URL or the JSON body once); the service does not validate them again.
 */
export type CatalogueService = {
  travels(filters: SearchFilters): Promise<TravelCard[]>;
  travelsPaginated(filters: SearchFilters): Promise<Page<TravelCard>>;
  tours(filters: SearchFilters): Promise<Page<TourCard>>;
  topSellers(query: TopSellersQuery): Promise<TopSellers>;
  /** Every continent and every country with a bookable trip; empty lists when the data store fails. */
  places(): Promise<Places>;
  /** Periods still to come (ending after today); [] when the data store fails. */
  periods(): Promise<PeriodOption[]>;
};
