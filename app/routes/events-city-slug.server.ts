/**
 * A meetup event's page, server half (event detail, with its own SEO): times
 * on the venue's clock in the site's date format, a map link, the .ics link, Event JSON-LD.
 * An unknown city or slug, or a path that cannot be one, is a 404.
 */
import { redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { catalogues } from "../../locales";
import { href, type RouteKey } from "../../tenants/routes";
import type { MeetupEvent } from "../../workers/services/events/types";
import { dateNames } from "../lib/dates/day-format";
import { eventPrice, longDay, usesHour12 } from "../lib/events/event-view";
import { decimalAmount } from "../lib/format/money";
import { eventState, schemaOrgStatus } from "../lib/events/status";
import { sameEventSlug } from "../lib/events/event-slug";
import { venueIso, venueTimes } from "../lib/events/venue-time";
import { notFound, requirePage } from "../server/page.server";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";
import { breadcrumbOf } from "../server/breadcrumb.server";
import { siteOrigin } from "../server/site-links.server";

const DETAIL_KEYS = ["events-city-slug", "wemeet-events-city-slug"];
const SLUG = /^[a-z0-9-]{1,120}$/;

/** The add-to-calendar file's path (a fixed resource route: remix.config.js). */
export function calendarPath(city: string, slug: string): string {
  return `/calendar/events/${city}/${slug}`;
}

/** Venue coordinates on a map anyone can open, no key needed. */
export function mapUrl(event: Pick<MeetupEvent, "venue">): string {
  const { lat, lon } = event.venue;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

export async function eventDetailLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context);
  if (!DETAIL_KEYS.includes(match.key)) throw notFound();
  const { city = "", slug = "" } = match.params;
  if (!SLUG.test(city) || !SLUG.test(slug)) throw notFound();
  const event = await context.services.events.detail(city, slug);
  if (!event) {
    // An address that spells the event's umlauts the other way moves to the one it has.
    const same = sameEventSlug(slug, await context.services.events.slugsIn(city));
    if (same) throw redirect(href(context.tenant.pathLocale, match.key as RouteKey, { city, slug: same }), 301);
    throw notFound();
  }
  const { tenant } = context;
  const url = new URL(request.url);
  const names = dateNames(catalogues[tenant.language]);
  const now = context.now.getTime();
  const state = eventState(event, now);
  const times = venueTimes(event.startAt, event.endAt, event.timeZone, usesHour12(tenant));
  const rsvp = venueTimes(event.rsvpCloseAt, event.rsvpCloseAt + 1, event.timeZone, usesHour12(tenant));
  const startDate = longDay(times.startDay, tenant, names);
  const t = await translatorFor(tenant.language);
  const canonical = siteOrigin(tenant, url) + href(tenant.pathLocale, "events-city-slug", { city, slug });
  return {
    key: match.key,
    event: {
      title: event.title,
      description: event.description,
      category: event.category,
      state,
      startDay: times.startDay,
      startDate,
      endDate: times.endDay === times.startDay ? null : longDay(times.endDay, tenant, names),
      time: `${times.startTime}–${times.endTime}`,
      offset: `UTC${times.offset}`,
      rsvpUntil: `${longDay(rsvp.startDay, tenant, names)}, ${rsvp.startTime}`,
      cancelledOn:
        event.cancelledAt === null
          ? null
          : longDay(venueTimes(event.cancelledAt, event.cancelledAt + 1, event.timeZone).startDay, tenant, names),
      venue: event.venue,
      price: eventPrice(event, tenant),
      spotsLeft: event.spotsLeft,
      attendees: event.attendees,
      organizer: { kind: event.organizer.kind, name: `${event.organizer.firstName} ${event.organizer.lastName}` },
    },
    mapUrl: mapUrl(event),
    calendarUrl: calendarPath(city, slug),
    // Events belong to one site: the page has no counterpart on the others.
    siteLinks: [],
    seo: {
      ...(await seoOf(context, event.title, {
        description: t("events.detail.seoDescription", {
          title: event.title,
          date: startDate,
          venue: event.venue.name,
          city: event.venue.city,
        }),
      })),
      canonical,
    },
    jsonLd: eventJsonLd(context, event, state, canonical),
    // The canonical trail: home, the events list, the event (the WeMeet path shows the same page).
    breadcrumb: await breadcrumbOf(context, request, [{ key: "events" }, { name: event.title, url: canonical }]),
  };
}

/** schema.org Event (event SEO and status): status, offer and place. */
export function eventJsonLd(context: AppLoadContext, event: MeetupEvent, state: ReturnType<typeof eventState>, url: string) {
  const { eventStatus, availability } = schemaOrgStatus(state);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    url,
    startDate: venueIso(event.startAt, event.timeZone),
    endDate: venueIso(event.endAt, event.timeZone),
    eventStatus,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    isAccessibleForFree: event.price === null,
    location: {
      "@type": "Place",
      name: event.venue.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: event.venue.address,
        addressLocality: event.venue.city,
        addressCountry: event.venue.countryCode,
      },
      geo: { "@type": "GeoCoordinates", latitude: event.venue.lat, longitude: event.venue.lon },
    },
    organizer: { "@type": "Person", name: `${event.organizer.firstName} ${event.organizer.lastName}` },
    offers: {
      "@type": "Offer",
      url,
      price: event.price ? decimalAmount(event.price.amount) : "0",
      priceCurrency: event.price?.currency ?? context.tenant.defaultCurrency,
      availability,
      validFrom: new Date(event.createdAt).toISOString(),
      validThrough: new Date(event.rsvpCloseAt).toISOString(),
    },
    ...(event.spotsLeft !== null ? { remainingAttendeeCapacity: event.spotsLeft } : {}),
  };
}
