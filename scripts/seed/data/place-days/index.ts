import { DAYS_AFRICA } from "./africa";
import { DAYS_AMERICAS_NORTH } from "./americas-north";
import { DAYS_ASIA_1 } from "./asia-1";
import { DAYS_ASIA_2 } from "./asia-2";
import { DAYS_EUROPE_1 } from "./europe-1";
import { DAYS_EUROPE_2 } from "./europe-2";
import { DAYS_SOUTH_AMERICA_OCEANIA } from "./south-america-oceania";
import type { PlaceDayTable } from "./types";

export * from "./types";

/** Every place's own days and season, by "<alpha-3> <English name>". */
export const PLACE_DAYS: PlaceDayTable = {
  ...DAYS_EUROPE_1,
  ...DAYS_EUROPE_2,
  ...DAYS_ASIA_1,
  ...DAYS_ASIA_2,
  ...DAYS_AFRICA,
  ...DAYS_AMERICAS_NORTH,
  ...DAYS_SOUTH_AMERICA_OCEANIA,
};
