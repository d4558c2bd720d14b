/**
 * The words of the day-by-day itineraries, per catalogue language (en, it, es, fr, de).
 * Titles name the day's place: {place} alone, {at} with its preposition ("a Fès", "au Caire"),
 * {from} for leaving it ("dal Cairo", "du Caire"); a transfer is "A – B".
 * Bodies never repeat the name, so no article or case can go wrong in them.
 */
export type Texts = readonly [en: string, it: string, es: string, fr: string, de: string];

export const ARRIVAL_TITLE: Texts = ["Arrival {at}", "Arrivo {at}", "Llegada {at}", "Arrivée {at}", "Ankunft {at}"];
export const DEPARTURE_TITLE: Texts = ["Departure {from}", "Partenza {from}", "Salida {from}", "Départ {from}", "Abreise {from}"];

/** The description: "{days} days {in}: {stops}." then the theme's pitch and the group. */
export const DESCRIPTION: Texts = [
  "{days} days {in}: {stops}. {pitch} A small group of Caravaners with a coordinator.",
  "{days} giorni {in}: {stops}. {pitch} Un piccolo gruppo di Caravaners con un coordinatore.",
  "{days} días {in}: {stops}. {pitch} Un pequeño grupo de Caravaners con un coordinador.",
  "{days} jours {in} : {stops}. {pitch} Un petit groupe de Caravaners avec un coordinateur.",
  "{days} Tage {in}: {stops}. {pitch} Eine kleine Gruppe von Caravanern mit Koordinator.",
];

/** "and" in a list of names, per language. */
export const AND: Texts = ["and", "e", "y", "et", "und"];
