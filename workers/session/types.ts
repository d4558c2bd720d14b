/**
 * The signed-in person as the request knows them. The load context has a slot for it from
 * the start; the session reader fills it once sign-in exists, and pages
 * read it through `context.user` only.
 */
export type SessionUser = { id: string; email: string };
