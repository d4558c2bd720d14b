/**
 * A watched search's e-mail: what the job stores in its outbox row (the payload, checked again
 * when it is sent) and how it is written, in the language, date and money formats of the site
 * the search was saved on. It lists the departures newly matching apart from those that cost
 * less than before (with both prices).
 */
import { z } from "zod";
import { catalogues } from "../../../locales";
import { getTenant, tenants, type TenantConfig } from "../../../tenants";
import { CATALOGUE_LANGUAGES, CURRENCIES, catalogueLanguage, type Currency } from "../../../tenants/languages";
import { href } from "../../../tenants/routes";
import { dateNames, formatDay } from "../../../app/lib/dates/day-format";
import { currencyFormat, formatMoney } from "../../../app/lib/format/money";
import type { DepartureFacts } from "../../../app/lib/search/saved-search";
import { savedSearchEmail } from "../../email/templates/saved-search";
import type { SigningKeys } from "../../session/keys";
import { publicOrigin, tourUrl, unsubscribeUrl, type TripSlugs } from "../alerts/links";
import { signSavedSearchToken } from "./token";

/** Departures an e-mail lists; the rest are counted ("and 3 more") and the button opens the search. */
export const ITEMS_PER_EMAIL = 12;
/** Ids per json_each parameter. */
const CHUNK = 500;

const itemSchema = z.object({
  title: z.string(),
  start: z.iso.date(),
  end: z.iso.date(),
  price: z.number().int(),
  // A lower price: what it cost before (the price last mailed). Absent: newly matching.
  was: z.number().int().optional(),
  link: z.url(),
});
export const payloadSchema = z.object({
  site: z.string(),
  currency: z.enum(CURRENCIES),
  name: z.string(),
  // New departures first, then the lower prices.
  items: z.array(itemSchema),
  more: z.number().int().min(0),
  // How many of all (listed and more) are lower prices; e-mails decided before there were any have none.
  cheaper: z.number().int().min(0).default(0),
  searchLink: z.url(),
  unsubscribeLink: z.url(),
});
export type SavedSearchPayload = z.infer<typeof payloadSchema>;

export type TripTexts = Map<number, Record<string, string>>;

/** A departure an e-mail tells: newly matching, or costing less than `was`. */
export type NewsItem = { departure: DepartureFacts; was?: number };

export async function tripTexts(db: D1Database, tourIds: number[]): Promise<TripTexts> {
  const columns = CATALOGUE_LANGUAGES.flatMap((l) => [`tr.title_${l}`, `tr.slug_${l}`]).join(", ");
  const texts: TripTexts = new Map();
  for (let i = 0; i < tourIds.length; i += CHUNK) {
    const { results } = await db
      .prepare(`SELECT t.id, ${columns} FROM json_each(?1) j JOIN tours t ON t.id = j.value JOIN travels tr ON tr.id = t.travel_id`)
      .bind(JSON.stringify(tourIds.slice(i, i + CHUNK)))
      .all<Record<string, string>>();
    for (const row of results) texts.set(Number(row.id), row);
  }
  return texts;
}

export async function payloadOf(
  tenant: TenantConfig,
  search: { searchId: string; currency: Currency; name: string; query: string },
  items: NewsItem[],
  texts: TripTexts,
  keys: SigningKeys,
  template: string | undefined,
): Promise<SavedSearchPayload> {
  const origin = publicOrigin(tenant, template);
  const language = catalogueLanguage(tenant.language);
  const token = await signSavedSearchToken(keys, search.searchId);
  return {
    site: tenant.id,
    currency: search.currency,
    name: search.name,
    items: items.slice(0, ITEMS_PER_EMAIL).map(({ departure, was }) => {
      const text = texts.get(departure.tourId) ?? {};
      return {
        title: text[`title_${language}`] ?? "",
        start: departure.startingDate,
        end: departure.endingDate,
        price: departure.prices[search.currency],
        ...(was === undefined ? {} : { was }),
        link: tourUrl(origin, tenant, text as TripSlugs, departure.tourId),
      };
    }),
    more: Math.max(0, items.length - ITEMS_PER_EMAIL),
    cheaper: items.filter((item) => item.was !== undefined).length,
    searchLink: origin + href(tenant.pathLocale, "search") + (search.query ? `?${search.query}` : ""),
    // The notify-me alerts' unsubscribe page, which tells the two tokens apart by their purpose.
    unsubscribeLink: unsubscribeUrl(origin, token),
  };
}

/** The e-mail in the language, date and money formats of the site the search was saved on. */
export function renderSavedSearchEmail(payload: SavedSearchPayload) {
  const tenant = getTenant(payload.site);
  if (!tenant) throw new Error(`unknown site ${payload.site}`);
  const names = dateNames(catalogues[tenant.language]);
  const format = {
    ...(tenant.currencies.find((c) => c.isoCode === payload.currency) ??
      tenants.flatMap((t) => t.currencies).find((c) => c.isoCode === payload.currency) ??
      currencyFormat(tenant, payload.currency)),
    // Digits are grouped the site's locale's way, whichever site's symbol is borrowed.
    locale: tenant.locale,
  };
  return savedSearchEmail({
    language: tenant.language,
    siteName: tenant.name,
    name: payload.name,
    items: payload.items.map((item) => ({
      title: item.title,
      start: formatDay(item.start, tenant, "long", names),
      end: formatDay(item.end, tenant, "long", names),
      price: formatMoney(item.price, format),
      ...(item.was === undefined ? {} : { was: formatMoney(item.was, format) }),
      link: item.link,
    })),
    more: payload.more,
    cheaper: payload.cheaper,
    searchLink: payload.searchLink,
    unsubscribeLink: payload.unsubscribeLink,
  });
}
