import type {
  BadgeRow,
  ContinentRow,
  CoordinatorRow,
  CountryRow,
  ImageRow,
  PeriodRow,
  TourRow,
  TravelCountryRow,
  TravelRow,
  TravelStyleRow,
  TravelType,
} from "../../workers/db/schema";
import { CATALOGUE_LANGUAGES } from "../../tenants/languages";
import { CONTINENTS, COUNTRIES, POPULAR, type CountrySeed, type Names } from "./countries";
import { addDays, isoDate, startOfDay } from "./dates";
import { generatePeriods } from "./periods";
import { createRandom, type Random } from "./prng";
import { BADGES, COORDINATOR_IMAGE_ALT, COST_CENTER, GALLERY_IMAGE_ALT, TRAVEL_IMAGE_ALT } from "./themes";
import { galleryCaptions } from "./gallery-captions";
import { COORDINATOR_ORIGINS } from "./data/coordinators";
import { DESTINATIONS } from "./destinations";
import { placeScene, planTrip, type TripPlan } from "./trips";
import { generateItineraries, generateRouteStops, type ItineraryDayRow, type RouteStopRow } from "./itinerary";
import { generateTours } from "./tours";
import { generateBookings, type BookingRow } from "./bookings";
import type { PriceHistoryRow } from "./prices";

export const MEDIA_BASE_URL = "https://media.caravantrips.com";
/** Travels at scale 1; the issue asks for at least 400. */
export const TRAVELS_PER_SCALE = 420;
const SEED = 0xca7a7a;
// Trips (countries, theme, route, words) come from a stream of their own.
const TRIP_SEED = 0x7a1b5;
/** The day a weekend leaves (UTC day of the week). */
const FRIDAY = 5;

export type Catalogue = {
  continents: ContinentRow[];
  countries: CountryRow[];
  images: ImageRow[];
  coordinators: CoordinatorRow[];
  badges: BadgeRow[];
  travels: TravelRow[];
  travelStyles: TravelStyleRow[];
  travelCountries: TravelCountryRow[];
  tours: TourRow[];
  periods: PeriodRow[];
  /** Trip pages: day-by-day itineraries. */
  itineraryDays: ItineraryDayRow[];
  /** The overnight places of every trip, in order, with how each is reached: the trip page's map. */
  routeStops: RouteStopRow[];
  travelImages: TravelImageRow[];
  /** Every tour's prices over the last ~90 days; its price columns follow from them. */
  priceHistory: PriceHistoryRow[];
  /** Who is going, anonymised (one row per booked seat). */
  bookings: BookingRow[];
};

/** Where a long generation says how far it is (scripts/progress.mjs; `npm run seed` at 10x and 100x). */
export type SeedProgress = { step(name: string, total?: number, unit?: string): void; tick(n?: number): void };

export type CatalogueOptions = { scale?: number; today?: Date; progress?: SeedProgress };

/** The same options always give the same catalogue (fixed PRNG seed; dates relative to `today`). */
export function generateCatalogue(options: CatalogueOptions = {}): Catalogue {
  return generateCatalogueWithPlans(options).catalogue;
}

