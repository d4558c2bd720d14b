/**
 * Text shaping for analytics payloads: tag stripping and
 * SHA-256 hashing of personal data. Isomorphic: Web Crypto exists in browsers, workerd
 * and Node 20, so nothing here imports a hashing library.
 */

// A tag must start with a letter (or '/' + letter) so that "price < 500 > 300" survives.
const TAG = /<\/?[A-Za-z][^>]*>/g;
const COMMENT = /<!--[\s\S]*?-->/g;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&apos;": "'",
  "&nbsp;": " ",
};

/**
 * HTML tags are stripped from labels. CMS labels carry inline markup
 * ("<strong>NEW</strong> trips"), so tags are removed without adding a space; runs of
 * whitespace collapse to one. The common entities are decoded after stripping, so an
 * escaped "&lt;b&gt;" stays visible text instead of turning into a tag.
 */
export function stripTags(html: string): string {
  return html
    .replace(COMMENT, "")
    .replace(TAG, "")
    .replace(/&(?:amp|lt|gt|quot|#39|apos|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** A lower-case hex SHA-256 digest; the brand keeps raw e-mails out of payload fields. */
export type Sha256Hex = string & { readonly __brand: "Sha256Hex" };

/** SHA-256 of the UTF-8 bytes of `text`, as 64 lower-case hex characters. */
export async function sha256Hex(text: string): Promise<Sha256Hex> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  let hex = "";
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, "0");
  return hex as Sha256Hex;
}

/** The form an e-mail is hashed in: trimmed and lower-cased, so one inbox gives one hash. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The form a phone is hashed in: a leading '+' (if the number starts with one) and the
 * digits only, so "+39 (333) 123-4567" and "+393331234567" give one hash.
 */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits === "") return "";
  return (trimmed.startsWith("+") ? "+" : "") + digits;
}

/**
 * E-mail is hashed before sending. Empty input gives undefined rather than the
 * hash of "", which would be one shared, meaningless identifier for every blank form.
 */
export async function hashEmail(email: string | null | undefined): Promise<Sha256Hex | undefined> {
  const normalised = normaliseEmail(email ?? "");
  return normalised === "" ? undefined : sha256Hex(normalised);
}

/** Phone is hashed before sending; it is optional on the notify form. */
export async function hashPhone(phone: string | null | undefined): Promise<Sha256Hex | undefined> {
  const normalised = normalisePhone(phone ?? "");
  return normalised === "" ? undefined : sha256Hex(normalised);
}
