/**
 * Where a trip is, on an island: the seed's "at" form of each place (its day titles and texts
 * say "Arrivée en Crète", "Ankunft auf Kreta"). English is "on" an island; German "auf" one,
 * "auf der" one named "…insel", "auf den" islands; French "en" the large islands, "aux" the plural ones.
 */
import { describe, expect, it } from "vitest";
import { DESTINATIONS, type Place } from "../../scripts/seed/destinations";

const places = [...DESTINATIONS.values()].flatMap((destination) => destination.places as readonly Place[]);
const at = (name: string) => {
  const place = places.find((one) => one.names[0] === name);
  if (!place) throw new Error(`no place ${name}`);
  const [en, it, es, fr, de] = place.at;
  return { en, it, es, fr, de };
};

describe("the seed's places on islands", () => {
  it("are 'auf' an island in German, with the article a name needs", () => {
    expect(at("Crete").de).toBe("auf Kreta");
    expect(at("Zanzibar").de).toBe("auf Sansibar");
    expect(at("Easter Island").de).toBe("auf der Osterinsel");
    expect(at("Lofoten").de).toBe("auf den Lofoten");
    expect(at("Aeolian Islands").de).toBe("auf den Liparischen Inseln");
    expect(at("North Malé Atoll").de).toBe("im Nord-Malé-Atoll");
  });

  it("are 'en' the large islands and 'aux' the plural ones in French", () => {
    expect(at("Crete").fr).toBe("en Crète");
    expect(at("Corsica").fr).toBe("en Corse");
    expect(at("Mallorca").fr).toBe("à Majorque");
    expect(at("Exumas").fr).toBe("aux Exumas");
  });

  it("are 'on' an island in English, 'in the' islands", () => {
    expect(at("Crete").en).toBe("on Crete");
    expect(at("Easter Island").en).toBe("on Easter Island");
    expect(at("Isle of Skye").en).toBe("on the Isle of Skye");
    expect(at("Aeolian Islands").en).toBe("in the Aeolian Islands");
  });

  it("no English or German island is 'in' it, unless its name says it is many", () => {
    const wrong = places
      .filter((place) => place.kind === "island")
      .flatMap((place) => [place.at[0], place.at[4]])
      .filter((form) => form.startsWith("in ") && !/^in the .*(Islands|Archipelago|Exumas|Azores)$|^in Bocas del Toro$/.test(form));
    expect(wrong).toEqual([]);
  });
});
