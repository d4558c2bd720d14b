import { SITE_DATA_PATH } from "../shell/site-data";

/**
 * One account across the seven sites: the accounts host serves the identity provider only.
 * Its pages and endpoints are under /oidc/, with its discovery document, Remix's route manifest and the
 * data its pages hydrate with (/site-data/, app/server/site-data.server.ts); its bare root
 * goes to the personal area; everything else (the sites' pages, forms, JSON API and files) is
 * not found there. The Worker entry refuses what is not served before Remix runs;
 * the root loader sends the root on.
 */
export const ACCOUNTS_HOME = "/oidc/account";

export type AccountsHostAnswer = "serve" | "home" | "not-found";

/** What the accounts host does with a page path (`context.request.path`: a data request's `.data` already mapped). */
export function accountsHostAnswer(path: string): AccountsHostAnswer {
  if (path === "/") return "home";
  if (path === "/oidc" || path.startsWith("/oidc/")) return "serve";
  if (path === "/.well-known/openid-configuration" || path === "/__manifest") return "serve";
  if (path.startsWith(SITE_DATA_PATH)) return "serve";
  return "not-found";
}

/** The signed-in person's personal area: the built-in provider's account page, with the way back to `site`. */
export function personalAreaHref(accountsOrigin: string, site: string): string {
  return `${accountsOrigin}${ACCOUNTS_HOME}?client_id=${site}`;
}
