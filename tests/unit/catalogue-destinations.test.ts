/**
 * A catalogue a traveller would believe. The seed's trips come from the
 * destination tables (scripts/seed/data/): themes that fit their countries, neighbours only,
 * titles and itineraries that read right in every language, effort that matches the
 * transfers, coordinators from one place, artwork that shows the trip.
 */
import { describe, expect, it } from "vitest";
import { artworkSvg } from "../../app/lib/images/artwork";
import { generateCatalogue, type Catalogue } from "../../scripts/seed/index";
import { COORDINATOR_ORIGINS } from "../../scripts/seed/data/coordinators";
import { TRIP_THEMES } from "../../scripts/seed/data/trip-themes";
import { DESTINATIONS } from "../../scripts/seed/destinations";
import { physicalEffortOf } from "../../workers/services/trips/service";
import { CATALOGUE_LANGUAGES } from "../../tenants/languages";

const today = new Date("2026-11-25T08:00:00Z");
const catalogue = generateCatalogue({ scale: 1, today });
const themeByKey = new Map(TRIP_THEMES.map((theme) => [theme.key, theme]));

function tripsOf(c: Catalogue) {
  const alpha3 = new Map(c.countries.map((country) => [country.id, country.iso_alpha3]));
  const images = new Map(c.images.map((image) => [image.id, image]));
  const days = new Map<number, Catalogue["itineraryDays"]>();
  for (const day of c.itineraryDays) days.set(day.travel_id, [...(days.get(day.travel_id) ?? []), day]);
  return c.travels.map((travel) => {
    const codes = c.travelCountries
      .filter((link) => link.travel_id === travel.id)
      .sort((a, b) => a.position - b.position)
      .map((link) => alpha3.get(link.country_id)!);
    // The main image's SEO name is "{scene}-{theme}-{slug}": the artwork draws from it.
    const [scene, themeKey] = images.get(travel.thumbnail_image_id!)!.seo_name.split("-") as [string, string];
    return { travel, codes, scene, theme: themeByKey.get(themeKey)!, days: days.get(travel.id) ?? [] };
  });
}
const trips = tripsOf(catalogue);

describe("the destination tables", () => {
  it("cover every seeded country, with places and themes that fit them", () => {
    expect(catalogue.countries.map((c) => c.iso_alpha3).sort()).toEqual([...DESTINATIONS.keys()].sort());
    for (const [code, destination] of DESTINATIONS) {
      expect(destination.places.length, code).toBeGreaterThanOrEqual(5);
      expect(["city", "town", "island"], `${code} arrives in a city`).toContain(destination.places[0]!.kind);
      for (const theme of destination.themes) {
        const fitting = destination.places.slice(1).filter((place) => theme.kinds.includes(place.kind));
        expect(fitting.length, `${code} ${theme.key}`).toBeGreaterThanOrEqual(theme.oneCity ? 0 : 1);
      }
      for (const other of destination.near) expect(DESTINATIONS.get(other)!.near, `${code} <-> ${other}`).toContain(code);
    }
  });

  it("keep each theme where it belongs: no aurora in Mexico, no desert in the Bahamas", () => {
    const where = (key: string) =>
      [...DESTINATIONS]
        .filter(([, d]) => d.themes.some((t) => t.key === key))
        .map(([code]) => code)
        .sort();
    expect(where("aurora")).toEqual(["CAN", "FIN", "GRL", "ISL", "NOR", "SWE"]);
    expect(where("expedition")).toEqual(["ATA"]);
    expect(where("safari").every((code) => DESTINATIONS.get(code)!.country.continent === "AF")).toBe(true);
    expect(where("desert")).not.toContain("BHS");
    expect(where("winter").some((code) => DESTINATIONS.get(code)!.country.continent === "AF")).toBe(false);
    expect(DESTINATIONS.get("MEX")!.themes.map((t) => t.key)).not.toContain("aurora");
  });
});

