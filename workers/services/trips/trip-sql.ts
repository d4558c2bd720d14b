import { localizedText, PRICE_COLUMNS } from "../../db/schema";
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from "../../../tenants/languages";

/**
 * Hand-written SQL for the trip pages. Values are always bound (`?`); the only identifiers
 * that vary are the language and currency column suffixes from the fixed tables of
 * workers/db/schema.ts, never request text.
 */

const slugColumns = CATALOGUE_LANGUAGES.map((l) => `t.slug_${l} AS slug_${l}`).join(", ");
const anySlug = CATALOGUE_LANGUAGES.map((l) => `t.slug_${l} = ?1`).join(" OR ");

export function travelBySlugSql(language: CatalogueLanguage): string {
  return `SELECT t.id, t.days, t.travel_type, t.badge_id, t.is_no_sharing_room_available,
    t.title_${language} AS title, t.destination_${language} AS destination, t.description_${language} AS description,
    ${slugColumns},
    (SELECT group_concat(style) FROM travel_styles s WHERE s.travel_id = t.id) AS styles,
    (SELECT group_concat(DISTINCT k.code) FROM travel_countries tc JOIN countries c ON c.id = tc.country_id
       JOIN continents k ON k.id = c.continent_id WHERE tc.travel_id = t.id) AS continents,
    (SELECT max(transfer_hours) FROM travel_itinerary_days d WHERE d.travel_id = t.id) AS max_transfer_hours,
    i.id AS image_id, i.seo_name AS image_seo_name, i.title AS image_title, ${localizedText("i", "alt_text", language)} AS image_alt_text,
    c.id AS coordinator_id, c.slug AS coordinator_slug, c.first_name, c.last_name, ${localizedText("c", "city", language)} AS city,
    ci.id AS coordinator_image_id, ci.seo_name AS coordinator_image_seo_name, ${localizedText("ci", "alt_text", language)} AS coordinator_image_alt_text
  FROM travels t
  LEFT JOIN images i ON i.id = t.thumbnail_image_id
  LEFT JOIN coordinators c ON c.id = t.coordinator_id
  LEFT JOIN images ci ON ci.id = c.image_id
  WHERE ${anySlug}
  LIMIT 1`;
}

export function toursSql(): string {
  const prices = Object.values(PRICE_COLUMNS)
    .map(({ base, current }) => `${base}, ${current}`)
    .join(", ");
  return `SELECT id, code, starting_date, ending_date, sales_status, capacity, free_seats, seats_to_confirm,
    age_badge, discount_percent, ${prices}
  FROM tours WHERE travel_id = ? AND starting_date >= ? ORDER BY starting_date, id`;
}

export function itinerarySql(language: CatalogueLanguage): string {
  return `SELECT day, transfer_hours, title_${language} AS title, body_${language} AS body
  FROM travel_itinerary_days WHERE travel_id = ? ORDER BY day`;
}

/** A trip's overnight places in order, named in one language (migration 0022). */
export function routeSql(language: CatalogueLanguage): string {
  return `SELECT position, lat, lon, kind, leg_mode, name_${language} AS name
  FROM travel_route_stops WHERE travel_id = ? ORDER BY position`;
}

/** A coordinator's columns, city and photo's alt text in one language (migration 0005). */
const coordinatorColumns = (
  language: CatalogueLanguage,
) => `c.id, c.slug, c.first_name, c.last_name, ${localizedText("c", "city", language)} AS city,
  ci.id AS image_id, ci.seo_name AS image_seo_name, ${localizedText("ci", "alt_text", language)} AS image_alt_text`;

export const coordinatorBySlugSql = (language: CatalogueLanguage) => `SELECT ${coordinatorColumns(language)},
    (SELECT group_concat(t.id) FROM travels t WHERE t.coordinator_id = c.id) AS travel_ids
  FROM coordinators c LEFT JOIN images ci ON ci.id = c.image_id WHERE c.slug = ?`;

export const coordinatorsSql = (language: CatalogueLanguage) => `SELECT ${coordinatorColumns(language)}
  FROM coordinators c LEFT JOIN images ci ON ci.id = c.image_id ORDER BY c.last_name, c.first_name, c.id`;

export function continentIdsSql(count: number): string {
  return `SELECT id FROM continents WHERE code IN (${Array.from({ length: count }, () => "?").join(", ")}) ORDER BY id`;
}

/** The gallery of a travel (migration 0003), in order, alt texts in one language. */
export const gallerySql = (
  language: CatalogueLanguage,
) => `SELECT i.id, i.seo_name, i.title, ${localizedText("i", "alt_text", language)} AS alt_text
  FROM travel_images g JOIN images i ON i.id = g.image_id
  WHERE g.travel_id = ? ORDER BY g.position`;

/** Currency column suffixes of migration 0013, from the fixed currency list (never request text). */
const COST_SUFFIX = { EUR: "eur", GBP: "gbp", USD: "usd" } as const;

/** A trip's all-in price estimates in one currency, with the flight band of one site (?2). */
export function costsSql(currency: keyof typeof COST_SUFFIX): string {
  const c = COST_SUFFIX[currency];
  return `SELECT k.kitty_${c} AS kitty, k.single_room_${c} AS single_room, f.airports, f.min_${c} AS flight_min, f.max_${c} AS flight_max
FROM travel_costs k LEFT JOIN travel_flights f ON f.travel_id = k.travel_id AND f.site = ?2
WHERE k.travel_id = ?1`;
}
