/**
 * Days as the AI search counts them (YYYY-MM-DD, in UTC so no clock change moves a day): a day
 * shifted, its weekday, Easter Sunday of any year, the n-th weekday of a month.
 */

export type Span = { from: string; to: string };

/** Day of the week, 0 for Sunday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function isWeekend(day: string): boolean {
  const d = weekday(day);
  return d === 0 || d === 6;
}

/** The last Sunday strictly before the day. */
export function previousSunday(day: string): string {
  return shift(day, -(weekday(day) || 7));
}

/** Easter Sunday (Gregorian, the anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The n-th weekday of a month (n = -1: the last one); weekday 0 is Sunday. */
export function nthWeekdayOf(year: number, month: number, weekday: number, n: number): string {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    const back = (last.getUTCDay() - weekday + 7) % 7;
    return shift(last.toISOString().slice(0, 10), -back);
  }
  return shift(firstWeekdayFrom(iso(year, month, 1), weekday), 7 * (n - 1));
}

/** The first day on or after `day` that falls on the weekday. */
export function firstWeekdayFrom(day: string, weekday: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  return shift(day, (weekday - d.getUTCDay() + 7) % 7);
}

export function shift(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
