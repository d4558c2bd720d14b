import type { AgeBadge, SalesStatus, TravelStyle, TravelType } from "../../app/lib/search/filter-fields";

/**
 * Row types of the catalogue tables (workers/db/migrations/0001_catalogue.sql), kept in one
 * place. Queries are hand-written SQL with bound `?` parameters; the only identifiers that
 * vary are language and currency column suffixes, always taken from the fixed tables below,
 * never from request text.
 */

// Languages and currencies have one home (tenants/languages.ts); rows here are keyed by them.
import type { CatalogueLanguage, Currency } from "../../tenants/languages";

/** Price columns per currency: integer cents, base (list) price and current price. */
export const PRICE_COLUMNS: Readonly<Record<Currency, { base: string; current: string }>> = {
  EUR: { base: "base_price_eur", current: "price_eur" },
  GBP: { base: "base_price_gbp", current: "price_gbp" },
  USD: { base: "base_price_usd", current: "price_usd" },
};

// The enumerations are the filter vocabulary of app/lib (shared with the browser).
export {
  AGE_BADGES,
  SALES_STATUSES,
  TRAVEL_STYLES,
  TRAVEL_TYPES,
  type AgeBadge,
  type SalesStatus,
  type TravelStyle,
  type TravelType,
} from "../../app/lib/search/filter-fields";
export const PERIOD_TYPES = ["month", "period", "event"] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

type PerLanguage<Prefix extends string> = { [L in CatalogueLanguage as `${Prefix}_${L}`]: string };

export type ContinentRow = { id: number; code: string } & PerLanguage<"name">;

export type CountryRow = { id: number; iso_alpha3: string; continent_id: number } & PerLanguage<"name">;

/** Texts kept in English in `<column>` and in `<column>_<language>` for the others (migration 0005). */
type OtherLanguages<Prefix extends string> = { [L in Exclude<CatalogueLanguage, "en"> as `${Prefix}_${L}`]: string };

export type ImageRow = {
  id: string;
  base_url: string;
  seo_name: string;
  title: string;
  /** English; the other languages in alt_text_<language>. */
  alt_text: string;
  /** JSON text; parse with imageVariantsSchema (workers/services/catalogue/mappers.ts). */
  variants: string;
} & OtherLanguages<"alt_text">;

export type CoordinatorRow = {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  /** English; the other languages in city_<language>. */
  city: string;
  image_id: string | null;
} & OtherLanguages<"city">;

/**
 * SQL for a text kept in English in `column` and per other language in `column_<language>`
 * (image alt texts, coordinators' cities): the language's text, English where it is empty.
 */
export function localizedText(table: string, column: "alt_text" | "city", language: CatalogueLanguage): string {
  return language === "en" ? `${table}.${column}` : `coalesce(nullif(${table}.${column}_${language}, ''), ${table}.${column})`;
}

export type BadgeRow = { id: string } & PerLanguage<"name">;

export type TravelRow = {
  id: number;
  days: number;
  travel_type: TravelType;
  cost_center: string;
  badge_id: string | null;
  is_no_sharing_room_available: 0 | 1;
  score: number;
  coordinator_id: number | null;
  thumbnail_image_id: string | null;
  published_at: string;
} & PerLanguage<"title"> &
  PerLanguage<"slug"> &
  PerLanguage<"destination"> &
  PerLanguage<"description">;

export type TravelStyleRow = { travel_id: number; style: TravelStyle };

export type TravelCountryRow = { travel_id: number; country_id: number; position: number };

export type TourRow = {
  id: number;
  travel_id: number;
  code: string;
  /** ISO date YYYY-MM-DD. */
  starting_date: string;
  ending_date: string;
  sales_status: SalesStatus;
  capacity: number;
  free_seats: number;
  seats_to_confirm: number;
  age_badge: AgeBadge;
  base_price_eur: number;
  price_eur: number;
  base_price_gbp: number;
  price_gbp: number;
  base_price_usd: number;
  price_usd: number;
  discount_percent: number;
  published_at: string;
};

export type PeriodRow = {
  id: number;
  type: PeriodType;
  year: number;
  starting_date: string;
  ending_date: string;
  icon_url: string | null;
  icon_alt_text: string | null;
} & PerLanguage<"name">;

/** Every catalogue table, children before parents: the order in which a wipe deletes. */
export const CATALOGUE_TABLES_CHILD_FIRST = [
  "travels_fts",
  "countries_fts",
  "tours",
  "travel_styles",
  "travel_countries",
  "travels",
  "coordinators",
  "images",
  "badges",
  "countries",
  "continents",
  "periods",
] as const;

/**
 * The free-text tables are derived from travels and countries: run these after any
 * catalogue import (the seed does) so search sees the new text.
 */
export const REBUILD_FTS_SQL = [
  "DELETE FROM travels_fts",
  `INSERT INTO travels_fts (rowid, titles, places)
   SELECT tr.id,
     tr.title_en || ' ' || tr.title_it || ' ' || tr.title_es || ' ' || tr.title_fr || ' ' || tr.title_de,
     tr.destination_en || ' ' || tr.destination_it || ' ' || tr.destination_es || ' ' || tr.destination_fr || ' ' || tr.destination_de || ' ' ||
     coalesce((SELECT group_concat(c.name_en || ' ' || c.name_it || ' ' || c.name_es || ' ' || c.name_fr || ' ' || c.name_de, ' ')
               FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = tr.id), '')
   FROM travels tr`,
  "DELETE FROM countries_fts",
  `INSERT INTO countries_fts (rowid, names)
   SELECT id, name_en || ' ' || name_it || ' ' || name_es || ' ' || name_fr || ' ' || name_de || ' ' || iso_alpha3 FROM countries`,
] as const;