/** The catalogue with the plan of each of its travels (by position: `plans[i]` is `travels[i]`'s), for the tests that walk routes. */
export function generateCatalogueWithPlans({ scale = 1, today = new Date(), progress }: CatalogueOptions = {}): {
  catalogue: Catalogue;
  plans: readonly TripPlan[];
} {
  if (!(scale > 0)) throw new Error(`scale must be positive, got ${scale}`);
  const random = createRandom(SEED);
  const day = startOfDay(today);
  const continents = CONTINENTS.map((continent, i) => ({ id: i + 1, code: continent.code, ...named("name", continent.names) }));
  const continentId = new Map(continents.map((row) => [row.code, row.id]));
  const countries: CountryRow[] = COUNTRIES.map((country, i) => ({
    id: i + 1,
    iso_alpha3: country.alpha3,
    continent_id: continentId.get(country.continent)!,
    ...named("name", country.names),
  }));
  const badges: BadgeRow[] = BADGES.map((badge) => ({ id: badge.id, ...named("name", badge.names) }));
  const images: ImageRow[] = [];
  const coordinators = generateCoordinators(random, Math.max(12, Math.round(60 * scale)), images);

  const travels: TravelRow[] = [];
  const travelStyles: TravelStyleRow[] = [];
  const travelCountries: TravelCountryRow[] = [];
  const tours: TourRow[] = [];
  const travelImages: TravelImageRow[] = [];
  const priceHistory: PriceHistoryRow[] = [];
  const slugs = CATALOGUE_LANGUAGES.map(() => new Set<string>());
  const count = Math.max(1, Math.round(TRAVELS_PER_SCALE * scale));
  const countryIndex = new Map(COUNTRIES.map((country, i) => [country.alpha3, i]));
  // Every country leads at least one trip (when the scale allows), the rest by popularity.
  // Best sellers first, so a small catalogue (tests, scale < 1) still has them.
  const popular = COUNTRIES.filter((country) => POPULAR.has(country.alpha3));
  const others = COUNTRIES.filter((country) => !POPULAR.has(country.alpha3));
  const firsts = [...random.sample(popular, popular.length), ...random.sample(others, others.length)];
  const weighted = COUNTRIES.flatMap((country) => Array<CountrySeed>(POPULAR.has(country.alpha3) ? 4 : 1).fill(country));
  const tripRandom = createRandom(TRIP_SEED);
  const used = new Map<string, number>();
  const plans: TripPlan[] = [];
  progress?.step("planning trips and their departures", count, "travels");
  for (let id = 1; id <= count; id++) {
    const plan = planTrip(tripRandom, DESTINATIONS.get((firsts[id - 1] ?? random.pick(weighted)).alpha3)!, used);
    plans.push(plan);
    const first = plan.destinations[0]!.country;
    const travel = buildTravel(random, id, plan, slugs, day, coordinators);
    travels.push(travel);
    images.push(travelImage(travel, plan));
    for (const [index, image] of galleryImages(travel, plan).entries()) {
      images.push(image);
      travelImages.push({ travel_id: id, position: index + 1, image_id: image.id });
    }
    for (const style of plan.moods) {
      travelStyles.push({ travel_id: id, style });
    }
    plan.destinations.forEach((destination, position) => {
      travelCountries.push({ travel_id: id, country_id: countryIndex.get(destination.country.alpha3)! + 1, position });
    });
    // Each trip's departures come from its own stream: where a season moves them (which depends on
    // the day the seed runs), the trips after it stay the same.
    const tourRandom = createRandom(Math.imul(id, 0x27d4eb2d) ^ 0x70a5);
    const generated = generateTours(
      tourRandom,
      travel,
      first.continent,
      day,
      tours.length + 1,
      plan.months,
      plan.extraEur,
      plan.theme.key === "weekend" ? FRIDAY : null,
    );
    tours.push(...generated.tours);
    priceHistory.push(...generated.priceHistory);
    progress?.tick();
  }
  progress?.step("writing itineraries, route stops and bookings");
  const periods = generatePeriods(day, MEDIA_BASE_URL);
  const itineraryDays = generateItineraries(travels, plans);
  const bookings = generateBookings(tours);
  const catalogue: Catalogue = {
    continents,
    countries,
    images,
    coordinators,
    badges,
    travels,
    travelStyles,
    travelCountries,
    tours,
    periods,
    itineraryDays,
    routeStops: generateRouteStops(travels, plans),
    travelImages,
    priceHistory,
    bookings,
  };
  return { catalogue, plans };
}

/** A row of travel_images (workers/db/migrations/0003_travel_gallery.sql). */
export type TravelImageRow = { travel_id: number; position: number; image_id: string };

