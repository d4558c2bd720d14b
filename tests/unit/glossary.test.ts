/**
 * One term per concept per language: a visitor who reads "Koordinator" on one page never meets
 * a "Reiseleitung" on the next, nor two names for the cancellation terms or the questions page.
 * The glossary covers every text a site shows: its catalogue, its e-mails, its menus and footer,
 * and every page it publishes (its own and those it inherits). Search input vocabularies (the
 * AI search lexicon and its golden questions) are not texts a visitor reads: they keep every
 * word a visitor may type.
 */
import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { emailCatalogues } from "../../locales/email";
import { buildContent, loadContentTree } from "../../scripts/content/build";
import { tenants } from "../../tenants";
import type { Language } from "../../tenants/languages";
import { menuFiles } from "../../tenants/menus";
import { textLeaves } from "../support/text-leaves";

type Term = { concept: string; use: string; avoid: RegExp };

/** Per language: the term the sites use for a concept, and the other names it must not take. */
const GLOSSARY: Partial<Record<Language, Term[]>> = {
  de: [
    { concept: "the person who leads the group", use: "Koordinator", avoid: /Reiseleit\w*/g },
    { concept: "the cancellation terms", use: "Stornierungsbedingungen", avoid: /Stornobedingungen/g },
    { concept: "the questions page", use: "Häufige Fragen", avoid: /Häufig gestellte\w*/g },
    { concept: "the countries travelled to", use: "in mehr als 100 Ländern", avoid: /\bin (?:mehr als|über) \d+ Länder\b/g },
  ],
  it: [{ concept: "a room of one's own", use: "camera singola", avoid: /\bnon condivis[ao]\b/gi }],
};

const { pages, siteContent, problems } = buildContent(loadContentTree("tenants/content"), tenants);

/** Every text a site of the language shows, by where it sits. */
function textsOf(language: Language): [string, string][] {
  const sites = tenants.filter((tenant) => tenant.language === language).map((tenant) => tenant.id);
  const sources: [string, unknown][] = [
    ["catalogue", catalogues[language]],
    ["e-mail", emailCatalogues[language]],
    ...sites.map((site): [string, unknown] => [`menus/${site}`, menuFiles[site]]),
    ...pages.filter((page) => sites.includes(page.site)).map((page): [string, unknown] => [`page ${page.site}`, page]),
    ...siteContent
      .filter((content) => sites.includes(content.site))
      .map((content): [string, unknown] => [`content ${content.site}`, content]),
  ];
  return sources.flatMap(([source, value]) => [...textLeaves(value)].map(([path, text]): [string, string] => [`${source} ${path}`, text]));
}

describe.each(Object.entries(GLOSSARY) as [Language, Term[]][])("the %s glossary", (language, terms) => {
  const texts = textsOf(language);

  it("reads every text of the language's sites", () => {
    expect(problems).toEqual([]);
    expect(texts.length).toBeGreaterThan(500);
  });

  it.each(terms)('names $concept "$use" only', ({ use, avoid }) => {
    const found = texts.flatMap(([where, text]) => [...text.matchAll(avoid)].map((match) => `${where}: ${match[0]}`));
    expect(found).toEqual([]);
    expect(texts.some(([, text]) => text.includes(use))).toBe(true);
  });
});