describe("seeded trips", () => {
  it("have a theme that fits every one of their countries, and cross only between neighbours", () => {
    for (const { travel, codes, theme } of trips) {
      expect(theme, travel.title_en).toBeDefined();
      for (const code of codes) expect(DESTINATIONS.get(code)!.themes, `${travel.title_en} in ${code}`).toContain(theme);
      codes.slice(1).forEach((code, i) => {
        const before = codes.slice(0, i + 1);
        expect(
          before.some((b) => DESTINATIONS.get(b)!.near.includes(code)),
          `${travel.title_en}: ${code} next to ${before}`,
        ).toBe(true);
      });
    }
    expect(trips.filter((t) => t.codes.length > 1).length).toBeGreaterThan(50);
    expect(new Set(trips.map((t) => t.theme.key)).size).toBe(TRIP_THEMES.length);
  });

  it("have titles with no template leftovers and the right articles in every language", () => {
    const wrong: Record<string, RegExp> = {
      en: /\b(in|of|across) (Bahamas|Philippines|Maldives|United States|Netherlands)\b/,
      it: /\b(a [AÀ]|di [IL]l |da [IL]l |in il |di l'|in l'|e e)/,
      es: /\b(de el|y [IÍ]t)/,
      fr: /\b(de le|à le|de les|à les|en Japon|en Maroc|de [AEIOUÉ])/,
      de: /\b(in Türkei|in Schweiz|durch Türkei|in USA|nach die)/,
    };
    for (const { travel, codes } of trips) {
      CATALOGUE_LANGUAGES.forEach((lang, i) => {
        const title = travel[`title_${lang}`];
        expect(title, `${travel.id} ${lang}`).toMatch(/^[A-ZÀ-ÖØ-Þ]/);
        expect(title).not.toMatch(/[{}]|undefined|null|\s{2}|\s,|&/);
        // French puts a space before a colon, the others do not.
        expect(title).not.toMatch(lang === "fr" ? /[^ ]:/ : /\s:/);
        // The grammar is the title's own; a subtitle after the colon is place names ("San Pedro de Atacama").
        expect(title.split(lang === "fr" ? " : " : ": ")[0], `${travel.id} ${lang}`).not.toMatch(wrong[lang]!);
        // Names the trip's country in that language, or its first city for a weekend.
        const named = codes.every((code) => {
          const destination = DESTINATIONS.get(code)!;
          // German inflects some names: "durch das Vereinigte Königreich", "in den USA".
          const inflected =
            lang === "de" ? [destination.grammar.in[4], destination.grammar.through[4]].map((f) => f.replace(/^\S+ /, "")) : [];
          const forms = [destination.country.names[i]!, destination.places[0]!.names[i]!, ...inflected];
          return forms.some((form) => title.includes(form));
        });
        expect(named, `${title} names ${codes}`).toBe(true);
        expect(travel[`description_${lang}`]).not.toMatch(/[{}]|undefined|\s{2}/);
      });
    }
    expect(catalogue.travels.filter((t) => t.title_it !== t.title_en).length).toBeGreaterThan(catalogue.travels.length * 0.9);
    // Titles differ: a second trip to the same place with the same theme says which part it visits.
    expect(new Set(catalogue.travels.map((t) => t.title_it)).size).toBeGreaterThan(catalogue.travels.length * 0.97);
    const grammar = (code: string) => DESTINATIONS.get(code)!.grammar;
    expect([grammar("UZB").of[1], grammar("ISL").in[3], grammar("MAR").to[4], grammar("JPN").in[3], grammar("CUB").in[1]]).toEqual([
      "dell'Uzbekistan",
      "en Islande",
      "nach Marokko",
      "au Japon",
      "a Cuba",
    ]);
    expect([grammar("TUR").through[4], grammar("TUR").to[4], grammar("PHL").in[0], grammar("ATA").to[2]]).toEqual([
      "durch die Türkei",
      "in die Türkei",
      "in the Philippines",
      "a la Antártida",
    ]);
    for (const { travel, codes } of trips.filter((t) => t.codes[0] === "UZB" && t.codes.length === 1)) {
      expect(travel.title_it, travel.title_en).toMatch(/dell'Uzbekistan|in Uzbekistan/);
      expect(travel.title_fr, travel.title_en).toMatch(/de l'Ouzbékistan|d'Ouzbékistan|en Ouzbékistan/);
      expect(travel.title_fr, travel.title_en).not.toMatch(/(Saveurs|Villes|Marchés et épices|Merveilles antiques) de l'/);
      expect(codes).toEqual(["UZB"]);
    }
  });

  it("have itineraries whose every day names a place of the trip's countries", () => {
    for (const { travel, codes, days } of trips) {
      expect(days.map((d) => d.day)).toEqual(Array.from({ length: travel.days }, (_, i) => i + 1));
      CATALOGUE_LANGUAGES.forEach((lang, i) => {
        const names = codes.flatMap((code) =>
          DESTINATIONS.get(code)!.places.flatMap((place) => [place.names[i]!, place.at[i]!, place.from[i]!]),
        );
        for (const day of days) {
          const title = day[`title_${lang}`];
          expect(
            names.some((name) => title.includes(name)),
            `${travel.id} day ${day.day} (${lang}): ${title}`,
          ).toBe(true);
          expect(title + day[`body_${lang}`]).not.toMatch(/[{}]|undefined/);
        }
      });
    }
  });

  it("have a physical effort no harder than their theme allows (a gentle theme keeps to half a day's transfer)", () => {
    const order = ["LOW", "MEDIUM", "HIGH"];
    for (const { travel, theme, days } of trips) {
      const longest = Math.max(...days.map((d) => d.transfer_hours));
      const allowed = theme.effort === "LOW" ? "MEDIUM" : "HIGH";
      expect(order.indexOf(physicalEffortOf(longest) ?? ""), `${travel.title_en}`).toBeLessThanOrEqual(order.indexOf(allowed));
      for (const day of days) expect(Number.isInteger(day.transfer_hours) && day.transfer_hours >= 0 && day.transfer_hours <= 9).toBe(true);
    }
    const efforts = new Set(trips.map(({ days }) => physicalEffortOf(Math.max(...days.map((d) => d.transfer_hours)))));
    expect(efforts).toEqual(new Set(["LOW", "MEDIUM", "HIGH"]));
  });

  it("have coordinators whose names and home city come from one place", () => {
    const names = catalogue.coordinators.map((c) => `${c.first_name} ${c.last_name}`);
    expect(new Set(names).size).toBe(names.length);
    for (const coordinator of catalogue.coordinators) {
      const origin = COORDINATOR_ORIGINS.find(
        (o) =>
          o.firstNames.includes(coordinator.first_name) &&
          o.lastNames.includes(coordinator.last_name) &&
          o.cities.some((city) => city[0] === coordinator.city && city[4] === coordinator.city_de),
      );
      expect(origin, `${coordinator.first_name} ${coordinator.last_name} of ${coordinator.city}`).toBeDefined();
    }
  });

  it("have artwork that shows their theme and place, never the same picture twice", () => {
    const pictures = new Set<string>();
    for (const { travel, scene, theme } of trips) {
      if (theme.scene) expect(scene, travel.title_en).toBe(theme.scene);
      const image = catalogue.images.find((i) => i.id === travel.thumbnail_image_id)!;
      const svg = artworkSvg(image.id, 160, 107, image.seo_name.replace(/-/g, " "));
      pictures.add(svg.replace(/<title>.*<\/title>/, ""));
    }
    expect(pictures.size).toBe(trips.length);
    expect(new Set(trips.map((t) => t.scene)).size).toBeGreaterThanOrEqual(12);
    const portrait = catalogue.images.find((i) => i.id === "coordinator-1")!;
    expect(portrait.seo_name).toMatch(/^portrait-/);
    expect(artworkSvg(portrait.id, 160, 107, portrait.seo_name.replace(/-/g, " "))).not.toBe(
      artworkSvg(portrait.id, 160, 107, "lisbon and porto"),
    );
  });
});

describe("the trip generator", () => {
  it("gives the same trips on every run and every day (only dates move)", () => {
    const again = generateCatalogue({ scale: 1, today: new Date("2027-02-01T00:00:00Z") });
    expect(again.travels.map((t) => [t.title_de, t.description_fr, t.slug_es])).toEqual(
      catalogue.travels.map((t) => [t.title_de, t.description_fr, t.slug_es]),
    );
    expect(again.itineraryDays).toEqual(catalogue.itineraryDays);
    expect(again.coordinators).toEqual(catalogue.coordinators);
  });

  it("scales: three times the trips, all from the tables, unique slugs, believable titles", () => {
    const big = generateCatalogue({ scale: 3, today });
    expect(big.travels).toHaveLength(1260);
    for (const lang of CATALOGUE_LANGUAGES) expect(new Set(big.travels.map((t) => t[`slug_${lang}`])).size).toBe(1260);
    const bigTrips = tripsOf(big);
    expect(bigTrips.every(({ codes, theme }) => codes.every((code) => DESTINATIONS.get(code)!.themes.includes(theme)))).toBe(true);
    expect(bigTrips.every(({ travel, days }) => days.length === travel.days)).toBe(true);
    expect(new Set(big.travels.map((t) => t.title_en)).size).toBeGreaterThan(1260 * 0.9);
  }, 60_000);
});
