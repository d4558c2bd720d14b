/**
 * Phone pattern, for the optional phone of the notify-me form (used only
 * for important calls): an optional +, an optional 1-3 digit country prefix (optionally in
 * parentheses), a separator, 3-4 digits, a separator, 4-7 digits. The separators are a space,
 * a dot or a dash and may be left out ("+393331234567" is a phone too). Pure: the form's
 * `pattern` attribute and the server's zod schema read the same source.
 */

/** The pattern as text, valid in a `pattern` attribute (whose `v` flag wants `-` escaped in a class). */
export const PHONE_PATTERN = String.raw`\+?(?:\(\d{1,3}\)|\d{1,3})?[\s.\-]?\d{3,4}[\s.\-]?\d{4,7}`;

const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`);

/** The longest phone the form takes (+, prefix in parentheses, two separators, 4 + 7 digits). */
export const PHONE_MAX_LENGTH = 20;

/** Whether a (trimmed) text is a phone. */
export function isPhone(value: string): boolean {
  const phone = value.trim();
  return phone.length <= PHONE_MAX_LENGTH && PHONE.test(phone);
}
