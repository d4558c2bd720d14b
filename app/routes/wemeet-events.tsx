import { anonymousPageHeaders } from "../lib/http/cache-policy";

export const headers = anonymousPageHeaders;
/** The same meetup list under the meetup section's own path; events.tsx tells the keys apart. */
export { default, links, loader, meta } from "./events";
