import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;
/** The event page under the meetup section's path; events-city-slug.tsx tells the keys apart. */
export { default, links, loader, meta } from "./events-city-slug";
