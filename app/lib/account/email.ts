/**
 * 000 §5 e-mail pattern: something before an @, then text with a dot after it. "Something" is
 * read as the HTML standard's valid e-mail address (the characters a mail server accepts in an
 * unquoted local part, and host labels of letters, digits and inner hyphens), so markup such as
 * `<b>x</b>@example.com` is refused here with a 400 rather than by the mail server later.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
