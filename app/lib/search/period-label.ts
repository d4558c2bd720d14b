/** 000 §3 Period. */
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
 * periods by their name.
 */
export function periodLabel(period: PeriodOption, monthYear: (day: string) => string): string {
  return period.type === "month" ? monthYear(period.startingDate) : period.name;
}
