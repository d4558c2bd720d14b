/**
 * The named periods and events the search bar offers, by the names people of each language use
 * for them: a holiday is offered only where it is kept, and a festival goes by its own name
 * when a language has no other ("Oktoberfest" in French too, never a translation of it).
 */
import { describe, expect, it } from "vitest";
import { generatePeriods } from "../../scripts/seed/periods";
import type { PeriodRow } from "../../workers/db/schema";

const rows = generatePeriods(new Date("2026-11-28T00:00:00Z"), "https://media.example");
const named = rows.filter((row) => row.type !== "month");
const namesOf = (row: PeriodRow) => [row.name_en, row.name_it, row.name_es, row.name_fr, row.name_de];

/** Every named period and event, once, as [en, it, es, fr, de]; "" where a language does not offer it. */
const EXPECTED: readonly (readonly string[])[] = [
  ["Spring", "Primavera", "Primavera", "Printemps", "Frühling"],
  ["Easter", "Pasqua", "Semana Santa", "Pâques", "Ostern"],
  ["Summer", "Estate", "Verano", "Été", "Sommer"],
  ["", "Ferragosto", "Puente de agosto", "Mi-août", ""],
  ["Autumn", "Autunno", "Otoño", "Automne", "Herbst"],
  ["Christmas and New Year", "Natale e Capodanno", "Navidad y Año Nuevo", "Noël et Nouvel An", "Weihnachten und Silvester"],
  ["Carnival in Rio", "Carnevale di Rio", "Carnaval de Río", "Carnaval de Rio", "Karneval in Rio"],
  ["Cherry blossom", "Fioritura dei ciliegi", "Floración del cerezo", "Floraison des cerisiers", "Kirschblüte"],
  ["Songkran", "Songkran", "Songkran", "Songkran", "Songkran"],
  ["Oktoberfest", "Oktoberfest", "Oktoberfest", "Oktoberfest", "Oktoberfest"],
  ["Day of the Dead", "Giorno dei Morti", "Día de Muertos", "Jour des Morts", "Tag der Toten"],
  ["Northern lights", "Aurora boreale", "Auroras boreales", "Aurores boréales", "Nordlichter"],
];

describe("period names", () => {
  it("are the names each language uses, and no others", () => {
    const distinct = [...new Map(named.map((row) => [namesOf(row).join("|"), namesOf(row)])).values()];
    expect(new Set(distinct.map((names) => names.join("|")))).toEqual(new Set(EXPECTED.map((names) => names.join("|"))));
  });

  it("call the Munich beer festival Oktoberfest in every language", () => {
    const oktoberfest = named.filter((row) => row.icon_url?.endsWith("/oktoberfest.svg"));
    expect(oktoberfest.length).toBeGreaterThan(0);
    for (const row of oktoberfest) expect(namesOf(row)).toEqual(Array(5).fill("Oktoberfest"));
  });

  it("offer the mid-August break only where it is a holiday: Italy, Spain and France", () => {
    const midAugust = named.filter((row) => row.starting_date.endsWith("-08-08") && row.ending_date.endsWith("-08-24"));
    expect(midAugust.length).toBeGreaterThan(0);
    for (const row of midAugust) {
      expect([row.name_it, row.name_es, row.name_fr]).toEqual(["Ferragosto", "Puente de agosto", "Mi-août"]);
      // English (int, uk, us) and German have no such holiday: August and summer cover those days.
      expect([row.name_en, row.name_de]).toEqual(["", ""]);
    }
    for (const row of named) expect(`${row.name_en} ${row.name_de}`).not.toMatch(/mid-august|mitte august/i);
  });

  it("name every other period in every language", () => {
    for (const row of rows) {
      if (row.starting_date.endsWith("-08-08")) continue;
      for (const name of namesOf(row)) expect(name, JSON.stringify(row)).not.toBe("");
    }
  });
});
