/** The event page under the meetup section's path (001 §2); events-city-slug.tsx tells the keys apart. */
export { default, links, loader, meta } from "./events-city-slug";
