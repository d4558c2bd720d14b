/**
 * The e-mail pattern: something before an @, then text with a dot after it, held to what a
 * mail server takes (RFC 5321), so an address the form accepts is one a message can be sent
 * to and a bad one is refused here with a 400 rather than by the mail server later:
 * - the local part is a dot-string: atoms of the characters allowed unquoted, joined
 *   by single dots, so no leading, trailing or doubled dot; quoted local parts are not taken;
 * - the domain is host labels of letters, digits and inner hyphens, at most 63 octets each
 *   (as DNS allows), at least two of them;
 * - at most 64 octets before the @ and 255 after it, and 254 in all: a mail path holds 256
 *   octets, less its two angle brackets.
 * The pattern is ASCII only, so characters and octets count the same.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_MAX_LENGTH = 255;

export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return false;
  const at = value.indexOf("@");
  return at <= EMAIL_LOCAL_PART_MAX_LENGTH && value.length - at - 1 <= EMAIL_DOMAIN_MAX_LENGTH;
}
