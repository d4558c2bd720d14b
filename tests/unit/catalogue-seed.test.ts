import { describe, expect, it } from "vitest";
import { catalogueScript, catalogueStatements, generateCatalogue, seedStatements, slugify, sqlLiteral } from "../../scripts/seed/index";
import { easterSunday } from "../../scripts/seed/periods";
import { SALES_STATUSES } from "../../workers/db/schema";
import { CATALOGUE_LANGUAGES } from "../../tenants/languages";

const today = new Date("2026-03-10T15:30:00Z");
const catalogue = generateCatalogue({ scale: 1, today });

describe("the seed generator", () => {
  it("is deterministic for a seed, scale and run date", () => {
    expect(generateCatalogue({ scale: 1, today })).toEqual(catalogue);
    expect(generateCatalogue({ scale: 1, today: new Date("2026-03-11T00:00:00Z") }).tours[0]!.starting_date).not.toBe(
      catalogue.tours[0]!.starting_date,
    );
    // Two whole catalogues: more than the default 5 s on a loaded machine.
  }, 30_000);

  it("has at least 100 real countries, on every continent, named in five languages", () => {
    expect(catalogue.countries.length).toBeGreaterThanOrEqual(100);
    expect(new Set(catalogue.countries.map((c) => c.continent_id)).size).toBe(catalogue.continents.length);
    expect(catalogue.continents.map((c) => c.code).sort()).toEqual(["AF", "AN", "AS", "EU", "NA", "OC", "SA"]);
    expect(new Set(catalogue.countries.map((c) => c.iso_alpha3)).size).toBe(catalogue.countries.length);
    for (const country of catalogue.countries) {
      expect(country.iso_alpha3).toMatch(/^[A-Z]{3}$/);
      for (const lang of CATALOGUE_LANGUAGES) expect(country[`name_${lang}`]).not.toBe("");
    }
    expect(catalogue.countries.find((c) => c.iso_alpha3 === "DEU")).toMatchObject({ name_it: "Germania", name_de: "Deutschland" });
  });

  it("has at least 400 travels with a title and a unique slug in every language", () => {
    expect(catalogue.travels.length).toBeGreaterThanOrEqual(400);
    for (const lang of CATALOGUE_LANGUAGES) {
      const slugs = catalogue.travels.map((t) => t[`slug_${lang}`]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    // Titles are translated: a name that reads the same in Italian ("Safari in Kenya") is the exception.
    const translated = catalogue.travels.filter((travel) => travel.title_it !== travel.title_en);
    expect(translated.length).toBeGreaterThan(catalogue.travels.length * 0.9);
    // Every country leads at least one trip.
    const leading = new Set(catalogue.travelCountries.filter((c) => c.position === 0).map((c) => c.country_id));
    expect(leading.size).toBe(catalogue.countries.length);
  });

  it("spreads tours over the next 18 months in every sales status, age badge and with discounts", () => {
    const starts = catalogue.tours.map((t) => t.starting_date).sort();
    expect(starts.at(-1)! > "2027-07-01" && starts.at(-1)! <= "2027-09-10").toBe(true);
    const months = new Set(catalogue.tours.filter((t) => t.starting_date > "2026-03-10").map((t) => t.starting_date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(18);
    expect(new Set(catalogue.tours.map((t) => t.sales_status))).toEqual(new Set(SALES_STATUSES));
    expect(new Set(catalogue.tours.map((t) => t.age_badge))).toEqual(new Set(["25-35", "35-49", "ALL"]));
    const discounted = catalogue.tours.filter((t) => t.discount_percent > 0);
    expect(discounted.length / catalogue.tours.length).toBeGreaterThan(0.1);
    for (const tour of discounted) {
      expect(tour.price_eur).toBeLessThan(tour.base_price_eur);
      expect(tour.sales_status).not.toBe("SOLD_OUT");
    }
    for (const tour of catalogue.tours) {
      for (const currency of ["eur", "gbp", "usd"] as const) expect(Number.isInteger(tour[`price_${currency}`])).toBe(true);
      expect(tour.price_gbp).toBeLessThan(tour.price_eur);
      expect(tour.price_usd).toBeGreaterThan(tour.price_eur);
      if (tour.sales_status === "SOLD_OUT") expect(tour.free_seats).toBe(0);
    }
    expect(new Set(catalogue.travels.map((t) => t.badge_id)).size).toBeGreaterThan(3);
    expect(new Set(catalogue.travelStyles.map((s) => s.style)).size).toBe(5);
  });

  it("scales the catalogue", () => {
    const small = generateCatalogue({ scale: 0.1, today });
    expect(small.travels.length).toBe(42);
    expect(() => generateCatalogue({ scale: 0, today })).toThrow();
  });

  it("has months, named periods (Easter) and events with icons", () => {
    const types = new Set(catalogue.periods.map((p) => p.type));
    expect(types).toEqual(new Set(["month", "period", "event"]));
    expect(catalogue.periods.filter((p) => p.type === "month")).toHaveLength(19);
    expect(catalogue.periods.find((p) => p.name_en === "Easter" && p.year === 2026)).toMatchObject({
      starting_date: "2026-03-29",
      ending_date: "2026-04-13",
    });
    expect(catalogue.periods.filter((p) => p.type === "event").every((p) => p.icon_url?.startsWith("https://"))).toBe(true);
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe("2027-03-28");
  });
});

describe("seed SQL", () => {
  it("binds at most 100 values per statement (D1) and wipes before inserting", () => {
    const statements = seedStatements({ scale: 0.05, today });
    // The gallery goes first: it points at both travels and images.
    expect(statements.slice(0, 2).map((statement) => statement.sql)).toEqual(["DELETE FROM travel_images", "DELETE FROM travels_fts"]);
    for (const statement of statements) {
      expect(statement.params.length).toBeLessThanOrEqual(100);
      expect(statement.sql.split("?").length - 1).toBe(statement.params.length);
    }
  });

  it("writes literals safely, one statement per line", () => {
    expect(sqlLiteral("Côte d'Ivoire")).toBe("'Côte d''Ivoire'");
    expect(sqlLiteral("a\nb")).toBe("'a' || char(10) || 'b'");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    const script = catalogueScript(generateCatalogue({ scale: 0.05, today }));
    const lines = script.trim().split("\n");
    expect(lines.every((line) => line.endsWith(";"))).toBe(true);
    expect(lines.every((line) => Buffer.byteLength(line) < 100_000)).toBe(true);
    expect(script).toContain("'Côte d''Ivoire'");
    expect(catalogueStatements(generateCatalogue({ scale: 0.05, today })).at(-1)!.sql).toContain("countries_fts");
  });

  it("slugs drop accents and punctuation", () => {
    expect(slugify("Perù & Bolivia: Tra un'isola e l'altra")).toBe("peru-bolivia-tra-un-isola-e-l-altra");
    expect(slugify("Große Rundreise")).toBe("grosse-rundreise");
  });
});
