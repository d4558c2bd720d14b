/**
 * How itinerary titles arrive at and leave a place, in every catalogue language: a park, a
 * lake, an archipelago or a region takes its article or its own preposition.
 */
import { describe, expect, it } from "vitest";
import { DESTINATIONS, type Place } from "../../scripts/seed/destinations";

function place(alpha3: string, en: string): Place {
  const found = DESTINATIONS.get(alpha3)?.places.find((candidate) => candidate.names[0] === en);
  if (!found) throw new Error(`${alpha3} has no place ${en}`);
  return found;
}

describe("arrival and departure forms", () => {
  it.each([
    [
      "ZAF",
      "Kruger National Park",
      [
        "in Kruger National Park",
        "al Parco nazionale Kruger",
        "al Parque nacional Kruger",
        "dans le parc national Kruger",
        "im Kruger-Nationalpark",
      ],
    ],
    [
      "MOZ",
      "Quirimbas Archipelago",
      [
        "in the Quirimbas Archipelago",
        "nell'Arcipelago delle Quirimbas",
        "al Archipiélago de las Quirimbas",
        "dans l'archipel des Quirimbas",
        "im Quirimbas-Archipel",
      ],
    ],
    ["NOR", "Svalbard", ["in Svalbard", "a Svalbard", "a Svalbard", "au Svalbard", "in Spitzbergen"]],
    ["PRT", "Algarve", ["in the Algarve", "nell'Algarve", "al Algarve", "dans l'Algarve", "an der Algarve"]],
    ["MNG", "Khövsgöl", ["in Khövsgöl", "al Lago Khövsgöl", "al Lago Khövsgöl", "au lac Khövsgöl", "am Khövsgöl-See"]],
  ] as const)("%s %s arrives %j", (alpha3, en, arrival) => {
    expect(place(alpha3, en).arrival).toEqual(arrival);
  });

  it.each([
    [
      "ZAF",
      "Kruger National Park",
      [
        "from Kruger National Park",
        "dal Parco nazionale Kruger",
        "del Parque nacional Kruger",
        "du parc national Kruger",
        "aus dem Kruger-Nationalpark",
      ],
    ],
    ["PRT", "Algarve", ["from the Algarve", "dall'Algarve", "del Algarve", "de l'Algarve", "von der Algarve"]],
    ["NOR", "Svalbard", ["from Svalbard", "da Svalbard", "de Svalbard", "du Svalbard", "aus Spitzbergen"]],
    ["PRT", "Azores", ["from the Azores", "dalle Azzorre", "de las Azores", "des Açores", "von den Azoren"]],
  ] as const)("%s %s leaves %j", (alpha3, en, from) => {
    expect(place(alpha3, en).from).toEqual(from);
  });

  it("names Sofia and Kathmandu the Spanish way", () => {
    expect(place("BGR", "Sofia").names[2]).toBe("Sofía");
    expect(place("NPL", "Kathmandu").names[2]).toBe("Katmandú");
  });
});
