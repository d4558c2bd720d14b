/**
 * The places' own days (scripts/seed/data/place-days): each belongs to a place of the
 * destination tables, is written in every catalogue language, names its place in its title,
 * reads in the English all three English sites share, and is a day the itinerary can give
 * there (trek stages where a place is walked in stages, game drives where there are game drives).
 */
import { describe, expect, it } from "vitest";
import { PLACE_DAY_KINDS, PLACE_DAYS } from "../../scripts/seed/data/place-days";
import { DESTINATIONS, type Place } from "../../scripts/seed/destinations";
import { americanIn, britishIn } from "../support/english-spelling";

const byKey = new Map<string, Place>(
  [...DESTINATIONS.values()].flatMap((d) => d.places.map((place) => [`${place.alpha3} ${place.names[0]}`, place] as const)),
);
const entries = Object.entries(PLACE_DAYS);
const days = entries.flatMap(([key, notes]) => notes.days.map((day, i) => ({ key, i, day, place: byKey.get(key) })));
const at = (key: string, i: number) => `${key} #${i + 1}`;

describe("the places' own days", () => {
  it("belong to places of the destination tables", () => {
    expect(entries.map(([key]) => key).filter((key) => !byKey.has(key))).toEqual([]);
  });

  it("have a kind, a title and a text in every language, without template marks", () => {
    const wrong = days.flatMap(({ key, i, day: [kind, title, body] }) => {
      const problems: string[] = [];
      if (!(PLACE_DAY_KINDS as readonly string[]).includes(kind)) problems.push(`kind ${kind}`);
      if (title.length !== 5 || body.length !== 5) problems.push("not five languages");
      for (const text of [...title, ...body]) {
        if (!text || text !== text.trim() || /[|{}<>]|\s{2}/.test(text)) problems.push(`"${text}"`);
      }
      for (const t of title) if (t.length > 90) problems.push(`title over 90 characters: "${t}"`);
      for (const b of body) if (b.length < 60 || b.length > 460) problems.push(`text of ${b.length} characters: "${b}"`);
      return problems.map((problem) => `${at(key, i)}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it("name their place in their title, in each language", () => {
    const wrong = days.flatMap(({ key, i, day: [, title], place }) =>
      place
        ? title.flatMap((t, lang) =>
            t.includes(place.names[lang as 0]) ? [] : [`${at(key, i)}: "${t}" lacks "${place.names[lang as 0]}"`],
          )
        : [],
    );
    expect(wrong).toEqual([]);
  });

  it("are each a different day, in every language", () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const { key, i, day } of days) {
      // A title may read the same in two languages ("Praslin: Anse Lazio"); within one language it is the day's alone.
      [...day[1], ...day[2]].forEach((text, n) => {
        const slot = `${n < 5 ? "title" : "text"}:${n % 5}:${text}`;
        const other = seen.get(slot);
        if (other) repeated.push(`${at(key, i)} repeats ${other}: "${text}"`);
        else seen.set(slot, at(key, i));
      });
    }
    expect(repeated).toEqual([]);
  });

  it("write English that is neither British nor American", () => {
    const english = Object.fromEntries(days.map(({ key, i, day: [, title, body] }) => [at(key, i), [title[0], body[0]]]));
    const words = [...britishIn(english), ...americanIn(english)];
    expect(words).toEqual([]);
  });

  it("are days the itinerary gives at their place", () => {
    const wrong = days.flatMap(({ key, i, day: [kind], place }) => {
      if (!place) return [];
      if (kind === "trek" && !place.trek) return [`${at(key, i)}: a trek stage where the place is not walked in stages`];
      if (kind === "game" && !place.game) return [`${at(key, i)}: a game drive where the place has none`];
      if (kind === "night" && !place.party) return [`${at(key, i)}: a night out where the place is not known for one`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it("give seasons as two months", () => {
    const wrong = entries.filter(
      ([, notes]) => notes.months && !notes.months.every((month) => Number.isInteger(month) && month >= 1 && month <= 12),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});
