export { createEventsService, KM_PER_DEGREE } from "./service";
export type * from "./types";
