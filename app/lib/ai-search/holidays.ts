/**
 * The named periods a traveller may ask for, as departure windows: the seven markets'
 * holidays, the site's own events (Carnival, Songkran, Oktoberfest, the Day of the Dead) and
 * natural seasons (cherry blossom, northern lights, the monsoon). Their names in each language
 * are in locales/ai-search/lexicon/<language>.json (holidays); the days are here, computed
 * for any year. A holiday asked without a year is the next one whose day has not gone by.
 */

import { easterSunday, firstWeekdayFrom, isWeekend, iso, nthWeekdayOf, shift, weekday, type Span } from "./calendar";
import { easterDay, feastWeek, fixed, halfTerm, holidayWeek, nthWeekday, oneDay, type Rule, schoolBreak } from "./holiday-rules";
import { LOCAL_HOLIDAYS } from "./local-holidays";

export { easterSunday, iso, shift, weekday, type Span } from "./calendar";

/**
 * Chinese New Year, the first day of the lunar year: from 21 January to 20 February, on a day
 * set by the moon. The years known are listed; another year is that whole stretch.
 */
const LUNAR_NEW_YEAR: Record<number, string> = {
  2025: "01-29",
  2026: "02-17",
  2027: "02-06",
  2028: "01-26",
  2029: "02-13",
  2030: "02-03",
  2031: "01-23",
  2032: "02-11",
  2033: "01-31",
  2034: "02-19",
  2035: "02-08",
  2036: "01-28",
};
const chineseNewYear: Rule = {
  span: (y) => (LUNAR_NEW_YEAR[y] ? holidayWeek(`${y}-${LUNAR_NEW_YEAR[y]}`) : { from: `${y}-01-21`, to: `${y}-02-20` }),
  day: (y) => `${y}-${LUNAR_NEW_YEAR[y] ?? "02-20"}`,
};

/**
 * Munich's Oktoberfest: it ends on the first Sunday of October, or on 3 October (German Unity
 * Day) when that comes later, and opens on the Saturday fifteen days before that Sunday.
 */
const oktoberfest: Rule = {
  span: (y) => {
    const sunday = firstWeekdayFrom(`${y}-10-01`, 0);
    return { from: shift(sunday, -15), to: sunday < `${y}-10-03` ? `${y}-10-03` : sunday };
  },
  day: (y) => {
    const sunday = firstWeekdayFrom(`${y}-10-01`, 0);
    return sunday < `${y}-10-03` ? `${y}-10-03` : sunday;
  },
};

