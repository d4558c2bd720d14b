/**
 * The "what we understood" chips: one label per filter the question was read as, in the
 * site's language, each with the id its remove link drops. Lengths and prices with one bound
 * say which ("Up to 9 days", "At least 10 days"); the page's own formats write days, months and
 * money. Pure, so every bound form of every language can be checked against the chips it makes.
 */
import type { AnswerNotes } from "./rules";
import type { Interpretation } from "./schema";

export type Chip = { id: string; label: string };

export type ChipFormat = {
  t: (key: string, vars?: Record<string, string | number>) => string;
  /** A day as the site writes it; a whole month as its month and year. */
  day: (day: string, wholeMonth: boolean) => string;
  money: (cents: number) => string;
  places: { continents: { id: number | string; name: string }[]; countries: { id: number | string; name: string }[] };
};

export function chipsOf(f: Interpretation, { t, day, money, places }: ChipFormat, notes: AnswerNotes): Chip[] {
  const chips: Chip[] = [];
  const nameOf = (list: { id: number | string; name: string }[], id: string) => list.find((p) => String(p.id) === id)?.name ?? id;
  for (const id of f.continentId ?? []) chips.push({ id: `continentId:${id}`, label: nameOf(places.continents, id) });
  for (const id of f.destinationId ?? []) chips.push({ id: `destinationId:${id}`, label: nameOf(places.countries, id) });
  if (f.dateFrom && f.dateTo) {
    const wholeMonths = f.dateFrom.endsWith("-01") && f.dateTo === lastOfMonth(f.dateTo);
    const from = day(f.dateFrom, wholeMonths);
    const to = day(f.dateTo, wholeMonths);
    chips.push({ id: "dateFrom", label: from === to ? from : t("aiSearch.chip.range", { from, to }) });
  }
  if (f.durationFrom !== undefined || f.durationTo !== undefined) {
    const label =
      f.durationFrom !== undefined && f.durationTo !== undefined
        ? t("aiSearch.chip.days", { from: f.durationFrom, to: f.durationTo })
        : f.durationTo !== undefined
          ? t("aiSearch.chip.daysMax", { count: f.durationTo })
          : t("aiSearch.chip.daysMin", { count: f.durationFrom! });
    chips.push({ id: f.durationFrom !== undefined ? "durationFrom" : "durationTo", label });
  }
  if (f.priceFrom !== undefined || f.priceTo !== undefined) {
    const label =
      f.priceFrom !== undefined && f.priceTo !== undefined
        ? t("aiSearch.chip.range", { from: money(f.priceFrom), to: money(f.priceTo) })
        : f.priceTo !== undefined
          ? t("aiSearch.chip.priceMax", { price: money(f.priceTo) })
          : t("aiSearch.chip.priceMin", { price: money(f.priceFrom!) });
    chips.push({ id: f.priceFrom !== undefined ? "priceFrom" : "priceTo", label });
  }
  for (const style of f.travelStyles ?? []) chips.push({ id: `travelStyles:${style}`, label: t(`serp.style.${style}`) });
  if (f.ageBadge) chips.push({ id: "ageBadge", label: t(`serp.age.${f.ageBadge}`) });
  if (f.isNoSharingRoomAvailable) chips.push({ id: "isNoSharingRoomAvailable", label: t("aiSearch.chip.noSharing") });
  if (f.discounted) chips.push({ id: "discounted", label: t("aiSearch.chip.discounted") });
  if (f.status) chips.push({ id: "status", label: t("aiSearch.chip.confirmed") });
  if (f.textSearch) {
    // The wish as typed ("crociera"), not the word stem the texts are searched with.
    const text = notes.wishes.find((w) => w.search === f.textSearch)?.text ?? f.textSearch;
    chips.push({ id: "textSearch", label: t("aiSearch.chip.text", { text }) });
  }
  return chips;
}

function lastOfMonth(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return `${day.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
}
