import { fromZonedTime } from "date-fns-tz";
import { EVENT_CATEGORIES, type EventCategory } from "../../app/lib/events/categories";
import { slugify } from "./catalogue";
import { EVENT_TEXTS } from "./event-texts";
import { ORGANIZERS, SEED_SITES } from "./events-places";
import { createRandom } from "./prng";
import { D1_MAX_BOUND_PARAMS, sqlLiteral, type SeedStatement, type SqlValue } from "./sql";

/**
 * Meetup events per site: one a day from the day before the seed's UTC day to eight days after
 * it (whatever a site's own date is when the seed runs, its next eight days are among them),
 * then four spread over four months.
 */
const DAILY = 10;
export const EVENTS_PER_SITE = DAILY + 4;
const SEED = 0x5e7e_2026;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type MeetupEventRow = Record<string, SqlValue> & {
  id: number;
  site: string;
  city: string;
  slug: string;
  title: string;
  category: EventCategory;
  start_at: number;
  end_at: number;
  venue_name: string;
  price: number | null;
  spots_left: number | null;
  rsvp_close_at: number;
  status: "SCHEDULED" | "CANCELLED";
};

const START_HOURS: Record<EventCategory, [number, number]> = {
  APERITIF: [18, 30],
  DINNER: [20, 0],
  HIKE: [9, 30],
  CULTURE: [10, 30],
  PARTY: [21, 0],
  TRAVEL_TALK: [19, 0],
};
const DURATION_HOURS: Record<EventCategory, number> = { APERITIF: 2, DINNER: 3, HIKE: 4, CULTURE: 3, PARTY: 4, TRAVEL_TALK: 2 };

/**
 * The same UTC day always gives the same events. Each site gets an event on each of its next
 * eight days (so every quick filter finds something at any hour) and four more over four months;
 * among them, per site: free ones, a sold-out one, a cancelled one and one past its RSVP close.
 */
export function generateMeetupEvents(today: Date = new Date()): MeetupEventRow[] {
  const random = createRandom(SEED);
  // The seed is a function of the UTC day alone (the test runs share one seeded copy per day).
  const baseDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let id = 0;
  return SEED_SITES.flatMap((site) => {
    const texts = EVENT_TEXTS[site.site]!;
    const home = site.cities[0]!;
    return Array.from({ length: EVENTS_PER_SITE }, (_, i): MeetupEventRow => {
      const dayOffset = i < DAILY ? i - 1 : 12 + (i - DAILY) * 27 + random.int(0, 12);
      const date = new Date(baseDay + dayOffset * DAY);
      const day = date.toISOString().slice(0, 10);
      // A daily Sunday is a party that runs past midnight, so "this weekend" finds an event at
      // every hour of every day of the week.
      const sundayNight = i < DAILY && date.getUTCDay() === 0;
      const category = sundayNight ? "PARTY" : EVENT_CATEGORIES[(i + site.site.length) % EVENT_CATEGORIES.length]!;
      // The late party is in the site's first city, whose calendar its pages' dates follow, so it
      // starts on that Sunday there too.
      const city = sundayNight ? home : site.cities[i % site.cities.length]!;
      const venue = city.venues[Math.floor(i / site.cities.length) % city.venues.length]!;
      const [hour, minute] = START_HOURS[category];
      const startAt = fromZonedTime(
        `${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00`,
        city.timeZone,
      ).getTime();
      const endAt = startAt + DURATION_HOURS[category] * HOUR;
      const text = texts[category];
      const title = text.title.replace("{{city}}", city.name);
      const slug = `${slugify(title)}-${day}`;
      const free = i % 3 === 0;
      const cancelled = (i === 6 && !sundayNight) || i === DAILY + 2;
      const soldOut = i === 4 || i === DAILY + 1;
      const rsvpClosed = i === 2;
      const createdAt = baseDay - 20 * DAY;
      const [firstName, lastName] = random.pick(ORGANIZERS);
      return {
        id: ++id,
        site: site.site,
        city: city.slug,
        slug,
        title,
        description: text.description,
        category,
        start_at: startAt,
        end_at: endAt,
        time_zone: city.timeZone,
        venue_name: venue.name,
        venue_city: city.name,
        venue_address: venue.address,
        venue_country_code: site.countryCode,
        venue_lat: venue.lat,
        venue_lon: venue.lon,
        price: free ? null : random.int(1, 7) * 500,
        currency: free ? null : site.currency,
        spots_left: soldOut ? 0 : i % 4 === 2 ? null : random.int(3, 40),
        attendees: random.int(4, 60),
        organizer_kind: i % 2 === 0 ? "COORDINATOR" : "COMMUNITY",
        organizer_first_name: firstName,
        organizer_last_name: lastName,
        // One event per site closed its RSVP before the seed's day began; the others close a day before they start.
        rsvp_close_at: rsvpClosed ? baseDay - HOUR : startAt - DAY,
        website_url: `${site.origin}${site.eventsPath}/${city.slug}/${slug}`,
        status: cancelled ? "CANCELLED" : "SCHEDULED",
        cancelled_at: cancelled ? createdAt + 5 * DAY : null,
        created_at: createdAt,
      };
    });
  });
}

const WIPE = "DELETE FROM meetup_events";

/** Parameterised statements (D1's 100 bound values at most), for tests that batch. */
export function meetupEventStatements(rows: MeetupEventRow[], maxParams = D1_MAX_BOUND_PARAMS): SeedStatement[] {
  const statements: SeedStatement[] = [{ sql: WIPE, params: [] }];
  if (rows.length === 0) return statements;
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(maxParams / columns.length));
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    statements.push({
      sql: `INSERT INTO meetup_events (${columns.join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}`,
      params: chunk.flatMap((row) => columns.map((column) => row[column] ?? null)),
    });
  }
  return statements;
}

/** The same rows as script lines (one statement a line, literal values) for wrangler or exec(). */
export function meetupEventsScript(rows: MeetupEventRow[]): string {
  const lines = [`${WIPE};`];
  if (rows.length > 0) {
    const columns = Object.keys(rows[0]!);
    const tuples = rows.map((row) => `(${columns.map((column) => sqlLiteral(row[column] ?? null)).join(", ")})`);
    for (let start = 0; start < tuples.length; start += 50) {
      lines.push(`INSERT INTO meetup_events (${columns.join(", ")}) VALUES ${tuples.slice(start, start + 50).join(", ")};`);
    }
  }
  return `${lines.join("\n")}\n`;
}
