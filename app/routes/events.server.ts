/**
 * The meetup lists' server half (events, events-wemeet, wemeet/events): the filters come from
 * the URL (a GET form), are parsed here and turned into one service query. A filter the URL
 * gets wrong is left out and the page says so (400).
 */
import { data, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { catalogues } from "../../locales";
import { href, type RouteKey } from "../../tenants/routes";
import type { MeetupEvent } from "../../workers/services/events/types";
import { dateNames } from "../lib/dates/day-format";
import type { DistanceUnit } from "../../tenants/languages";
import { EVENT_CATEGORIES, PRICE_FILTERS, type EventCategory, type PriceFilter } from "../lib/events/categories";
import { defaultRadius, formatDistance, RADIUS_PARAMS, radiusChoices, radiusFor, type RadiusChoice } from "../lib/events/distance";
import { eventCardView, type EventCardView } from "../lib/events/event-view";
import { QUICK_DATES, quickDateRange, type QuickDate } from "../lib/events/quick-dates";
import { notFound, requirePage } from "../server/page.server";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";

export const LIST_KEYS = ["events", "events-wemeet", "wemeet-events"] as const;
export type EventListKey = (typeof LIST_KEYS)[number];

/** The detail page a list links to: the meetup section keeps its own paths. */
export function detailKeyOf(key: RouteKey): "events-city-slug" | "wemeet-events-city-slug" {
  return key.startsWith("wemeet") ? "wemeet-events-city-slug" : "events-city-slug";
}

export type EventListFilters = {
  when: QuickDate;
  price: PriceFilter;
  category: EventCategory | null;
  /** A city slug, "here" (the visitor's coordinates in lat/lon), or null. */
  near: string | null;
  /** The radius as the URL names it, in whole kilometres: one of the site's choices. */
  km: number;
  lat: number | null;
  lon: number | null;
};

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const field = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const filtersSchema = z.object({
  when: field(z.enum(QUICK_DATES)),
  price: field(z.enum(PRICE_FILTERS)),
  category: field(z.enum(EVENT_CATEGORIES)),
  near: field(z.string().regex(/^[a-z0-9-]{1,80}$/)),
  km: field(z.coerce.number().refine((km) => RADIUS_PARAMS.includes(km))),
  lat: field(z.coerce.number().min(-90).max(90)),
  lon: field(z.coerce.number().min(-180).max(180)),
});
const FILTER_NAMES = Object.keys(filtersSchema.shape) as (keyof typeof filtersSchema.shape)[];

/**
 * Each field on its own: a wrong one is dropped (and reported), the others still apply. The
 * radius is the site's choice for the URL's `km` (see radiusFor), searched at its exact size.
 */
export function parseEventFilters(
  search: URLSearchParams,
  unit: DistanceUnit,
): { filters: EventListFilters; radius: RadiusChoice; invalid: string[] } {
  const invalid: string[] = [];
  const values: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const raw = search.get(name);
    const parsed = filtersSchema.shape[name].safeParse(raw);
    if (parsed.success) values[name] = parsed.data;
    else invalid.push(name);
  }
  const v = values as z.infer<typeof filtersSchema>;
  let near = v.near ?? null;
  // "here" needs both coordinates; without them there is no point to measure from.
  if (near === "here" && (v.lat === undefined || v.lon === undefined)) {
    invalid.push("near");
    near = null;
  }
  const radius = (v.km === undefined ? null : radiusFor(v.km, unit)) ?? defaultRadius(unit);
  return {
    filters: {
      when: v.when ?? "whenever",
      price: v.price ?? "all",
      category: v.category ?? null,
      near,
      km: radius.km,
      lat: v.lat ?? null,
      lon: v.lon ?? null,
    },
    radius,
    invalid,
  };
}

/** Names and formats for the site's language: the same the browser shows. */
export function viewHelpers(context: AppLoadContext) {
  const { tenant } = context;
  const names = dateNames(catalogues[tenant.language]);
  const now = context.now.getTime();
  return {
    now,
    card: (event: MeetupEvent, key: RouteKey): EventCardView =>
      eventCardView(event, tenant, names, now, href(tenant.pathLocale, detailKeyOf(key), { city: event.city, slug: event.slug })),
  };
}

export async function eventsListLoader({ request, context }: LoaderFunctionArgs) {
  const match = requirePage(request, context);
  if (!(LIST_KEYS as readonly string[]).includes(match.key)) throw notFound();
  const url = new URL(request.url);
  const unit = context.tenant.distanceUnit;
  const { filters, radius, invalid } = parseEventFilters(url.searchParams, unit);
  const { now, card } = viewHelpers(context);
  const range = quickDateRange(filters.when, context.now, context.tenant);
  const near =
    filters.near === "here" && filters.lat !== null && filters.lon !== null
      ? { lat: filters.lat, lon: filters.lon, km: radius.exactKm }
      : filters.near
        ? { city: filters.near, km: radius.exactKm }
        : null;
  const result = await context.services.events.list(
    { from: range.from.getTime(), to: range.to?.getTime() ?? null, price: filters.price, category: filters.category, near },
    now,
  );
  if (result.unknownCity) invalid.push("near");
  const t = await translatorFor(context.tenant.language);
  const seo = await seoOf(context, t(`pages.${match.key}.title`), { description: t("events.seo.listDescription") });
  const payload = {
    key: match.key as EventListKey,
    seo,
    filters: result.unknownCity ? { ...filters, near: null } : filters,
    invalid,
    events: result.events.map((event) => card(event, match.key)),
    cities: result.cities.map((city) => ({ slug: city.slug, name: city.name })),
    // Labelled here, in the site's unit: the browser shows them as they are.
    radii: radiusChoices(unit).map((choice) => ({
      km: choice.km,
      label: t("events.filters.within", { distance: formatDistance(choice.exactKm, unit, context.tenant.language) }),
    })),
  };
  return data(payload, { status: invalid.length > 0 ? 400 : 200 });
}
