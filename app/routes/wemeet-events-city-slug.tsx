import { anonymousPageHeaders } from "../lib/http/cache-policy";

/** The same page for every visitor without a session: the Worker may keep a copy (workers/http/edge-cache.ts). */
export const headers = anonymousPageHeaders;
/** The event page under the meetup section's path (001 §2); events-city-slug.tsx tells the keys apart. */
export { default, links, loader, meta } from "./events-city-slug";