export const HOLIDAYS = {
  easter: feastWeek(0),
  pentecost: feastWeek(49),
  christmas: { ...fixed("12-20", "12-27"), day: (y: number) => `${y}-12-25` },
  newYear: { ...fixed("12-27", "01-02"), day: (y: number) => `${y + 1}-01-01`, yearBefore: true },
  /** Christmas and New Year together ("the holidays", "le feste", "zwischen den Jahren"). */
  festive: { ...fixed("12-20", "01-02"), day: (y: number) => `${y}-12-25` },
  /** Ferragosto, the Assumption: the holiday week of 15 August ("ponte di Ferragosto" too: the break is the week). */
  midAugust: { span: (y: number) => holidayWeek(`${y}-08-15`), day: (y: number) => `${y}-08-15` },
  /** Thanksgiving week: the Sunday before the fourth Thursday of November to the Sunday after it. */
  thanksgiving: {
    span: (y: number) => {
      const thursday = nthWeekdayOf(y, 11, 4, 4);
      return { from: shift(thursday, -4), to: shift(thursday, 3) };
    },
    day: (y: number) => nthWeekdayOf(y, 11, 4, 4),
  },
  /** Spain's December bridge: the days off around Constitution Day (6 December) and the Immaculate Conception (8 December). */
  decemberBridge: {
    span: (y: number) => bridgeSpan([`${y}-12-06`, `${y}-12-08`]),
    day: (y: number) => `${y}-12-08`,
    days: (y: number) => [`${y}-12-06`, `${y}-12-08`],
  },
  /** France's summer school holidays ("les grandes vacances"): July and August. */
  frenchSummerBreak: fixed("07-01", "08-31"),
  /** Germany's autumn school holidays: the states' dates differ, and nearly all of them fall in October. */
  germanAutumnBreak: fixed("10-01", "10-31"),
  springBreak: fixed("03-01", "03-31"),
  /** French autumn school holidays: two weeks ending on the first Sunday from 1 November. */
  toussaint: {
    span: (y: number) => {
      const sunday = firstWeekdayFrom(`${y}-11-01`, 0);
      return { from: shift(sunday, -15), to: sunday };
    },
    day: (y: number) => `${y}-11-01`,
  },
  cherryBlossom: { ...fixed("03-20", "04-15"), natural: true },
  /** Rio's Carnival: the Friday before Ash Wednesday to Ash Wednesday, as the site's events list it. */
  carnival: {
    span: (y: number) => ({ from: shift(easterSunday(y), -51), to: shift(easterSunday(y), -46) }),
    day: (y: number) => shift(easterSunday(y), -46),
    namesItsPlace: true,
  },
  songkran: fixed("04-12", "04-16"),
  oktoberfest,
  /** Chinese New Year: its holiday week, the Sunday before the day to the day after it. */
  chineseNewYear,
  /** The Day of the Dead (31 October to 2 November): from the Sunday on or before its first day to the day after it. */
  dayOfTheDead: {
    span: (y: number) => ({ from: shift(`${y}-10-31`, -weekday(`${y}-10-31`)), to: `${y}-11-03` }),
    day: (y: number) => `${y}-11-02`,
  },
  /** The days between Christmas and New Year ("zwischen den Jahren"): 26 to 31 December. */
  betweenTheYears: { ...fixed("12-26", "12-31"), day: (y: number) => `${y}-12-31` },
  /** English school half terms: the week of the third Monday of February, of the last Monday of May, of the last Monday of October. */
  februaryHalfTerm: halfTerm(2, 3),
  mayHalfTerm: halfTerm(5, -1),
  octoberHalfTerm: halfTerm(10, -1),
  /**
   * French winter school holidays of zone C (Paris): the zones take turns over February and
   * March by a calendar set each year, so only the years known are here; another year is February.
   */
  frenchWinterBreakC: schoolBreak({ 2027: ["02-06", "02-21"] }, ["02-01", "02-28"]),
  /**
   * French Christmas school holidays ("vacances de Noël"): two weeks from a Saturday, ending on
   * the first Sunday of the new year (classes resume the Monday after).
   */
  frenchChristmasBreak: {
    span: (y: number) => {
      const sunday = firstWeekdayFrom(`${y + 1}-01-01`, 0);
      return { from: shift(sunday, -15), to: sunday };
    },
    day: (y: number) => `${y}-12-25`,
  },
  northernLights: { ...fixed("12-01", "03-15"), natural: true },
  monsoon: { ...fixed("06-01", "09-30"), natural: true },
  /** The Epiphany ("Reyes", "la Befana"): its holiday week; with a bridge word, the days off around 6 January. */
  epiphany: { ...oneDay("01-06"), span: (y: number) => holidayWeek(`${y}-01-06`) },
  liberation: oneDay("04-25"),
  labourDay: oneDay("05-01"),
  republicDay: oneDay("06-02"),
  allSaints: oneDay("11-01"),
  immaculate: oneDay("12-08"),
  santoStefano: oneDay("12-26"),
  boxingDay: oneDay("12-26"),
  hispanidad: oneDay("10-12"),
  constitution: oneDay("12-06"),
  sanJuan: oneDay("06-24"),
  bastille: oneDay("07-14"),
  victory: oneDay("05-08"),
  armistice: oneDay("11-11"),
  germanUnity: oneDay("10-03"),
  reformation: oneDay("10-31"),
  independenceDay: oneDay("07-04"),
  stPatricks: oneDay("03-17"),
  ascension: { ...easterDay(39), commonWord: true },
  whitMonday: easterDay(50),
  corpusChristi: easterDay(60),
  memorialDay: nthWeekday(5, 1, -1),
  laborDay: nthWeekday(9, 1, 1),
  /** Martin Luther King Jr. Day: the third Monday of January. */
  mlkDay: nthWeekday(1, 1, 3),
  /** Presidents' Day: the third Monday of February. */
  presidentsDay: nthWeekday(2, 1, 3),
  /** Columbus Day (Indigenous Peoples' Day): the second Monday of October. */
  columbusDay: nthWeekday(10, 1, 2),
  mayBankHoliday: nthWeekday(5, 1, 1),
  springBankHoliday: nthWeekday(5, 1, -1),
  summerBankHoliday: nthWeekday(8, 1, -1),
  ...LOCAL_HOLIDAYS,
} satisfies Record<string, Rule>;

