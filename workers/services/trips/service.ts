import { TRAVEL_STYLES, type AgeBadge, type SalesStatus, type TravelStyle, type TravelType } from "../../../app/lib/search/filters";
import { isLegMode } from "../../../app/lib/trip/route-map";
import { PRICE_COLUMNS } from "../../db/schema";
import { CATALOGUE_LANGUAGES, catalogueLanguage, CURRENCIES, type CatalogueLanguage, type Currency } from "../../../tenants/languages";
import {
  continentIdsSql,
  coordinatorBySlugSql,
  costsSql,
  coordinatorsSql,
  gallerySql,
  itinerarySql,
  routeSql,
  toursSql,
  travelBySlugSql,
} from "./trip-sql";
import type { PhysicalEffort, TripCoordinator, TripDeps, TripDetail, TripScope, TripService, TripTour } from "./types";

type Row = Record<string, unknown>;

/**
 * The trip, tour, coordinator and area pages' reads over D1. Dependencies come in
 * as arguments. Unlike search (answers failures with empty lists), a failed read here
 * is thrown: the page shows the error page rather than a trip without departures.
 */
export function createTripService({ db }: TripDeps, scope: TripScope): TripService {
  const { today, currency } = scope;
  const language = catalogueLanguage(scope.language);
  return {
    async travelBySlug(slug) {
      const row = await db.prepare(travelBySlugSql(language)).bind(slug).first<Row>();
      return row ? toTripDetail(row, language) : null;
    },
    async tours(travelId) {
      const { results } = await db.prepare(toursSql()).bind(travelId, today).all<Row>();
      return results.map((row) => toTripTour(row, currency));
    },
    async itinerary(travelId) {
      const { results } = await db.prepare(itinerarySql(language)).bind(travelId).all<Row>();
      return results.map((row) => ({
        day: Number(row.day),
        title: String(row.title),
        body: String(row.body),
        transferHours: Number(row.transfer_hours),
      }));
    },
    async route(travelId) {
      const { results } = await db.prepare(routeSql(language)).bind(travelId).all<Row>();
      return results.map((row) => ({
        position: Number(row.position),
        lat: Number(row.lat),
        lon: Number(row.lon),
        kind: String(row.kind),
        legMode: isLegMode(row.leg_mode) ? row.leg_mode : null,
        name: String(row.name),
      }));
    },
    async costs(travelId) {
      const row = await db
        .prepare(costsSql(currency))
        .bind(travelId, scope.tenantId ?? "")
        .first<Row>();
      if (!row) return null;
      return {
        currency,
        kitty: Number(row.kitty),
        singleRoom: row.single_room === null ? null : Number(row.single_room),
        flight:
          row.airports === null || row.airports === undefined
            ? null
            : { airports: String(row.airports).split(","), min: Number(row.flight_min), max: Number(row.flight_max) },
      };
    },
    async gallery(travelId) {
      const { results } = await db.prepare(gallerySql(language)).bind(travelId).all<Row>();
      return results.map((row) => ({
        id: String(row.id),
        seoName: String(row.seo_name),
        title: String(row.title),
        altText: String(row.alt_text),
      }));
    },
    async coordinatorBySlug(slug) {
      const row = await db.prepare(coordinatorBySlugSql(language)).bind(slug).first<Row>();
      if (!row) return null;
      const travelIds = String(row.travel_ids ?? "")
        .split(",")
        .filter(Boolean)
        .map(Number);
      return { ...toCoordinator(row, ""), travelIds };
    },
    async coordinators() {
      const { results } = await db.prepare(coordinatorsSql(language)).all<Row>();
      return results.map((row) => toCoordinator(row, ""));
    },
    async continentIds(codes) {
      if (codes.length === 0) return [];
      const { results } = await db
        .prepare(continentIdsSql(codes.length))
        .bind(...codes)
        .all<Row>();
      return results.map((row) => Number(row.id));
    },
  };
}

/** Low means transfers up to 3 hours, medium 3 to 6 hours, high over 6 hours. */
export function physicalEffortOf(maxTransferHours: number | null): PhysicalEffort | null {
  if (maxTransferHours === null || !Number.isFinite(maxTransferHours)) return null;
  return maxTransferHours <= 3 ? "LOW" : maxTransferHours <= 6 ? "MEDIUM" : "HIGH";
}

function toTripDetail(row: Row, language: CatalogueLanguage): TripDetail {
  const slugs = Object.fromEntries(CATALOGUE_LANGUAGES.map((l) => [l, String(row[`slug_${l}`])])) as Record<CatalogueLanguage, string>;
  const days = Number(row.days);
  return {
    id: Number(row.id),
    slug: slugs[language],
    slugs,
    title: String(row.title),
    destinationLabel: String(row.destination),
    description: String(row.description),
    numberOfDays: days,
    // Nights = days minus 1.
    numberOfNights: Math.max(0, days - 1),
    travelType: row.travel_type as TravelType,
    travelStyles: String(row.styles ?? "")
      .split(",")
      .filter((s): s is TravelStyle => (TRAVEL_STYLES as readonly string[]).includes(s))
      .sort(),
    badgeId: (row.badge_id as string | null) ?? null,
    isNoSharingRoomAvailable: row.is_no_sharing_room_available === 1,
    physicalEffort: physicalEffortOf(row.max_transfer_hours === null ? null : Number(row.max_transfer_hours)),
    coordinator: row.coordinator_id === null ? null : toCoordinator(row, "coordinator_"),
    image: row.image_id
      ? {
          id: String(row.image_id),
          seoName: String(row.image_seo_name),
          title: String(row.image_title),
          altText: String(row.image_alt_text),
        }
      : null,
    continentCodes: String(row.continents ?? "")
      .split(",")
      .filter(Boolean)
      .sort(),
  };
}

function toCoordinator(row: Row, prefix: "" | "coordinator_"): TripCoordinator {
  const imageId = row[prefix === "" ? "image_id" : "coordinator_image_id"];
  return {
    id: Number(row[prefix === "" ? "id" : "coordinator_id"]),
    slug: String(row[prefix === "" ? "slug" : "coordinator_slug"]),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    city: String(row.city),
    image: imageId
      ? {
          id: String(imageId),
          seoName: String(row[prefix === "" ? "image_seo_name" : "coordinator_image_seo_name"]),
          title: `${String(row.first_name)} ${String(row.last_name)}`,
          altText: String(row[prefix === "" ? "image_alt_text" : "coordinator_image_alt_text"]),
        }
      : null,
  };
}

function toTripTour(row: Row, currency: Currency): TripTour {
  const prices = Object.fromEntries(
    CURRENCIES.map((c) => [c, { basePrice: Number(row[PRICE_COLUMNS[c].base]), price: Number(row[PRICE_COLUMNS[c].current]) }]),
  ) as TripTour["prices"];
  return {
    id: Number(row.id),
    code: String(row.code),
    startingDate: String(row.starting_date),
    endingDate: String(row.ending_date),
    salesStatus: row.sales_status as SalesStatus,
    capacity: Number(row.capacity),
    freeSeats: Number(row.free_seats),
    seatsToConfirm: Number(row.seats_to_confirm),
    ageBadge: row.age_badge as AgeBadge,
    basePrice: prices[currency].basePrice,
    price: prices[currency].price,
    discount: Number(row.discount_percent),
    currency,
    prices,
  };
}
