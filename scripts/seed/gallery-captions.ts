/**
 * What a trip's photo of a place shows, in the five catalogue languages. A place the trip
 * spends a day at (or goes to on a day out) is shown as that day's title tells it ("Tallinn:
 * the Lower Town and Toompea"), so a caption never puts a dinner at a waterfall or the last
 * evening at a stop of the first week. A place that is only slept at is shown at night: the
 * first evening at the first stop, the last evening at the last, an evening between.
 */
import type { Names } from "./countries";
import type { Place } from "./destinations";
import { TRAVEL_DAYS, type TripPlan } from "./trip-types";
import { perLanguage } from "./trip-words";

const FIRST_EVENING: Names = [
  "the group's first evening",
  "la prima sera del gruppo",
  "la primera noche del grupo",
  "la première soirée du groupe",
  "der erste Abend der Gruppe",
];
const LAST_EVENING: Names = ["the last evening", "l'ultima sera", "la última noche", "la dernière soirée", "der letzte Abend"];
const EVENINGS: readonly Names[] = [
  ["dinner together", "cena tutti insieme", "cena todos juntos", "dîner ensemble", "gemeinsames Abendessen"],
  [
    "the view at sunset",
    "il panorama al tramonto",
    "la vista al atardecer",
    "la vue au coucher du soleil",
    "der Ausblick bei Sonnenuntergang",
  ],
  ["an early start", "una partenza all'alba", "una salida al amanecer", "un départ à l'aube", "ein Aufbruch im Morgengrauen"],
];

/** "Place: moment", with French's space before the colon. */
const at = (place: Place, moment: Names): Names => perLanguage((lang) => `${place.names[lang]}${lang === 3 ? " : " : ": "}${moment[lang]}`);

/** The captions a place can have: one per day the trip spends at it, or one evening for a night on the way. */
function captionsOf(plan: TripPlan, place: Place, draw: number): Names[] {
  const days = plan.itinerary.filter((day) => !TRAVEL_DAYS.has(day.kind) && day.places[0] === place);
  if (days.length > 0)
    return days.map((day) =>
      perLanguage((lang) => (day.title[lang].includes(place.names[lang]) ? day.title[lang] : at(place, day.title)[lang])),
    );
  const stops = plan.stops;
  if (stops[stops.length - 1]!.place === place) return [at(place, LAST_EVENING)];
  if (stops[0]!.place === place) return [at(place, FIRST_EVENING)];
  if (stops.some((stop) => stop.place === place)) return [at(place, EVENINGS[draw % EVENINGS.length]!)];
  return [];
}

/**
 * Up to `count` photos of a trip's places, each with its caption: the places in turn from the
 * second (the cover shows the first), then their other days, no caption twice.
 */
export function galleryCaptions(plan: TripPlan, count: number, draw: number): { place: Place; caption: Names }[] {
  const places = [...new Set(plan.route)];
  const order = [...places.slice(1), ...places.slice(0, 1)];
  const lists = order.map((place, i) => ({ place, captions: captionsOf(plan, place, draw + i) }));
  const shown: { place: Place; caption: Names }[] = [];
  for (let round = 0; shown.length < count && lists.some((list) => list.captions.length > round); round++) {
    for (const list of lists) {
      const caption = list.captions[round];
      if (caption && shown.length < count) shown.push({ place: list.place, caption });
    }
  }
  return shown;
}
