/**
 * The names of places in the five languages' sentences (scripts/seed/place-forms.ts): a town's
 * prepositions joined to its own article, a country gone into, a park or a coast named bare.
 */
import { describe, expect, it } from "vitest";
import { DESTINATIONS, type Place } from "../../scripts/seed/destinations";
import { countryForms, frenchPlace, isTown, italianPlace, spanishPlace, townForms } from "../../scripts/seed/place-forms";

const ALL_PLACES = [...DESTINATIONS.values()].flatMap((destination) => destination.places);
const place = (english: string): Place => {
  const found = ALL_PLACES.find((candidate) => candidate.names[0] === english);
  if (!found) throw new Error(`no place ${english} in the tables`);
  return found;
};

describe("place names after prepositions", () => {
  it("French joins le and les, elides de before a vowel, and keeps la", () => {
    expect(frenchPlace("de", "Le Caire")).toBe("du Caire");
    expect(frenchPlace("à", "Le Caire")).toBe("au Caire");
    expect(frenchPlace("à", "Le Cap")).toBe("au Cap");
    expect(frenchPlace("de", "Les Sables-d'Olonne")).toBe("des Sables-d'Olonne");
    expect(frenchPlace("à", "Les Sables-d'Olonne")).toBe("aux Sables-d'Olonne");
    expect(frenchPlace("de", "Avignon")).toBe("d'Avignon");
    expect(frenchPlace("à", "Avignon")).toBe("à Avignon");
    expect(frenchPlace("de", "Évora")).toBe("d'Évora");
    expect(frenchPlace("de", "El Calafate")).toBe("d'El Calafate");
    expect(frenchPlace("de", "La Haye")).toBe("de La Haye");
    expect(frenchPlace("à", "La Havane")).toBe("à La Havane");
    // An h or a y before a vowel takes "de" whole.
    expect(frenchPlace("de", "Hanoï")).toBe("de Hanoï");
    expect(frenchPlace("de", "Yazd")).toBe("de Yazd");
    expect(frenchPlace("de", "Rome")).toBe("de Rome");
  });

  it("Italian joins its own article to the preposition, not one the name has everywhere", () => {
    expect(italianPlace("da", "Il Cairo", "Cairo")).toBe("dal Cairo");
    expect(italianPlace("a", "Il Cairo", "Cairo")).toBe("al Cairo");
    expect(italianPlace("di", "Il Cairo", "Cairo")).toBe("del Cairo");
    expect(italianPlace("name", "Il Cairo", "Cairo")).toBe("il Cairo");
    expect(italianPlace("da", "L'Avana", "Havana")).toBe("dall'Avana");
    expect(italianPlace("a", "L'Avana", "Havana")).toBe("all'Avana");
    expect(italianPlace("a", "L'Aia", "The Hague")).toBe("all'Aia");
    expect(italianPlace("da", "La Valletta", "Valletta")).toBe("dalla Valletta");
    expect(italianPlace("a", "La Valletta", "Valletta")).toBe("alla Valletta");
    expect(italianPlace("a", "La Paz", "La Paz")).toBe("a La Paz");
    expect(italianPlace("da", "Las Vegas", "Las Vegas")).toBe("da Las Vegas");
    expect(italianPlace("a", "Atene", "Athens")).toBe("ad Atene");
    expect(italianPlace("da", "Atene", "Athens")).toBe("da Atene");
    expect(italianPlace("a", "Roma", "Rome")).toBe("a Roma");
  });

  it("Spanish joins an El it adds to the name, and keeps one the name has everywhere", () => {
    expect(spanishPlace("de", "El Cairo", "Cairo")).toBe("del Cairo");
    expect(spanishPlace("a", "El Cairo", "Cairo")).toBe("al Cairo");
    expect(spanishPlace("en", "El Cairo", "Cairo")).toBe("en El Cairo");
    expect(spanishPlace("desde", "El Cairo", "Cairo")).toBe("desde El Cairo");
    expect(spanishPlace("a", "El Calafate", "El Calafate")).toBe("a El Calafate");
    expect(spanishPlace("de", "El Nido", "El Nido")).toBe("de El Nido");
    expect(spanishPlace("de", "La Habana", "Havana")).toBe("de La Habana");
  });

  it("a town's forms in the five languages", () => {
    expect(townForms(place("Cairo"))).toEqual({
      in: ["in Cairo", "al Cairo", "en El Cairo", "au Caire", "in Kairo"],
      to: ["to Cairo", "al Cairo", "al Cairo", "au Caire", "nach Kairo"],
      from: ["from Cairo", "dal Cairo", "desde El Cairo", "du Caire", "von Kairo"],
      of: ["of Cairo", "del Cairo", "del Cairo", "du Caire", "von Kairo"],
      name: ["Cairo", "il Cairo", "El Cairo", "Le Caire", "Kairo"],
    });
    expect(townForms(place("The Hague")).to).toEqual(["to The Hague", "all'Aia", "a La Haya", "à La Haye", "nach Den Haag"]);
    expect(townForms(place("Valletta")).from).toEqual([
      "from Valletta",
      "dalla Valletta",
      "desde La Valeta",
      "de La Valette",
      "von Valletta",
    ]);
    expect(townForms(place("Avignon")).from[3]).toBe("d'Avignon");
    expect(townForms(place("Athens")).in).toEqual(["in Athens", "ad Atene", "en Atenas", "à Athènes", "in Athen"]);
  });

  it("a country gone into", () => {
    expect(countryForms("GBR").into).toEqual([
      "into the United Kingdom",
      "nel Regno Unito",
      "al Reino Unido",
      "au Royaume-Uni",
      "ins Vereinigte Königreich",
    ]);
    expect(countryForms("CHE").into).toEqual(["into Switzerland", "in Svizzera", "a Suiza", "en Suisse", "in die Schweiz"]);
    expect(countryForms("PER").to[0]).toBe("to Peru");
  });

  it("every town of the tables reads right in every language", () => {
    const wrong: string[] = [];
    for (const town of ALL_PLACES.filter(isTown)) {
      const forms = townForms(town);
      const all = Object.values(forms).flat();
      const problems = [
        ...all.filter((form) => /\s{2}|^\s|\s$/.test(form)).map((form) => `spacing: "${form}"`),
        ...forms.in.concat(forms.to, forms.from, forms.of).filter((form) => /^(a|da|di) (?:(?:Il|Lo|Gli) |L')/.test(form)),
        ...[forms.in[1], forms.to[1]].filter((form) => /^a [aàáAÀÁ]/.test(form)),
        ...[forms.to[2], forms.of[2]].filter((form) => /^(a|de) El /.test(form) && !town.names[0].startsWith("El ")),
        ...forms.in.concat(forms.from).filter((form) => /^(à|de) (Le|Les) /.test(form)),
        ...[forms.from[3]].filter((form) => /^de [aeiouàâéèêîôû]/i.test(form)),
      ];
      if (problems.length > 0) wrong.push(`${town.names[0]}: ${problems.join(", ")}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** Every part of a leg day's text, with where it is used. */
