import { z } from "zod";
import { EVENT_CATEGORIES } from "../../../app/lib/events/categories";
import { CITIES_SQL, CITY_SLUGS_SQL, DETAIL_SQL, LIST_SQL } from "./events-sql";
import type { EventCity, EventsDeps, EventsScope, EventsService, MeetupEvent } from "./types";

/** Kilometres in one degree of latitude (mean Earth radius 6371 km). */
export const KM_PER_DEGREE = 111.195;
const DEFAULT_LIMIT = 100;

const rowSchema = z.object({
  id: z.number().int(),
  city: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  start_at: z.number(),
  end_at: z.number(),
  time_zone: z.string(),
  venue_name: z.string(),
  venue_city: z.string(),
  venue_address: z.string(),
  venue_country_code: z.string(),
  venue_lat: z.number(),
  venue_lon: z.number(),
  price: z.number().int().nullable(),
  currency: z.enum(["EUR", "GBP", "USD"]).nullable(),
  spots_left: z.number().int().nullable(),
  attendees: z.number().int(),
  organizer_kind: z.enum(["COORDINATOR", "COMMUNITY"]),
  organizer_first_name: z.string(),
  organizer_last_name: z.string(),
  rsvp_close_at: z.number(),
  website_url: z.string(),
  status: z.enum(["SCHEDULED", "CANCELLED"]),
  cancelled_at: z.number().nullable(),
  created_at: z.number(),
  distance_deg2: z.number().nullable(),
});

const citySchema = z.object({ city: z.string(), name: z.string(), lat: z.number(), lon: z.number(), events: z.number().int() });

/** Meetup events of one site over D1; rows are parsed again when read back. */
export function createEventsService({ db }: EventsDeps, { site }: EventsScope): EventsService {
  return {
    async list(filters, now) {
      const cities = db.prepare(CITIES_SQL).bind(site, now);
      const listOf = (near: { lat: number; lon: number; km: number } | null) =>
        db
          .prepare(LIST_SQL)
          .bind(
            site,
            now,
            filters.from,
            filters.to,
            filters.price,
            filters.category,
            near ? near.lat : null,
            near ? near.lon : null,
            near ? Math.cos((near.lat * Math.PI) / 180) : null,
            near ? (near.km / KM_PER_DEGREE) ** 2 : null,
            filters.scheduledOnly ? 1 : 0,
            filters.limit ?? DEFAULT_LIMIT,
          );
      const near = filters.near;
      if (near && "city" in near) {
        // The city's point comes from its venues: read the cities first, then the list around it.
        const { results } = await cities.all();
        const cityList = (results as unknown[]).map(toCity);
        const origin = cityList.find((city) => city.slug === near.city);
        // A city the site has no events in filters nothing: the other filters still apply.
        const { results: rows } = await listOf(origin ? { lat: origin.lat, lon: origin.lon, km: near.km } : null).all();
        return { events: (rows as unknown[]).map(toEvent), cities: cityList, unknownCity: !origin };
      }
      // Otherwise one round trip for both.
      const [events, cityRows] = await db.batch([listOf(near), cities]);
      return {
        events: (events!.results as unknown[]).map(toEvent),
        cities: (cityRows!.results as unknown[]).map(toCity),
        unknownCity: false,
      };
    },
    async detail(city, slug) {
      const row = await db.prepare(DETAIL_SQL).bind(site, city, slug).first();
      return row ? toEvent(row) : null;
    },
    async slugsIn(city) {
      const { results } = await db.prepare(CITY_SLUGS_SQL).bind(site, city).all<{ slug: string }>();
      return results.map((row) => String(row.slug));
    },
  };
}

function toEvent(raw: unknown): MeetupEvent {
  const row = rowSchema.parse(raw);
  return {
    id: row.id,
    city: row.city,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    startAt: row.start_at,
    endAt: row.end_at,
    timeZone: row.time_zone,
    venue: {
      name: row.venue_name,
      city: row.venue_city,
      address: row.venue_address,
      countryCode: row.venue_country_code,
      lat: row.venue_lat,
      lon: row.venue_lon,
    },
    price: row.price !== null && row.currency !== null ? { amount: row.price, currency: row.currency } : null,
    spotsLeft: row.spots_left,
    attendees: row.attendees,
    organizer: { kind: row.organizer_kind, firstName: row.organizer_first_name, lastName: row.organizer_last_name },
    rsvpCloseAt: row.rsvp_close_at,
    websiteUrl: row.website_url,
    status: row.status,
    cancelledAt: row.cancelled_at,
    createdAt: row.created_at,
    distanceKm: row.distance_deg2 === null ? null : Math.round(Math.sqrt(row.distance_deg2) * KM_PER_DEGREE * 10) / 10,
  };
}

function toCity(raw: unknown): EventCity {
  const row = citySchema.parse(raw);
  return { slug: row.city, name: row.name, lat: row.lat, lon: row.lon, events: row.events };
}
