import { seatsLabel } from "../../../app/lib/trip/seats-label";
import { z } from "zod";
import { TRAVEL_STYLES, type AgeBadge, type SalesStatus, type TravelStyle, type TravelType } from "../../../app/lib/search/filters";
import type { TourRow } from "../../db/schema";
import type { Currency } from "../../../tenants/languages";
import type { BestTour, ImageVariant, TourCard, TravelCard } from "./types";

/** A row of travelsQueries().page (travels-sql.ts). */
export type TravelPageRow = {
  id: number;
  score: number;
  days: number;
  title: string;
  slug: string;
  destination: string;
  travel_type: TravelType;
  badge_id: string | null;
  is_no_sharing_room_available: number;
  styles: string | null;
  departures: number;
  first_departure_date: string | null;
  tour_id: number | null;
  code: string | null;
  starting_date: string | null;
  ending_date: string | null;
  sales_status: SalesStatus | null;
  age_badge: AgeBadge | null;
  free_seats: number | null;
  seats_to_confirm: number | null;
  tour_discount_percent: number | null;
  tour_price: number | null;
  tour_base_price: number | null;
  thumbnail_image_id: string | null;
  image_base_url: string | null;
  image_seo_name: string | null;
  image_title: string | null;
  image_alt_text: string | null;
  image_variants: string | null;
  total?: number;
};

/** A row of toursQueries().page (tours-sql.ts). */
export type TourPageRow = Pick<
  TourRow,
  | "id"
  | "code"
  | "starting_date"
  | "ending_date"
  | "sales_status"
  | "capacity"
  | "free_seats"
  | "seats_to_confirm"
  | "age_badge"
  | "discount_percent"
  | "travel_id"
> & {
  /** Current and base price in the visitor's currency (the query picks the columns). */
  price: number;
  base_price: number;
  title: string;
  slug: string;
  destination: string;
  days: number;
};

// D1 JSON columns are parsed again when read (CONVENTIONS: types).
const variantSchema = z.object({ size: z.string().min(1), types: z.array(z.string()) });
const imageVariantsSchema = z.object({ desktop: variantSchema, mobile: variantSchema });
const DEFAULT_VARIANT = { size: "webp-medium", types: ["webp"] }; // the image size and type when none is asked for

export function toTravelCard(row: TravelPageRow, currency: Currency): TravelCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    destinationLabel: row.destination,
    numberOfDays: row.days,
    // Nights = days minus 1.
    numberOfNights: Math.max(0, row.days - 1),
    travelType: row.travel_type,
    travelStyles: (row.styles?.split(",") ?? []).filter(isTravelStyle).sort(),
    badgeId: row.badge_id,
    isNoSharingRoomAvailable: row.is_no_sharing_room_available === 1,
    score: row.score,
    bestTour: bestTourOf(row, currency),
    departuresCount: row.departures,
    firstDepartureDate: row.first_departure_date,
    thumbnailImage: thumbnailOf(row),
    wishlistedToursCount: 0,
  };
}

export function toTourCard(row: TourPageRow, currency: Currency): TourCard {
  return {
    id: row.id,
    code: row.code,
    startingDate: row.starting_date,
    endingDate: row.ending_date,
    basePrice: row.base_price,
    price: row.price,
    discount: row.discount_percent,
    currency,
    salesStatus: row.sales_status,
    freeSeats: row.free_seats,
    seatsToConfirm: row.seats_to_confirm,
    seatsLabel: seatsLabel({ salesStatus: row.sales_status, freeSeats: row.free_seats, seatsToConfirm: row.seats_to_confirm }),
    isWishlisted: false,
    ageBadge: row.age_badge,
    groupInfo: { hasPax: row.capacity - row.free_seats > 0, caravanersCount: Math.max(0, row.capacity - row.free_seats) },
    travel: { id: row.travel_id, slug: row.slug, title: row.title, destinationLabel: row.destination, numberOfDays: row.days },
  };
}

function bestTourOf(row: TravelPageRow, currency: Currency): BestTour | null {
  if (row.tour_id === null || row.code === null || row.starting_date === null || row.ending_date === null) return null;
  return {
    id: row.tour_id,
    code: row.code,
    startingDate: row.starting_date,
    endingDate: row.ending_date,
    salesStatus: row.sales_status!,
    ageBadge: row.age_badge ?? "ALL",
    freeSeats: row.free_seats ?? 0,
    seatsToConfirm: row.seats_to_confirm ?? 0,
    seatsLabel: seatsLabel({ salesStatus: row.sales_status!, freeSeats: row.free_seats ?? 0, seatsToConfirm: row.seats_to_confirm ?? 0 }),
    basePrice: row.tour_base_price ?? 0,
    price: row.tour_price ?? 0,
    discount: row.tour_discount_percent ?? 0,
    currency,
  };
}

function thumbnailOf(row: TravelPageRow): TravelCard["thumbnailImage"] {
  if (!row.thumbnail_image_id || !row.image_base_url || !row.image_seo_name) return null;
  const variants = parseVariants(row.image_variants);
  const variant = (v: { size: string; types: string[] }): ImageVariant => ({
    id: row.thumbnail_image_id!,
    baseUrl: row.image_base_url!,
    seoName: row.image_seo_name!,
    title: row.image_title ?? "",
    altText: row.image_alt_text ?? "",
    size: v.size,
    types: v.types,
    url: `${row.image_base_url}/resource/${encodeURIComponent(v.size)}/${encodeURIComponent(row.thumbnail_image_id!)}/${encodeURIComponent(row.image_seo_name!)}`,
  });
  return { desktop: variant(variants.desktop), mobile: variant(variants.mobile) };
}

function parseVariants(json: string | null): z.infer<typeof imageVariantsSchema> {
  try {
    const parsed = imageVariantsSchema.safeParse(JSON.parse(json ?? "null"));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through to the default variants.
  }
  return { desktop: DEFAULT_VARIANT, mobile: DEFAULT_VARIANT };
}

function isTravelStyle(value: string): value is TravelStyle {
  return (TRAVEL_STYLES as readonly string[]).includes(value);
}
