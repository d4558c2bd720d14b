/** The same meetup list under the meetup section's own path (001 §2); events.tsx tells the keys apart. */
export { default, links, loader, meta } from "./events";
