/**
 * The us site speaks American English: its catalogue (en-US) and every page it publishes,
 * its own and those it takes from the int site, spell "traveler", "canceled", "organize"…
 * The uk site keeps British spelling (en-GB). The int site shares the en-US catalogue, while
 * its pages are written in British English.
 */
import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { emailCatalogues } from "../../locales/email";
import { buildContent, loadContentTree } from "../../scripts/content/build";
import { tenants } from "../../tenants";
import { textLeaves } from "../support/text-leaves";

const BRITISH = /\b(travell\w*|cancelled|colour\w*|favourite\w*|centres?|organis\w*|licence|programmes?|recognis\w*)\b/gi;

const britishIn = (value: unknown) =>
  [...textLeaves(value)].flatMap(([path, text]) => [...text.matchAll(BRITISH)].map((match) => `${path}: ${match[0]}`));

describe("the us site in American English", () => {
  it("its catalogue and its e-mails", () => {
    expect(britishIn(catalogues["en-US"])).toEqual([]);
    expect(britishIn(emailCatalogues["en-US"])).toEqual([]);
  });

  it("every page it publishes, inherited ones included", () => {
    const { pages, siteContent, problems } = buildContent(loadContentTree("tenants/content"), tenants);
    expect(problems).toEqual([]);
    const us = pages.filter((page) => page.site === "us");
    expect(us.length).toBeGreaterThanOrEqual(12);
    expect(britishIn(us)).toEqual([]);
    expect(britishIn(siteContent.filter((content) => content.site === "us"))).toEqual([]);
  });

  it("while the uk site keeps its British spelling", () => {
    expect(britishIn(catalogues["en-GB"]).length).toBeGreaterThan(0);
  });
});
