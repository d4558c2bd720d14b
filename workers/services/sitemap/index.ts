export { createSitemapService } from "./service";
export type * from "./types";
