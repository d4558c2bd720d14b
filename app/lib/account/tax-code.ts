/**
 * A tax code is asked at registration on the sites whose config marks it mandatory
 * (Italy: codice fiscale; Spain: DNI / NIE). Checked by each country's own rules, check
 * character included, so a typo is caught before anything is stored.
 */

export type TaxCodeCountry = "IT" | "ES";

/** The country whose tax code a site asks at registration, when its config makes it mandatory. */
export function taxCodeCountryOf(tenant: { taxCodeMandatory: boolean; countryCode: string }): TaxCodeCountry | null {
  if (!tenant.taxCodeMandatory) return null;
  return tenant.countryCode === "IT" || tenant.countryCode === "ES" ? tenant.countryCode : null;
}

/** Upper-cased, without spaces: how a tax code is compared and stored. */
export function normalizeTaxCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function isValidTaxCode(country: TaxCodeCountry, value: string): boolean {
  const code = normalizeTaxCode(value);
  return country === "IT" ? isCodiceFiscale(code) : isDniOrNie(code);
}

/** The pattern browsers check before sending (the server's check is the final word). */
export const TAX_CODE_PATTERN: Record<TaxCodeCountry, string> = {
  IT: "[A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z]",
  ES: "[0-9XYZxyz][0-9]{7}[A-Za-z]",
};

// Codice fiscale: 16 characters; the last is a check letter over the first 15 (odd and even
// positions weigh differently). Digits may be replaced by letters (omocodia).
const ODD: Record<string, number> = {
  "0": 1,
  "1": 0,
  "2": 5,
  "3": 7,
  "4": 9,
  "5": 13,
  "6": 15,
  "7": 17,
  "8": 19,
  "9": 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

function evenValue(char: string): number {
  return /[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

function isCodiceFiscale(code: string): boolean {
  if (!new RegExp(`^${TAX_CODE_PATTERN.IT}$`).test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? ODD[code[i]!]! : evenValue(code[i]!);
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

const DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";

function isDniOrNie(code: string): boolean {
  if (!/^[0-9XYZ][0-9]{7}[A-Z]$/.test(code)) return false;
  const digits = code.replace(/^X/, "0").replace(/^Y/, "1").replace(/^Z/, "2").slice(0, 8);
  return DNI_LETTERS[Number(digits) % 23] === code[8];
}