/**
 * Up to 5 more photos per trip, each its own artwork (app/routes/resource.tsx draws them): the
 * places of its route in turn, so the gallery shows the trip's landscapes. The count comes from
 * the trip's id (3 to 5; fewer when it has fewer days to show), not the random stream. Each
 * caption says what the photo shows as the itinerary tells it (./gallery-captions.ts).
 */
function galleryImages(travel: TravelRow, plan: TripPlan): ImageRow[] {
  return galleryCaptions(plan, 3 + (travel.id % 3), travel.id).map(({ place, caption }, index) => ({
    id: `${travel.thumbnail_image_id}-${index + 1}`,
    base_url: MEDIA_BASE_URL,
    seo_name: artworkName(placeScene(place), plan, slugify(caption[0])),
    title: `${travel.title_en}: ${caption[0]}`,
    ...altTexts(GALLERY_IMAGE_ALT.map((template, i) => template.replace("{caption}", caption[i]!).replace("{title}", titleIn(travel, i)))),
    variants: JSON.stringify({
      desktop: { size: "webp-medium", types: ["webp", "jpeg"] },
      mobile: { size: "webp-small", types: ["webp", "jpeg"] },
    }),
  }));
}

/**
 * An image's SEO name says what the artwork shows: the scene, the trip's theme, then the
 * rest ("desert-desert-morocco-...", "coast-sailing-..."); app/lib/images/artwork.ts reads the
 * first two words to draw it.
 */
function artworkName(scene: string, plan: TripPlan, rest: string): string {
  return `${scene}-${plan.theme.key}-${rest}`.slice(0, 200).replace(/-+$/, "");
}

/** The alt_text columns of an image from its texts in the catalogue languages (en first). */
function altTexts(texts: readonly string[]): Pick<ImageRow, "alt_text" | "alt_text_it" | "alt_text_es" | "alt_text_fr" | "alt_text_de"> {
  const [en, it, es, fr, de] = texts as [string, string, string, string, string];
  return { alt_text: en, alt_text_it: it, alt_text_es: es, alt_text_fr: fr, alt_text_de: de };
}

/** A travel's title in the i-th catalogue language. */
function titleIn(travel: TravelRow, i: number): string {
  return travel[`title_${CATALOGUE_LANGUAGES[i]!}`];
}

function named<P extends string>(prefix: P, names: Names) {
  return Object.fromEntries(CATALOGUE_LANGUAGES.map((lang, i) => [`${prefix}_${lang}`, names[i]!])) as {
    [L in (typeof CATALOGUE_LANGUAGES)[number] as `${P}_${L}`]: string;
  };
}

/** A trip's countries as each language lists them ("Serbia, Hungary and Austria", "Serbia, Ungheria e Austria"). */
const LIST_FORMATS = ["en-GB", "it", "es", "fr", "de"].map((locale) => new Intl.ListFormat(locale, { type: "conjunction" }));

function buildTravel(
  random: Random,
  id: number,
  plan: TripPlan,
  slugs: Set<string>[],
  today: Date,
  coordinators: CoordinatorRow[],
): TravelRow {
  const continent = plan.destinations[0]!.country.continent;
  const destination = CATALOGUE_LANGUAGES.map((_, i) =>
    LIST_FORMATS[i]!.format(plan.destinations.map((d) => d.country.names[i]!)),
  ) as unknown as Names;
  const slug = plan.title.map((text, i) => uniqueSlug(slugify(text), slugs[i]!)) as unknown as Names;
  const travelType: TravelType = random.weighted({ CLASSIC: 70, COLLECTION: 12, CARAVAN_X: 10, COORDINATOR: 8 });
  return {
    id,
    ...named("title", plan.title),
    ...named("slug", slug),
    ...named("destination", destination),
    ...named("description", plan.description),
    days: plan.days,
    travel_type: travelType,
    cost_center: COST_CENTER[continent],
    badge_id: random.chance(0.35) ? random.pick(BADGES).id : null,
    is_no_sharing_room_available: random.chance(0.3) ? 1 : 0,
    score: Math.round(random.next() * 10_000) / 100,
    coordinator_id: random.pick(coordinators).id,
    thumbnail_image_id: `travel-${id}`,
    published_at: `${isoDate(addDays(today, -random.int(1, 1_000)))}T09:00:00Z`,
  };
}

