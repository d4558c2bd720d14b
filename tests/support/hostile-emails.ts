/**
 * E-mail addresses a mail server refuses (RFC 5321), as people and scripts type them: each one
 * a way the forms' pattern once let through to the mail server, which then said no. Shared by
 * the tests of every form that takes an address and by the fuzz test.
 */
const repeat = (letter: string, n: number) => letter.repeat(n);

export const UNSENDABLE_EMAILS = [
  ".ann@example.com",
  "ann.@example.com",
  "ann..lee@example.com",
  `${repeat("l", 65)}@example.com`,
  `ann@${repeat("d", 64)}.com`,
  `${repeat("l", 64)}@${repeat("d", 63)}.${repeat("d", 63)}.${repeat("d", 58)}.com`,
];

/** More that never reach a mail server: quoting, literals, injected commands, markup, other scripts. */
export const HOSTILE_EMAILS = [
  ...UNSENDABLE_EMAILS,
  '"ann lee"@example.com',
  "ann@[192.0.2.1]",
  "ann@example.com\r\nRCPT TO:<eve@example.com>",
  "ann@example.com>\r\nDATA",
  "<b>ann</b>@example.com",
  "ann@-example.com",
  "ann@example..com",
  "anné@example.com",
  "ann@xn--",
  "ann\u0000@example.com",
  "@example.com",
  "ann@",
  `${repeat("x", 5000)}@example.com`,
];

/**
 * At the limits: 64 octets before the @, a 63-octet label, and 253 in all. RFC 5321 allows 254
 * (the forms take it: tests/unit/properties/fields.test.ts), but the local mail catcher
 * (smtp-server) refuses anything over 253, so mail sent here to 254 octets would not arrive.
 */
export const LONGEST_EMAILS = [
  `${repeat("l", 64)}@example.com`,
  `ann@${repeat("d", 63)}.com`,
  `${repeat("m", 64)}@${repeat("d", 63)}.${repeat("d", 63)}.${repeat("d", 56)}.com`,
];
