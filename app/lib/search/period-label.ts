/** A choice of the when tab's periods list: a month, a named period or an event, with its first and last day. */
export type PeriodOption = { key: string; name: string; type: "month" | "period" | "event"; startingDate: string; endingDate: string };

/**
 * A period as the search bar offers it, with the label it goes by (periodLabel), written on the
 * server: the plain form, the when chips and the when button all show that one label, and the
 * browser carries no code to work it out.
 */
export type PeriodChoice = PeriodOption & { label: string };

/**
 * How a period is called wherever it is offered (the when chips and button, the no-JS select):
 * a month by its month and year in the site's format ("novembre 2026"), events and named
 * periods by their name and the year they fall in ("Herbst 2026", "Weihnachten und Silvester
 * 2026/27"), since the same season comes back every year and the list holds more than one. A
 * name that already carries a year keeps it alone.
 */
export function periodLabel(period: PeriodOption, monthYear: (day: string) => string): string {
  if (period.type === "month") return monthYear(period.startingDate);
  if (/\b\d{4}\b/.test(period.name)) return period.name;
  const from = period.startingDate.slice(0, 4);
  const to = period.endingDate.slice(0, 4);
  return `${period.name} ${to === from ? from : `${from}/${to.slice(2)}`}`;
}
