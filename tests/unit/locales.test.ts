import { describe, expect, it } from "vitest";
import { textLeaves as leaves } from "../support/text-leaves";
import { catalogues } from "../../locales";
import { routeKeys } from "../../tenants/routes";
import { LANGUAGES } from "../../tenants/languages";
import { pluralForm } from "../../app/lib/format/plural";

const source = leaves(catalogues["en-US"]);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The message catalogue that every language must carry. */
const REQUIRED = [
  "errors.notFoundTitle",
  "errors.notFoundSubtitle",
  "errors.notFoundBody",
  "errors.showTours",
  "errors.showEvents",
  "errors.genericTitle",
  "errors.routeNotFound",
  "notification.ERROR",
  "auth.INVALID_EMAIL",
  "auth.WRONG_EMAIL",
  "auth.WRONG_CODE",
  "auth.CHECKING_CODE",
  "auth.WRONG_LOGIN",
  "search.NO_RESULTS",
  "search.NO_RESULTS_DATES",
  "search.DESTINATIONS_NOT_FOUND",
  "search.AI_FAILED",
  "search.AI_FAILED_HINT",
  "search.LOCATION_FAILED",
  "tour.SOLD_OUT",
  "tour.PROMO_EXPIRED",
  "tour.NO_DEPARTURES",
  "tour.EMAIL_US",
  "tour.DEPOSIT_ONLY_BEFORE",
];

describe.each(LANGUAGES)("catalogue %s", (language) => {
  const messages = leaves(catalogues[language]);

  it("has exactly the keys of the source catalogue, none empty", () => {
    expect([...messages.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of messages) expect(text.trim(), key).not.toBe("");
  });

  it("carries the error catalogue and a title for every route key", () => {
    for (const key of REQUIRED) expect(messages.has(key), key).toBe(true);
    for (const key of routeKeys) expect(messages.has(`pages.${key}.title`), key).toBe(true);
  });

  it("keeps every placeholder and the number of plural forms", () => {
    for (const [key, text] of source) {
      const translated = messages.get(key)!;
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(translated.split("|").length, key).toBe(text.split("|").length);
    }
  });

  it("splits its plural labels into forms that differ by count", () => {
    const trips = messages.get("labels.trips")!.replace("{{count}}", "2");
    expect(pluralForm(trips, 1, language)).not.toBe(pluralForm(trips, 2, language));
  });
});

it("keeps the spec's German text for an invalid email", () => {
  expect(catalogues.de.auth.INVALID_EMAIL).toBe("Unzulässige E-Mail");
  expect(catalogues["en-US"].errors.notFoundTitle).toBe("This page is not on the map!");
});

describe("feature catalogues", () => {
  it.each(["search", "trip"])("locales/%s/* add their own namespaces and never replace a core one", async (feature) => {
    const { readFileSync } = await import("node:fs");
    for (const language of LANGUAGES) {
      const read = (path: string) =>
        JSON.parse(readFileSync(new URL(`../../locales/${path}.json`, import.meta.url), "utf8")) as Record<string, unknown>;
      const core = Object.keys(read(language));
      const added = Object.keys(read(`${feature}/${language}`));
      expect(
        added.filter((key) => core.includes(key)),
        `${feature}/${language}`,
      ).toEqual([]);
    }
  });
});

describe("namespace registry", () => {
  it("registers every namespace folder in locales/index.ts, each with its six languages", async () => {
    const { readdirSync, readFileSync, statSync } = await import("node:fs");
    const dir = new URL("../../locales/", import.meta.url);
    const registry = readFileSync(new URL("index.ts", dir), "utf8");
    // The e-mail texts are a catalogue of their own, kept out of the pages' one (locales/email).
    const folders = readdirSync(dir).filter((name) => name !== "email" && statSync(new URL(name, dir)).isDirectory());
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      expect(registry, folder).toContain(`from "./${folder}";`);
      const files = readdirSync(new URL(`${folder}/`, dir));
      for (const language of LANGUAGES) expect(files, folder).toContain(`${language}.json`);
    }
  });
});
