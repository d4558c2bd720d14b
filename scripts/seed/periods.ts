import { easterSunday as easterDay } from "../../app/lib/ai-search/rules-dates";
import { catalogues } from "../../locales";
import type { PeriodRow } from "../../workers/db/schema";
import type { Names } from "./countries";
import { addDays, isoDate } from "./dates";

// Month names come from the sites' catalogues (locales/*/dates.months), capitalised as a
// period's name ("Gennaio").
const monthNames = (language: keyof typeof catalogues) =>
  catalogues[language].dates.months.split("|").map((name) => name[0]!.toUpperCase() + name.slice(1));
const BY_LANGUAGE = [monthNames("en-GB"), monthNames("it"), monthNames("es"), monthNames("fr"), monthNames("de")] as const;
const MONTHS: readonly Names[] = Array.from({ length: 12 }, (_, month) => BY_LANGUAGE.map((names) => names[month]!) as unknown as Names);

type Span = (year: number) => readonly [start: string, end: string];
const fixed =
  (from: string, to: string): Span =>
  (year) => [`${year}-${from}`, `${to < from ? year + 1 : year}-${to}`];
const aroundEaster =
  (before: number, after: number): Span =>
  (year) => {
    const easter = easterSunday(year);
    return [isoDate(addDays(easter, -before)), isoDate(addDays(easter, after))];
  };

/**
 * A named period's name in each catalogue language (en, it, es, fr, de), the one people there
 * use for it. null: the language has no such period, and its sites do not offer it (the row's
 * name in that language is empty).
 */
type PeriodNames = readonly [en: string | null, it: string | null, es: string | null, fr: string | null, de: string | null];

const NAMED: readonly { type: "period" | "event"; names: PeriodNames; span: Span; icon?: string }[] = [
  { type: "period", names: ["Spring", "Primavera", "Primavera", "Printemps", "Frühling"], span: fixed("03-20", "06-20") },
  { type: "period", names: ["Easter", "Pasqua", "Semana Santa", "Pâques", "Ostern"], span: aroundEaster(7, 8) },
  { type: "period", names: ["Summer", "Estate", "Verano", "Été", "Sommer"], span: fixed("06-21", "09-22") },
  // The days around 15 August, when Italy (Ferragosto), Spain and France stop for the Assumption
  // holiday. The English sites' countries and Germany keep no such break: there the days are
  // August and summer, which those sites already offer.
  { type: "period", names: [null, "Ferragosto", "Puente de agosto", "Mi-août", null], span: fixed("08-08", "08-24") },
  { type: "period", names: ["Autumn", "Autunno", "Otoño", "Automne", "Herbst"], span: fixed("09-23", "12-19") },
  {
    type: "period",
    names: ["Christmas and New Year", "Natale e Capodanno", "Navidad y Año Nuevo", "Noël et Nouvel An", "Weihnachten und Silvester"],
    span: fixed("12-20", "01-06"),
  },
  {
    type: "event",
    names: ["Carnival in Rio", "Carnevale di Rio", "Carnaval de Río", "Carnaval de Rio", "Karneval in Rio"],
    span: aroundEaster(51, -46),
    icon: "carnival",
  },
  {
    type: "event",
    names: ["Cherry blossom", "Fioritura dei ciliegi", "Floración del cerezo", "Floraison des cerisiers", "Kirschblüte"],
    span: fixed("03-25", "04-10"),
    icon: "cherry-blossom",
  },
  { type: "event", names: ["Songkran", "Songkran", "Songkran", "Songkran", "Songkran"], span: fixed("04-12", "04-16"), icon: "songkran" },
  {
    type: "event",
    names: ["Oktoberfest", "Oktoberfest", "Oktoberfest", "Oktoberfest", "Oktoberfest"],
    span: fixed("09-19", "10-04"),
    icon: "oktoberfest",
  },
  {
    type: "event",
    names: ["Day of the Dead", "Giorno dei Morti", "Día de Muertos", "Jour des Morts", "Tag der Toten"],
    span: fixed("10-28", "11-03"),
    icon: "dia-de-muertos",
  },
  {
    type: "event",
    names: ["Northern lights", "Aurora boreale", "Auroras boreales", "Aurores boréales", "Nordlichter"],
    span: fixed("12-01", "03-15"),
    icon: "aurora",
  },
];

/** Period rows covering today and the next 18 months (the catalogue's horizon). */
export function generatePeriods(today: Date, iconBaseUrl: string): PeriodRow[] {
  const horizon = isoDate(addDays(today, 31 * 18));
  const from = isoDate(today);
  const rows: PeriodRow[] = [];
  const push = (type: PeriodRow["type"], names: PeriodNames, year: number, start: string, end: string, icon?: string) => {
    if (end < from || start > horizon) return;
    rows.push({
      id: rows.length + 1,
      type,
      name_en: names[0] ?? "",
      name_it: names[1] ?? "",
      name_es: names[2] ?? "",
      name_fr: names[3] ?? "",
      name_de: names[4] ?? "",
      year,
      starting_date: start,
      ending_date: end,
      icon_url: icon ? `${iconBaseUrl}/icons/periods/${icon}.svg` : null,
      icon_alt_text: icon ? names[0] : null,
    });
  };
  for (let i = 0; i < 19; i++) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + i, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    push("month", MONTHS[first.getUTCMonth()]!, first.getUTCFullYear(), isoDate(first), isoDate(last));
  }
  for (let year = today.getUTCFullYear() - 1; year <= today.getUTCFullYear() + 2; year++) {
    for (const named of NAMED) {
      const [start, end] = named.span(year);
      push(named.type, named.names, year, start, end, named.icon);
    }
  }
  return rows;
}

/** Gregorian Easter Sunday as a UTC date (the one computation: app/lib/ai-search/rules-dates.ts). */
export function easterSunday(year: number): Date {
  return new Date(`${easterDay(year)}T00:00:00Z`);
}
