/**
 * A plain in-memory reading of the search rules (its filters and sorts) over the
 * generated catalogue, written independently of the SQL: the integration tests compare the
 * service's answers with it.
 */
import { effectiveStatuses, searchFiltersSchema, type SearchFilters, type SearchFiltersInput } from "../../app/lib/search/filters";
import type { TourRow, TravelRow } from "../../workers/db/schema";
import type { Currency } from "../../tenants/languages";
import type { Catalogue } from "../../scripts/seed/index";

export type OracleTravel = { travel: TravelRow; tours: TourRow[]; best: TourRow | null };

const PRICE = { EUR: "price_eur", GBP: "price_gbp", USD: "price_usd" } as const;
const DAY = 86_400_000;
const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Case and accents folded, split on anything that is not a letter or digit. */
export function words(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export function createOracle(catalogue: Catalogue, today: string) {
  const toursOf = new Map<number, TourRow[]>();
  for (const tour of catalogue.tours) toursOf.set(tour.travel_id, [...(toursOf.get(tour.travel_id) ?? []), tour]);
  const stylesOf = (id: number) => catalogue.travelStyles.filter((s) => s.travel_id === id).map((s) => s.style as string);
  const countriesOf = (id: number) => catalogue.travelCountries.filter((c) => c.travel_id === id).map((c) => c.country_id);
  const continentOf = new Map(catalogue.countries.map((c) => [c.id, c.continent_id]));
  const travelWords = new Map(
    catalogue.travels.map((tr) => {
      const countries = countriesOf(tr.id).map((id) => catalogue.countries.find((c) => c.id === id)!);
      const text = [
        ...["en", "it", "es", "fr", "de"].flatMap((l) => [tr[`title_${l}` as "title_en"], tr[`destination_${l}` as "destination_en"]]),
        ...countries.flatMap((c) => [c.name_en, c.name_it, c.name_es, c.name_fr, c.name_de]),
      ].join(" ");
      return [tr.id, words(text)];
    }),
  );

  const full = (input: SearchFiltersInput): SearchFilters => searchFiltersSchema.parse(input);

  function tourMatches(t: TourRow, f: SearchFilters, currency: Currency): boolean {
    if (!(t.starting_date > today) || !effectiveStatuses(f).includes(t.sales_status)) return false;
    let [from, to] = [f.dateFrom, f.dateTo];
    if (from && to && from > to) [from, to] = [to, from];
    const span = f.daysSpan ?? 0;
    if (from && t.starting_date < shift(from, -span)) return false;
    if (to && (f.withinDateRange ? t.ending_date : t.starting_date) > shift(to, span)) return false;
    if (f.ageBadge && t.age_badge !== f.ageBadge) return false;
    if (f.discounted && !(t.discount_percent > 0)) return false;
    const price = t[PRICE[currency]];
    if (f.priceFrom !== undefined && price < f.priceFrom) return false;
    if (f.priceTo !== undefined && price > f.priceTo) return false;
    return true;
  }

  function travelMatches(tr: TravelRow, f: SearchFilters): boolean {
    const max = { MAX_6: 6, MAX_10: 10 }[f.durations as "MAX_6"];
    if (max !== undefined && tr.days > max) return false;
    if (f.durations === "LT_10" && !(tr.days > 10)) return false;
    if (f.durationFrom !== undefined && tr.days < f.durationFrom) return false;
    if (f.durationTo !== undefined && tr.days > f.durationTo) return false;
    if (f.isNoSharingRoomAvailable && tr.is_no_sharing_room_available !== 1) return false;
    if (f.badgeId && !f.badgeId.includes(tr.badge_id ?? "")) return false;
    if (f.travelTypes && !f.travelTypes.includes(tr.travel_type)) return false;
    if (f.costCenters && !f.costCenters.includes(tr.cost_center)) return false;
    if (f.travelId && !f.travelId.includes(String(tr.id))) return false;
    if (f.travelStyles && !stylesOf(tr.id).some((s) => f.travelStyles!.includes(s as never))) return false;
    if (f.destinationId || f.continentId) {
      const inPlace = countriesOf(tr.id).some(
        (c) => f.destinationId?.includes(String(c)) || f.continentId?.includes(String(continentOf.get(c))),
      );
      if (!inPlace) return false;
    }
    if (f.textSearch) {
      const query = words(f.textSearch);
      const own = travelWords.get(tr.id)!;
      if (query.length === 0 || !query.every((q) => own.some((w) => w.startsWith(q)))) return false;
    }
    return true;
  }

  /** Matching departures of matching travels, in the search's order for tours. */
  function tours(input: SearchFiltersInput, currency: Currency): TourRow[] {
    const f = full(input);
    const days = (t: TourRow) => Date.parse(t.ending_date) - Date.parse(t.starting_date);
    const byTravel = new Map(catalogue.travels.map((tr) => [tr.id, tr]));
    const list = catalogue.tours.filter((t) => tourMatches(t, f, currency) && travelMatches(byTravel.get(t.travel_id)!, f));
    const p = PRICE[currency];
    const order: Record<string, (a: TourRow, b: TourRow) => number> = {
      date: (a, b) => cmp(a.starting_date, b.starting_date) || a.id - b.id,
      "newer:desc": (a, b) => cmp(b.published_at, a.published_at) || b.id - a.id,
      "price:asc": (a, b) => a[p] - b[p] || cmp(a.starting_date, b.starting_date) || a.id - b.id,
      "price:desc": (a, b) => b[p] - a[p] || cmp(a.starting_date, b.starting_date) || a.id - b.id,
      "discount:desc": (a, b) => b.discount_percent - a.discount_percent || cmp(a.starting_date, b.starting_date) || a.id - b.id,
      "duration:asc": (a, b) => days(a) - days(b) || cmp(a.starting_date, b.starting_date) || a.id - b.id,
      "duration:desc": (a, b) => days(b) - days(a) || cmp(a.starting_date, b.starting_date) || a.id - b.id,
    };
    const sort = f.sort && order[f.sort] ? f.sort : "date";
    return list.sort(order[sort]);
  }

  /**
   * Matching travels with their matching departures and best tour (the cheapest, then the
   * earliest, then the lowest id), in the search's order (text relevance excepted: ranked by
   * the search engine, the oracle keeps score order).
   */
  function travels(input: SearchFiltersInput, currency: Currency): OracleTravel[] {
    const f = full(input);
    const p = PRICE[currency];
    const list: OracleTravel[] = [];
    for (const travel of catalogue.travels) {
      if (!travelMatches(travel, f)) continue;
      const matching = (toursOf.get(travel.id) ?? []).filter((t) => tourMatches(t, f, currency));
      if (matching.length === 0 && f.hasTours !== false) continue;
      const best = [...matching].sort((a, b) => a[p] - b[p] || cmp(a.starting_date, b.starting_date) || a.id - b.id)[0] ?? null;
      list.push({ travel, tours: matching, best });
    }
    const score = (a: OracleTravel, b: OracleTravel) => b.travel.score - a.travel.score || a.travel.id - b.travel.id;
    const min = (o: OracleTravel, key: (t: TourRow) => number | string) =>
      // biome-ignore lint/complexity/useMathMinMax: the key may be an ISO date string, which Math.min would make NaN.
      o.tours.length ? o.tours.map(key).reduce((x, y) => (y < x ? y : x)) : null;
    // The discount a card shows: its best tour's.
    const shownDiscount = (o: OracleTravel) => o.best?.discount_percent ?? null;
    const nullsLast = (a: number | string | null, b: number | string | null, dir: 1 | -1) =>
      a === null ? (b === null ? 0 : 1) : b === null ? -1 : dir * cmp(a, b);
    const order: Record<string, (a: OracleTravel, b: OracleTravel) => number> = {
      relevance: score,
      date: (a, b) =>
        nullsLast(
          min(a, (t) => t.starting_date),
          min(b, (t) => t.starting_date),
          1,
        ) || score(a, b),
      "newer:desc": (a, b) => cmp(b.travel.published_at, a.travel.published_at) || b.travel.id - a.travel.id,
      "price:asc": (a, b) =>
        nullsLast(
          min(a, (t) => t[p]),
          min(b, (t) => t[p]),
          1,
        ) || score(a, b),
      "price:desc": (a, b) =>
        nullsLast(
          min(a, (t) => t[p]),
          min(b, (t) => t[p]),
          -1,
        ) || score(a, b),
      "discount:desc": (a, b) =>
        nullsLast(shownDiscount(a), shownDiscount(b), -1) ||
        nullsLast(
          min(a, (t) => t[p]),
          min(b, (t) => t[p]),
          1,
        ) ||
        a.travel.id - b.travel.id,
      "duration:asc": (a, b) => a.travel.days - b.travel.days || score(a, b),
      "duration:desc": (a, b) => b.travel.days - a.travel.days || score(a, b),
    };
    const alias: Record<string, string> = { "relevance:desc": "relevance", "date:asc": "date" };
    const sort = alias[f.sort ?? "relevance"] ?? f.sort ?? "relevance";
    return list.sort(order[sort]);
  }

  return { tours, travels, full };
}
