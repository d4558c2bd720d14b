import { readFileSync } from "node:fs";
import { catalogues } from "./messages";

/** The sales catalogue of a language, read from disk as the other specs read theirs. */
export const salesTexts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/sales/${language}.json`, import.meta.url), "utf8")).sales as {
    promo: { expired: string; label: string };
    confirmed: { flights: string; month: string };
  };

export const serpTexts = (language: keyof typeof catalogues) =>
  (catalogues[language] as unknown as { serp: { filters: { apply: string; status: string } } }).serp;
