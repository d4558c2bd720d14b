import type { CountryRow, TravelCountryRow, TravelRow } from "../../workers/db/schema";
import { CATALOGUE_LANGUAGES } from "../../tenants/languages";
import { createRandom } from "./prng";

/** A row of travel_itinerary_days (workers/db/migrations/0002_trip_itinerary.sql). */
export type ItineraryDayRow = {
  travel_id: number;
  day: number;
  transfer_hours: number;
} & { [L in (typeof CATALOGUE_LANGUAGES)[number] as `title_${L}`]: string } & {
  [L in (typeof CATALOGUE_LANGUAGES)[number] as `body_${L}`]: string;
};

type Texts = readonly [en: string, it: string, es: string, fr: string, de: string];

const ARRIVAL: Texts = ["Arrival in {place}", "Arrivo in {place}", "Llegada a {place}", "Arrivée en {place}", "Ankunft in {place}"];
const EXPLORE: Texts = [
  "Exploring {place}",
  "Alla scoperta di {place}",
  "Descubriendo {place}",
  "À la découverte de {place}",
  "Entdeckung von {place}",
];
const TRANSFER: Texts = [
  "On the road in {place}",
  "In viaggio in {place}",
  "En ruta por {place}",
  "Sur la route en {place}",
  "Unterwegs in {place}",
];
const FREE: Texts = [
  "Free day in {place}",
  "Giornata libera in {place}",
  "Día libre en {place}",
  "Journée libre en {place}",
  "Freier Tag in {place}",
];
const DEPARTURE: Texts = ["Goodbye {place}", "Arrivederci {place}", "Adiós {place}", "Au revoir {place}", "Abschied von {place}"];
/** What each kind of day is about; the transfer hours are a field of their own, shown apart. */
const BODIES = new Map<Texts, Texts>([
  [
    ARRIVAL,
    [
      "The group meets the coordinator and settles in.",
      "Il gruppo incontra il coordinatore e si sistema.",
      "El grupo se reúne con el coordinador y se instala.",
      "Le groupe retrouve le coordinateur et s'installe.",
      "Die Gruppe trifft die Reiseleitung und richtet sich ein.",
    ],
  ],
  [
    EXPLORE,
    [
      "A full day of visits with the group and the coordinator.",
      "Una giornata di visite con il gruppo e il coordinatore.",
      "Un día de visitas con el grupo y el coordinador.",
      "Une journée de visites avec le groupe et le coordinateur.",
      "Ein Tag voller Besichtigungen mit der Gruppe und der Reiseleitung.",
    ],
  ],
  [
    TRANSFER,
    [
      "A travel day: the group moves on to the next stop.",
      "Giornata di viaggio: il gruppo si sposta alla tappa successiva.",
      "Día de viaje: el grupo sigue hacia la siguiente etapa.",
      "Journée de route : le groupe rejoint l'étape suivante.",
      "Reisetag: Die Gruppe fährt weiter zum nächsten Ziel.",
    ],
  ],
  [
    FREE,
    [
      "A free day to explore at your own pace.",
      "Giornata libera da vivere con i tuoi ritmi.",
      "Día libre para explorar a tu ritmo.",
      "Journée libre pour explorer à votre rythme.",
      "Ein freier Tag, um alles im eigenen Tempo zu entdecken.",
    ],
  ],
  [
    DEPARTURE,
    [
      "Last breakfast together, then the way home.",
      "Ultima colazione insieme, poi il rientro.",
      "Último desayuno juntos y regreso a casa.",
      "Dernier petit-déjeuner ensemble, puis le retour.",
      "Letztes gemeinsames Frühstück, dann geht es nach Hause.",
    ],
  ],
]);

// Its own PRNG stream, so adding itineraries leaves every other seeded row unchanged.
const ITINERARY_SEED = 0x17e2a;

/** One row per day of every travel: arrival, exploring, transfers, free days, departure. */
export function generateItineraries(travels: TravelRow[], travelCountries: TravelCountryRow[], countries: CountryRow[]): ItineraryDayRow[] {
  const random = createRandom(ITINERARY_SEED);
  const countryById = new Map(countries.map((c) => [c.id, c]));
  const placesOf = new Map<number, CountryRow[]>();
  for (const link of [...travelCountries].sort((a, b) => a.position - b.position)) {
    placesOf.set(link.travel_id, [...(placesOf.get(link.travel_id) ?? []), countryById.get(link.country_id)!]);
  }
  return travels.flatMap((travel) => {
    const places = placesOf.get(travel.id) ?? [];
    // Some trips have long drives: they make the high-effort end of 001 §9.
    const maxHours = random.pick([2, 3, 5, 6, 8]);
    return Array.from({ length: travel.days }, (_, index) => {
      const day = index + 1;
      const place = places[Math.min(places.length - 1, Math.floor((index * places.length) / travel.days))];
      const template = day === 1 ? ARRIVAL : day === travel.days ? DEPARTURE : day % 4 === 0 ? FREE : day % 3 === 0 ? TRANSFER : EXPLORE;
      const hours = template === FREE ? 0 : template === TRANSFER ? maxHours : random.int(0, Math.min(3, maxHours));
      const row: Record<string, string | number> = { travel_id: travel.id, day, transfer_hours: hours };
      CATALOGUE_LANGUAGES.forEach((language, i) => {
        const name = place ? (place[`name_${language}`] as string) : "";
        row[`title_${language}`] = template[i]!.replace("{place}", name);
        row[`body_${language}`] = BODIES.get(template)![i]!;
      });
      return row as ItineraryDayRow;
    });
  });
}
