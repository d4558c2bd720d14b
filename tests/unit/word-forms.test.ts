/**
 * Words that change with the number or the variety of the language: one saved item is singular
 * in every language ("1 guardado", never "1 guardados"), and the uk site writes British English
 * in its own catalogue ("Organiser") as the us site writes American English.
 */
import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { pluralForm } from "../../app/lib/format/plural";
import { LANGUAGES } from "../../tenants/languages";
import { textLeaves } from "../support/text-leaves";

describe("the wishlist count's words", () => {
  it.each(LANGUAGES)("%s says one saved item in the singular and several in the plural", (language) => {
    const label = catalogues[language].wishlist.heart.savedItems;
    const one = pluralForm(label, 1, language);
    const many = pluralForm(label, 2, language);
    expect(one).not.toBe("");
    if (language === "es") expect([one, many]).toEqual(["guardado", "guardados"]);
    if (language === "it") expect([one, many]).toEqual(["salvato", "salvati"]);
    if (language === "fr") expect([one, many]).toEqual(["enregistré", "enregistrés"]);
  });
});

describe("British English on the uk site", () => {
  const AMERICAN = /\b(organiz\w*|travel(?:er|ing|ed)\w*|cancel(?:ed|ing)|colors?|favorites?|centers?|kilometers?)\b/gi;
  it("its catalogue has no American spelling", () => {
    const found = [...textLeaves(catalogues["en-GB"])].flatMap(([path, text]) =>
      [...text.matchAll(AMERICAN)].map((m) => `${path}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});
