import type { Messages } from "../format/translate";
import type { SiteShell } from "./site-shell";

/**
 * A site's data for the browser (app/server/site-data.server.ts writes it, the route
 * routes/site-data.ts serves it, entry.client.tsx reads it before hydrating).
 */
export type SiteData = { messages: Messages; shell: SiteShell };

/** Where a site's data is served: this prefix, `<site id>.<its content's hash>.json`. The same on every host. */
export const SITE_DATA_PATH = "/site-data/";
