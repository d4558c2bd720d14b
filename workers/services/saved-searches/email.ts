/**
 * A watched search's e-mail (issue 27): what the job stores in its outbox row (the payload,
 * checked again when it is sent) and how it is written, in the language, date and money
 * formats of the site the search was saved on.
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
import { publicOrigin, tourUrl, UNSUBSCRIBE_PATH, type TripSlugs } from "../alerts/links";
import { signSavedSearchToken } from "./token";

/** Departures an e-mail lists; the rest are counted ("and 3 more") and the button opens the search. */
export const ITEMS_PER_EMAIL = 12;
/** Ids per json_each parameter. */
const CHUNK = 500;

const itemSchema = z.object({ title: z.string(), start: z.iso.date(), end: z.iso.date(), price: z.number().int(), link: z.url() });
export const payloadSchema = z.object({
  site: z.string(),
  currency: z.enum(CURRENCIES),
  name: z.string(),
  items: z.array(itemSchema),
  more: z.number().int().min(0),
  searchLink: z.url(),
  unsubscribeLink: z.url(),
});
export type SavedSearchPayload = z.infer<typeof payloadSchema>;

export type TripTexts = Map<number, Record<string, string>>;

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
  items: DepartureFacts[],
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
    items: items.slice(0, ITEMS_PER_EMAIL).map((item) => {
      const text = texts.get(item.tourId) ?? {};
      return {
        title: text[`title_${language}`] ?? "",
        start: item.startingDate,
        end: item.endingDate,
        price: item.prices[search.currency],
        link: tourUrl(origin, tenant, text as TripSlugs, item.tourId),
      };
    }),
    more: Math.max(0, items.length - ITEMS_PER_EMAIL),
    searchLink: origin + href(tenant.pathLocale, "search") + (search.query ? `?${search.query}` : ""),
    // The notify-me alerts' unsubscribe page, which tells the two tokens apart by their purpose.
    unsubscribeLink: `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
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
      link: item.link,
    })),
    more: payload.more,
    searchLink: payload.searchLink,
    unsubscribeLink: payload.unsubscribeLink,
  });
}
