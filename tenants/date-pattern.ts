/**
 * The pattern tokens a tenant's date format may use (a subset of Unicode/date-fns patterns):
 * d dd (day), M MM MMM MMMM (month), yy yyyy (year), EEE EEEE EEEEE (weekday), and text in
 * single quotes. Any other letter is an error in the tenant's config (schema.ts). The
 * formatter (app/lib/dates/day-format.ts) reads patterns with the same tokenizer.
 */
export const DATE_TOKEN = /'[^']*'|([A-Za-z])\1*|[^A-Za-z']+/g;
const SUPPORTED = /^('[^']*'|d{1,2}|M{1,4}|yyyy|yy|E{3,5}|[^A-Za-z']+)$/;

export function isDatePattern(pattern: string): boolean {
  const tokens = pattern.match(DATE_TOKEN) ?? [];
  return tokens.length > 0 && tokens.join("") === pattern && tokens.every((token) => SUPPORTED.test(token));
}
