/**
 * The JSON API's answers (workers/http/json-api.ts) for the routes under /api that are not
 * the catalogue's (app/server/catalogue/catalogue-api.server.ts has its own door).
 */
export { methodNotAllowed } from "../../workers/http/json-api";
