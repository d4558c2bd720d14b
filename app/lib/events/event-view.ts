import type { MeetupEvent } from "../../../workers/services/events/types";
import type { DistanceUnit } from "../../../tenants/languages";
import type { CurrencyFormat } from "../../../tenants/schema";
import { formatPattern, parseDay, type DateNames, type DateTenant } from "../dates/day-format";
import { formatMoney, plainMoney } from "../format/money";
import type { EventCategory } from "./categories";
import { cutDescription } from "./description";
import { formatDistance } from "./distance";
import { eventState, type EventState } from "./status";
import { venueTimes } from "./venue-time";

/** What a list card shows of an event, formatted for the site (server side; the browser only renders it). */
export type EventCardView = {
  id: number;
  href: string;
  title: string;
  /** Cut to 130 characters. */
  excerpt: string;
  category: EventCategory;
  state: EventState;
  /** The start day in the site's date format, as the venue's calendar reads it. */
  date: string;
  /** ISO day (for <time dateTime>). */
  day: string;
  /** "19:00–21:00" on the venue's clock. */
  time: string;
  city: string;
  venueName: string;
  /** Formatted price, or null for free entry. */
  price: string | null;
  spotsLeft: number | null;
  attendees: number;
  distanceKm: number | null;
  /** The distance in the site's unit and number format ("0,6 km" on it/es/fr/de, "0.4 mi" on us), or null. */
  distance: string | null;
  organizer: { kind: MeetupEvent["organizer"]["kind"]; name: string };
};

export type ViewSite = Pick<DateTenant, "language" | "dateFormats"> & {
  distanceUnit: DistanceUnit;
  currencies: CurrencyFormat[];
  defaultCurrency: string;
  locale: string;
};

/** The US site reads a 12-hour clock; the others a 24-hour one. */
export function usesHour12(site: Pick<DateTenant, "language">): boolean {
  return site.language === "en-US";
}

/** "sab 14 giugno 2025": weekday and the site's long date, for a day as the venue reads it. */
export function longDay(day: string, site: Pick<DateTenant, "dateFormats">, names: DateNames): string {
  const date = parseDay(day);
  return date ? `${formatPattern(date, "EEE", names)} ${formatPattern(date, site.dateFormats.long, names)}` : "";
}

export function eventPrice(event: Pick<MeetupEvent, "price">, site: ViewSite): string | null {
  if (!event.price) return null;
  const format = site.currencies.find((c) => c.isoCode === event.price!.currency);
  // A price in a currency the site does not format is written with its ISO code.
  if (!format) return plainMoney(event.price.amount, event.price.currency, { decimals: 2 });
  return formatMoney(event.price.amount, { ...format, locale: site.locale }, { decimals: event.price.amount % 100 === 0 ? 0 : 2 });
}

export function eventCardView(event: MeetupEvent, site: ViewSite, names: DateNames, now: number, href: string): EventCardView {
  const times = venueTimes(event.startAt, event.endAt, event.timeZone, usesHour12(site));
  return {
    id: event.id,
    href,
    title: event.title,
    excerpt: cutDescription(event.description),
    category: event.category,
    state: eventState(event, now),
    date: longDay(times.startDay, site, names),
    day: times.startDay,
    time: `${times.startTime}–${times.endTime}`,
    city: event.venue.city,
    venueName: event.venue.name,
    price: eventPrice(event, site),
    spotsLeft: event.spotsLeft,
    attendees: event.attendees,
    distanceKm: event.distanceKm,
    distance: event.distanceKm === null ? null : formatDistance(event.distanceKm, site.distanceUnit, site.language),
    organizer: { kind: event.organizer.kind, name: `${event.organizer.firstName} ${event.organizer.lastName}` },
  };
}
