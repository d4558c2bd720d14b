import type { SeatsLabel } from "../../../app/lib/trip/seats-label";
import type { PeriodOption } from "../../../app/lib/search/period-range";
import type { AgeBadge, SalesStatus, SearchFilters, TravelStyle, TravelType } from "../../../app/lib/search/filters";
import type { KvCache } from "../../cache/kv-cache";
import type { Currency } from "../../../tenants/languages";

/** What the catalogue service is built from: bindings as arguments, never globals. */
export type CatalogueDeps = {
  db: D1Database;
  /** Top-sellers are read through it (architecture §5). */
  cache: KvCache;
  logger: Pick<Console, "error" | "warn" | "info">;
};

/**
 * Who is asking, fixed when the request's context is built: the tenant (cache keys), its
 * language (texts), the price currency, and today in the tenant's time zone (search shows
 * departures after it, 000 §5).
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
  /** 000 §7: {baseUrl}/resource/{size}/{id}/{seoName}. */
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
  /** 000 §4 seats label, decided here so cards only render it. */
  seatsLabel: SeatsLabel;
};

/** 000 §3 Travel, localized. */
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
  /** 000 §3: the cheapest departure that matches the filters; null when none does. */
  bestTour: BestTour | null;
  /** Departures that match the filters. */
  departuresCount: number;
  thumbnailImage: { desktop: ImageVariant; mobile: ImageVariant } | null;
  wishlistedToursCount: number;
};

/** 000 §3 Tour, localized. */
export type TourCard = TourPrice & {
  id: number;
  code: string;
  startingDate: string;
  endingDate: string;
  salesStatus: SalesStatus;
  freeSeats: number;
  seatsToConfirm: number;
  /** 000 §4 seats label, decided here so cards only render it. */
  seatsLabel: SeatsLabel;
  isWishlisted: boolean;
  ageBadge: AgeBadge;
  groupInfo: { hasPax: boolean; caravanersCount: number };
  travel: { id: number; slug: string; title: string; destinationLabel: string; numberOfDays: number };
};

/** 000 §7 paginated answer. */
export type Page<T> = { data: T[]; currentPage: number; perPage: number; lastPage: number; total: number };

export type TopSellerCountry = {
  id: number;
  name: string;
  isoCodeAlpha3: string;
  continent: { id: number; name: string; code: string };
  itineraries: number;
  departures: number;
};

/** 000 §7 top-sellers: destinations for the where section, with search totals. */
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
  /** 000 §3 periods still to come (ending after today); [] when the data store fails. */
  periods(): Promise<PeriodOption[]>;
};
