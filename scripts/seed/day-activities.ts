import type { Activity } from "./data/day-texts";
import type { TripTheme } from "./data/trip-themes";
import type { Place } from "./destinations";
import { auroraSky, SNOWY_LAT } from "./trip-fit";
import { VOYAGES } from "./trip-types";

/** What a day at a place is, by the place and the trip's theme. */

/** What a day at a place is, by its kind and the trip's theme, in the order a stay unfolds. */
export function stayActivities(place: Place, theme: TripTheme): Activity[] {
  const own = placeActivities(place, theme);
  // A winter trip's stays out of the big cities, and all of them where winters are snowy, spend a day in the snow.
  if (theme.key === "winter" && (place.kind !== "city" || Math.abs(place.lat) >= SNOWY_LAT)) return ["snow", ...own];
  // A northern-lights trip goes out after the lights wherever the sky is dark enough, between its days.
  if (theme.key !== "aurora" || !auroraSky(place) || own[0] === "aurora") return own;
  return own.flatMap((activity) => ["aurora", activity] as Activity[]);
}

function placeActivities(place: Place, theme: TripTheme): Activity[] {
  // A bay or reef seen from a town is a day out by boat.
  if (place.kind === "sea" && place.base) return ["boat-day"];
  // A surf trip's days where the waves are: lessons most mornings, a beach day between.
  if (theme.key === "surf" && place.surf) {
    return place.kind === "city" || place.kind === "town"
      ? ["surf", "city-first", "surf", "surf", "city-more", "surf", "food"]
      : ["surf", "surf", "beach", "surf", "surf", "beach-active", "surf"];
  }
  // An expedition ship's days are landings among the ice; on open water (a passage, no shore) they are days at sea.
  if (VOYAGES[theme.key] === "cruise" && place.landmass === "sea")
    return place.kind === "sea" ? ["sea-day", "sea-day"] : ["ice", "ice", "ice", "ice"];
  if (place.trek && (theme.key === "trek" || place.kind === "mount"))
    return ["trek-stage", "trek-stage", "trek-stage", "trek-stage", "trek-stage", "park"];
  if (place.game) return ["game-drive", "game-drive", "game-drive", "park"];
  switch (place.kind) {
    case "city":
    case "town": {
      // A food or market trip's days in town are at the stalls and the table before the sights.
      if (theme.key === "food") return ["food", "market", "city-first", "food", "market", "food", "city-more", "city-free"];
      if (theme.key === "markets") return ["market", "food", "city-first", "market", "food", "market", "city-more", "city-free"];
      // A night-out trip goes out every other night where the place is known for it.
      if (theme.key === "nightlife" && place.party)
        return ["nightlife", "city-first", "nightlife", "city-more", "nightlife", "food", "nightlife", "city-free"];
      const first: Activity[] = ["city-first"];
      if (place.party && (theme.style === "PARTY" || theme.key === "cities")) first.push("nightlife");
      return [...first, "city-more", "city-more", "city-free", "city-more", "food", "market", "city-more"];
    }
    case "village":
      return ["village", "village", "village"];
    case "site":
      return ["site"];
    case "park":
      return place.game
        ? ["game-drive", "game-drive", "game-drive", "park"]
        : place.trek
          ? ["trek-stage", "trek-stage", "trek-stage", "trek-stage", "park"]
          : ["park", "park", "park"];
    case "mount":
      return place.trek
        ? ["trek-stage", "trek-stage", "trek-stage", "trek-stage", "trek-stage", "mountain"]
        : ["mountain", "mountain", "mountain"];
    case "volcano":
      return theme.key === "volcano" ? ["volcano", "volcano", "mountain", "volcano", "park"] : ["volcano", "mountain", "park"];
    case "lake":
      return ["lake", "lake", "park", "lake"];
    case "desert":
      return ["desert", "desert", "desert", "desert"];
    case "beach":
      return ["beach-active", "beach", "beach", "beach-active", "beach"];
    case "island":
      return ["island", "beach", "beach-active", "island", "beach"];
    case "sea":
      return ["sea-day", "sea-day", "sea-day", "sea-day", "sea-day", "sea-day", "sea-day", "sea-day"];
    case "ice":
      return theme.key === "aurora" ? ["aurora", "ice", "aurora", "ice"] : ["ice", "ice", "ice"];
    case "forest":
      return ["forest", "forest", "forest"];
  }
}
