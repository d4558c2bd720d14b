/**
 * How a named period turns into days: its window in a given year, the day it counts until, and
 * for a public holiday the days off a bridge ("ponte", "puente", "pont", "Brückentag") is
 * built around. The builders below are the kinds of holiday the markets have: a fixed window,
 * one day off (or two), a day counted from Easter, the n-th weekday of a month, a school break.
 */
import { easterSunday, firstWeekdayFrom, nthWeekdayOf, previousSunday, shift, type Span } from "./calendar";

export type Rule = {
  /** The window in the year the holiday's day falls in. */
  span: (year: number) => Span;
  /** The day the holiday counts until: once it is past, the next year's is meant. */
  day: (year: number) => string;
  /** A season of nature: it gives dates only when the question names no other time. */
  natural?: boolean;
  /** Named with a year, the holiday of that year's end belongs to the year before ("New Year 2027"). */
  yearBefore?: boolean;
  /** The public holidays themselves, for a bridge ("ponte", "puente", "pont") built around them. */
  days?: (year: number) => string[];
  /**
   * Its name is also a common word: "ascension" is a climb too. Followed by "of" and a place
   * ("ascension du Kilimandjaro", "ascensión al Kilimanjaro") it is that word, not the holiday.
   */
  commonWord?: boolean;
  /**
   * Its name says where it is held ("Rio carnival", "Fallas de Valencia"): that place is asked
   * too. Any other holiday's name holds no place: "Día de Andalucía" is where the traveller
   * lives, not where they go, and "puente de la Asunción" is a day, not Paraguay's capital.
   */
  namesItsPlace?: boolean;
};

export const fixed = (from: string, to: string): Rule => ({
  span: (y) => ({ from: `${y}-${from}`, to: `${to < from ? y + 1 : y}-${to}` }),
  day: (y) => `${to < from ? y + 1 : y}-${to}`,
});

/** One day off: the holiday's own day; with a bridge word, the days off around it. */
export const oneDay = (monthDay: string): Rule => ({
  span: (y) => ({ from: `${y}-${monthDay}`, to: `${y}-${monthDay}` }),
  day: (y) => `${y}-${monthDay}`,
  days: (y) => [`${y}-${monthDay}`],
});

/** Two days off in a row (a city's saint's day beside a national holiday): both; with a bridge word, the days off around them. */
export const twoDays = (first: string, second: string): Rule => ({
  span: (y) => ({ from: `${y}-${first}`, to: `${y}-${second}` }),
  day: (y) => `${y}-${first}`,
  days: (y) => [`${y}-${first}`, `${y}-${second}`],
});

/** A day off counted from Easter Sunday (Good Friday is -2, Easter Monday 1, Ascension 39). */
export const easterDay = (offset: number): Rule => ({
  span: (y) => {
    const day = shift(easterSunday(y), offset);
    return { from: day, to: day };
  },
  day: (y) => shift(easterSunday(y), offset),
  days: (y) => [shift(easterSunday(y), offset)],
});

/** A holiday week: from the Sunday before the holiday to the day after it (Easter: Palm Sunday to Easter Monday). */
export function holidayWeek(day: string): Span {
  return { from: previousSunday(day), to: shift(day, 1) };
}

/** The holiday week of a Sunday feast counted from Easter. */
export const feastWeek = (offset: number): Rule => ({
  span: (y) => holidayWeek(shift(easterSunday(y), offset)),
  day: (y) => shift(easterSunday(y), offset),
});

/** A school half term: the Saturday before the week of the n-th Monday of the month to the Sunday after it. */
export function halfTerm(month: number, n: number): Rule {
  const monday = (y: number) => nthWeekdayOf(y, month, 1, n);
  return { span: (y) => ({ from: shift(monday(y), -2), to: shift(monday(y), 6) }), day: (y) => shift(monday(y), 6) };
}

/** School holidays set by a calendar: the years known, each from its first Saturday to the Sunday before school; else a default. */
export function schoolBreak(known: Record<number, [string, string]>, otherwise: [string, string]): Rule {
  const of = (y: number) => known[y] ?? otherwise;
  return { span: (y) => ({ from: `${y}-${of(y)[0]}`, to: `${y}-${of(y)[1]}` }), day: (y) => `${y}-${of(y)[1]}` };
}

/** The n-th weekday of a month (n = -1: the last one); weekday 0 is Sunday. */
export const nthWeekday = (month: number, weekday: number, n: number): Rule => {
  const at = (y: number) => nthWeekdayOf(y, month, weekday, n);
  return { span: (y) => ({ from: at(y), to: at(y) }), day: at, days: (y) => [at(y)] };
};

/** The last given weekday on or before a day of the month (Saxony's Day of Repentance: the Wednesday before 23 November). */
export const weekdayBefore = (month: number, day: number, weekday: number): Rule => {
  const at = (y: number) => shift(firstWeekdayFrom(`${y}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`, weekday), -7);
  return { span: (y) => ({ from: at(y), to: at(y) }), day: at, days: (y) => [at(y)] };
};
