/** The fixed page (remix.config.js fixedRoutes) an alert's unsubscribe link opens, with its token. */
export const UNSUBSCRIBE_PATH = "/notify/unsubscribe";