function travelImage(travel: TravelRow, plan: TripPlan): ImageRow {
  return {
    id: travel.thumbnail_image_id!,
    base_url: MEDIA_BASE_URL,
    seo_name: artworkName(plan.scene, plan, travel.slug_en),
    title: travel.title_en,
    ...altTexts(TRAVEL_IMAGE_ALT.map((template, i) => template.replace("{title}", titleIn(travel, i)))),
    // Images come in webp variants; the default size is webp-medium.
    variants: JSON.stringify({
      desktop: { size: "webp-medium", types: ["webp", "jpeg"] },
      mobile: { size: "webp-small", types: ["webp", "jpeg"] },
    }),
  };
}

/** Coordinators: a first name and a surname from one place, living in a city of that place. */
function generateCoordinators(random: Random, count: number, images: ImageRow[]): CoordinatorRow[] {
  const rows: CoordinatorRow[] = [];
  const slugs = new Set<string>();
  const weights = Object.fromEntries(COORDINATOR_ORIGINS.map((origin, i) => [String(i), origin.weight]));
  const names = new Set<string>();
  for (let id = 1; id <= count; id++) {
    const origin = COORDINATOR_ORIGINS[Number(random.weighted(weights))]!;
    // Two coordinators with one name would look like a copy: draw again (a few times, then allow it).
    let first = random.pick(origin.firstNames);
    let last = random.pick(origin.lastNames);
    for (let attempt = 0; attempt < 20 && names.has(`${first} ${last}`); attempt++) {
      first = random.pick(origin.firstNames);
      last = random.pick(origin.lastNames);
    }
    names.add(`${first} ${last}`);
    const slug = uniqueSlug(slugify(`${first} ${last}`), slugs);
    images.push({
      id: `coordinator-${id}`,
      base_url: MEDIA_BASE_URL,
      seo_name: `portrait-${slug}`,
      title: `${first} ${last}`,
      ...altTexts(COORDINATOR_IMAGE_ALT.map((template) => template.replace("{name}", `${first} ${last}`))),
      variants: JSON.stringify({ desktop: { size: "webp-small", types: ["webp"] }, mobile: { size: "webp-small", types: ["webp"] } }),
    });
    const [city, cityIt, cityEs, cityFr, cityDe] = random.pick(origin.cities);
    rows.push({
      id,
      slug,
      first_name: first,
      last_name: last,
      city,
      image_id: `coordinator-${id}`,
      city_it: cityIt,
      city_es: cityEs,
      city_fr: cityFr,
      city_de: cityDe,
    });
  }
  return rows;
}

/** Lower-case ASCII words joined by dashes; diacritics are dropped ("Perù" -> "peru"). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Per set of taken slugs, the number each base's next try starts at: a title repeated a thousand times is not counted up from 2 each time. */
const nextTry = new WeakMap<Set<string>, Map<string, number>>();

function uniqueSlug(base: string, taken: Set<string>): string {
  let tries = nextTry.get(taken);
  if (!tries) {
    tries = new Map();
    nextTry.set(taken, tries);
  }
  // Slugs are only ever added, so every number below the one stored is still taken.
  let n = tries.get(base) ?? 2;
  let slug = n === 2 ? base : `${base}-${n}`;
  for (; taken.has(slug); n++) slug = `${base}-${n}`;
  tries.set(base, n);
  taken.add(slug);
  return slug;
}