export type Holiday = keyof typeof HOLIDAYS;
export const HOLIDAY_NAMES = Object.keys(HOLIDAYS) as Holiday[];

/** Whether a bridge can be built around the holiday: one of one or two days off (a window of its own cannot). */
export function canBridge(holiday: Holiday): boolean {
  return (HOLIDAYS[holiday] as Rule).days !== undefined;
}

/** Whether the holiday's name is also a common word ("ascension", a climb). */
export function isCommonWord(holiday: Holiday): boolean {
  return (HOLIDAYS[holiday] as Rule).commonWord === true;
}

/** Whether the holiday's name says where it is held, a place asked too ("Rio carnival"). */
export function namesItsPlace(holiday: Holiday): boolean {
  return (HOLIDAYS[holiday] as Rule).namesItsPlace === true;
}

export function isNatural(holiday: Holiday): boolean {
  return (HOLIDAYS[holiday] as Rule).natural === true;
}

/**
 * The holiday's window: of the year named, or the next one whose day is today or later. With
 * `bridge` ("ponte dell'Immacolata", "pont de l'Ascension"), the days off around its day
 * instead, for a holiday of one day or two (a longer window is its own).
 */
export function holidaySpan(holiday: Holiday, today: string, year: number | null, bridge = false): Span & { day: string } {
  const rule: Rule = HOLIDAYS[holiday];
  const days = bridge ? rule.days : undefined;
  const span = (y: number) => ({ ...(days ? bridgeSpan(days(y)) : rule.span(y)), day: rule.day(y) });
  if (year) return span(rule.yearBefore ? year - 1 : year);
  const ty = Number(today.slice(0, 4));
  for (const y of [ty - 1, ty, ty + 1]) if (rule.day(y) >= today) return span(y);
  return span(ty + 1);
}

/**
 * The days off around one or more public holidays, as a bridge ("ponte", "puente", "pont")
 * takes them: weekends and the holidays are days off, and a single working day between two
 * days off is taken too (a Tuesday holiday runs from the Saturday before, a Thursday one to the
 * Sunday after). A holiday on a Wednesday, with no such day on either side, runs to the Sunday
 * after it (Thursday and Friday taken).
 */
export function bridgeSpan(holidays: string[]): Span {
  const sorted = [...holidays].sort();
  const off = (day: string) => sorted.includes(day) || isWeekend(day);
  let from = sorted[0]!;
  let to = sorted.at(-1)!;
  for (;;) {
    if (off(shift(from, -1))) from = shift(from, -1);
    else if (off(shift(from, -2))) from = shift(from, -2);
    else break;
  }
  for (;;) {
    if (off(shift(to, 1))) to = shift(to, 1);
    else if (off(shift(to, 2))) to = shift(to, 2);
    else break;
  }
  if (from === to && weekday(from) === 3) to = shift(from, 4);
  return { from, to };
}

/**
 * No monsoon: from the first of next month (or of October, after this year's rains) to the
 * end of May, before the next monsoon.
 */
export function monsoonFreeSpan(today: string): Span {
  const [ty, tm] = today.split("-").map(Number) as [number, number];
  const startMonth = tm >= 5 && tm <= 8 ? 10 : tm + 1;
  const startYear = startMonth > 12 ? ty + 1 : ty;
  const month = ((startMonth - 1) % 12) + 1;
  const endYear = month <= 5 ? startYear : startYear + 1;
  return { from: iso(startYear, month, 1), to: iso(endYear, 5, 31) };
}
