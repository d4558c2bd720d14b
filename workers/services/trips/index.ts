export { createTripService } from "./service";
export type * from "./types";
