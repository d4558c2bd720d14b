import { anonymousPageHeaders } from "../lib/http/cache-policy";

/** The same page for every visitor without a session: the Worker may keep a copy (workers/http/edge-cache.ts). */
export const headers = anonymousPageHeaders;
/** The same meetup list under the meetup section's own path (001 §2); events.tsx tells the keys apart. */
export { default, links, loader, meta } from "./events";
