import type { Texts } from "./data/day-texts";
import type { Place } from "./destinations";

/**
 * The months a day's text can happen in at its place, read from what it does: sea swimming
 * and beach games outside the tropics only in the warm half-year, a boat on a northern lake or
 * canal only when the water is open, a picnic in the North only in summer, snow and skis only
 * in winter. Months are counted in the place's hemisphere (the southern summer is December).
 * A text that does none of these can happen in any month (null).
 */
const SEASONAL: readonly { words: RegExp; months: readonly number[]; applies: (place: Place) => boolean }[] = [
  {
    words: /\b(swims?|swimming|beach volley|paddleboard|snorkel\w*|sunbath\w*)\b/i,
    months: [5, 6, 7, 8, 9, 10],
    applies: (place) => Math.abs(place.lat) >= 27,
  },
  { words: /\b(boats?|kayak\w*|canoe\w*|paddan)\b/i, months: [5, 6, 7, 8, 9], applies: (place) => Math.abs(place.lat) >= 55 },
  { words: /\bpicnic/i, months: [5, 6, 7, 8, 9], applies: (place) => Math.abs(place.lat) >= 40 },
  { words: /\b(snowshoe\w*|ski(s|ing)?|sledg\w*|snowmobile\w*|husk(y|ies))\b/i, months: [12, 1, 2, 3], applies: () => true },
];

/** A northern month as the same season in the south (July's summer is January's there). */
const inHemisphere = (month: number, place: Place) => (place.lat < 0 ? ((month + 5) % 12) + 1 : month);

const cache = new Map<string, ReadonlySet<number> | null>();
export function textMonths(body: Texts, place: Place): ReadonlySet<number> | null {
  const key = `${place.alpha3}${place.index}|${body[0]}`;
  let months = cache.get(key);
  if (months === undefined) {
    let found: ReadonlySet<number> | null = null;
    for (const rule of SEASONAL) {
      if (!rule.applies(place) || !rule.words.test(body[0])) continue;
      const local = new Set(rule.months.map((month) => inHemisphere(month, place)));
      found = bothMonths(found, local);
    }
    months = found;
    cache.set(key, months);
  }
  return months;
}

/** The months both allow (null: any month). */
export function bothMonths(a: ReadonlySet<number> | null, b: ReadonlySet<number> | null): ReadonlySet<number> | null {
  if (!a) return b;
  if (!b) return a;
  return new Set([...a].filter((month) => b.has(month)));
}
