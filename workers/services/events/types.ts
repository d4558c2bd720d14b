import type { EventCategory, PriceFilter } from "../../../app/lib/events/categories";

export type EventsDeps = { db: D1Database };
/** The site whose events a request sees (its venues are in the site's country). */
export type EventsScope = { site: string };

export type MeetupEvent = {
  id: number;
  city: string;
  slug: string;
  title: string;
  description: string;
  category: EventCategory;
  /** Epoch milliseconds. */
  startAt: number;
  endAt: number;
  /** The venue's IANA zone: how its clock reads the instants. */
  timeZone: string;
  venue: { name: string; city: string; address: string; countryCode: string; lat: number; lon: number };
  /** Cents; null is free entry. */
  price: { amount: number; currency: "EUR" | "GBP" | "USD" } | null;
  /** null is unlimited. */
  spotsLeft: number | null;
  attendees: number;
  organizer: { kind: "COORDINATOR" | "COMMUNITY"; firstName: string; lastName: string };
  rsvpCloseAt: number;
  websiteUrl: string;
  status: "SCHEDULED" | "CANCELLED";
  cancelledAt: number | null;
  createdAt: number;
  /** Kilometres from the point the list was asked around; null without one. */
  distanceKm: number | null;
};

export type EventFilters = {
  /** Events still on at some moment of [from, to); `to` null is open-ended. Epoch ms. */
  from: number;
  to: number | null;
  price: PriceFilter;
  category: EventCategory | null;
  /** Around a point, or around one of the site's cities (the mean point of its venues). */
  near: { lat: number; lon: number; km: number } | { city: string; km: number } | null;
  /** Leave cancelled events out (the brand page's "next events"). */
  scheduledOnly?: boolean;
  limit?: number;
};

/** A city the site has events in, with a point to measure distances from (the distance filter's choices). */
export type EventCity = { slug: string; name: string; lat: number; lon: number; events: number };

/** `unknownCity`: the filter named a city the site has no events in (the distance filter was left out). */
export type EventList = { events: MeetupEvent[]; cities: EventCity[]; unknownCity: boolean };

export type EventsService = {
  /** The site's events matching the filters, ended ones never, by start; and the cities list, in one round trip. */
  list(filters: EventFilters, now: number): Promise<EventList>;
  /** One of the site's events by city and slug, ended or not; null when there is none. */
  detail(city: string, slug: string): Promise<MeetupEvent | null>;
  /** The slugs of the site's events in a city, ended ones too: what an address in another spelling may name. */
  slugsIn(city: string): Promise<string[]>;
};
