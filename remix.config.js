import { existsSync, readFileSync } from "node:fs";
import { pathConflicts } from "./tenants/route-conflicts.js";

const routeTable = JSON.parse(readFileSync(new URL("./tenants/routes.json", import.meta.url), "utf8"));

/** Resource and utility routes that are the same on every country site (not localized). */
const fixedRoutes = [
  // [path, module under app/routes, id]
  ["/newsletter", "routes/newsletter.tsx", "newsletter"],
  // 001 §4 double opt-in: the confirmation e-mail's link.
  ["/newsletter/confirm", "routes/newsletter.confirm.tsx", "newsletter-confirm"],
  ["/currency", "routes/currency.tsx", "currency"],
  ["/login", "routes/login.tsx", "login"],
  // 001 §2 the login callback; the built-in identity provider answers on the accounts host only (architecture §9).
  ["/login/redirect", "routes/login.redirect.tsx", "login-redirect"],
  // Issue 24: the site confirms its inline sign-in's hand-over to the provider (oidc.session).
  ["/login/sso", "routes/login.sso.ts", "login-sso"],
  ["/.well-known/openid-configuration", "routes/oidc.discovery.ts", "oidc-discovery"],
  ["/oidc/jwks", "routes/oidc.jwks.ts", "oidc-jwks"],
  ["/oidc/authorize", "routes/oidc.authorize.tsx", "oidc-authorize"],
  ["/oidc/sign-in", "routes/oidc.sign-in.tsx", "oidc-sign-in"],
  ["/oidc/token", "routes/oidc.token.ts", "oidc-token"],
  ["/oidc/userinfo", "routes/oidc.userinfo.ts", "oidc-userinfo"],
  ["/oidc/end-session", "routes/oidc.end-session.tsx", "oidc-end-session"],
  ["/oidc/account", "routes/oidc.account.tsx", "oidc-account"],
  // A site's inline sign-in hands its provider session to the provider's cookie (one-time ticket).
  ["/oidc/session", "routes/oidc.session.tsx", "oidc-session"],
  // Issue 24: passkeys, the offer after a code sign-in and the WebAuthn ceremonies' server half.
  ["/oidc/passkey", "routes/oidc.passkey.tsx", "oidc-passkey"],
  ["/oidc/passkey/ceremony", "routes/oidc.passkey-ceremony.ts", "oidc-passkey-ceremony"],
  // Accounts (issue 12): the one-time-code calls of 000 §7, the site's sign-in steps, the current user.
  ["/auth/generate-otp", "routes/auth.generate-otp.ts", "auth-generate-otp"],
  ["/auth/complete-otp", "routes/auth.complete-otp.ts", "auth-complete-otp"],
  ["/auth/sign-in", "routes/auth.sign-in.tsx", "auth-sign-in"],
  ["/api/users/me", "routes/api.users-me.ts", "api-users-me"],
  // Issue 13: the one action (and data) of the wishlist, notify-me and group-info modals' steps.
  ["/account/modal-steps", "routes/account.modal-steps.tsx", "account-modal-steps"],
  ["/logout", "routes/logout.tsx", "logout"],
  // Issue 14: closing a bean bar (001 §4), and the talk-to-us modal's blocks (001 §3 contacts content).
  ["/beans/close", "routes/beans.close.ts", "beans-close"],
  ["/api/talk-to-us", "routes/api.talk-to-us.ts", "api-talk-to-us"],
  // The cookie banner's answer (analytics allowed or refused), kept in a cookie.
  ["/cookies/consent", "routes/consent.ts", "consent"],
  // Issue 13: an alert's unsubscribe link, signed in or not (GET asks, POST stops).
  ["/notify/unsubscribe", "routes/notify-unsubscribe.tsx", "notify-unsubscribe"],
  // Issue 15: a meetup event as an add-to-calendar (.ics) file.
  ["/calendar/events/:city/:slug", "routes/events-calendar.ts", "events-calendar"],
  // The catalogue and shell the browser hydrates with, one file per site and deploy (app/server/site-data.server.ts).
  ["/site-data/:file", "routes/site-data.ts", "site-data"],
  ["/robots.txt", "routes/robots-txt.ts", "robots"],
  ["/sitemap.xml", "routes/sitemap-xml.ts", "sitemap"],
  // 000 §7 catalogue JSON API (issue 3).
  ["/api/travels", "routes/api.travels.ts", "api-travels"],
  ["/api/travels/paginated", "routes/api.travels-paginated.ts", "api-travels-paginated"],
  ["/api/travels/top-sellers", "routes/api.travels-top-sellers.ts", "api-travels-top-sellers"],
  ["/api/tours", "routes/api.tours.ts", "api-tours"],
  // 000 §7 images, served by the Worker from seeded artwork when no image host is set (issue 6).
  ["/resource/:size/:id/:name", "routes/resource.tsx", "resource"],
  // A trip's route map, drawn by the Worker in the site's language (app/server/trip/route-map.server.ts).
  ["/route-map/:file", "routes/route-map.ts", "route-map"],
  ["*", "routes/catch-all.tsx", "catch-all"],
];

/**
 * 001 §2: the fixed content pages, custom pages keyed by their route key (the content
 * service holds their blocks); they share routes/custom-page.tsx. Every other key of the
 * route table has a module of its own, named after the key.
 */
const customPageKeys = new Set([
  "age-groups",
  "contacts",
  "faqs",
  "how-it-works",
  "legal-cancellation-policy",
  "legal-general-condition",
  "legal-privacy-policy",
  "legal-terms-conditions",
  "media-coordinators",
  "media-sharing",
  "no-sharing-room",
  "our-values",
]);

/**
 * Route keys served by another key's module: the meetup section's own paths show the same
 * lists and event pages as the events section. The module tells the keys apart by the page
 * the path names (`context.page`).
 */
const routeAliases = {
  "events-wemeet": "events",
  "wemeet-events": "events",
  "wemeet-events-city-slug": "events-city-slug",
};

/**
 * The module of each route key: its own, another key's (the aliases above), the continents'
 * shared area page, or the custom page for the keys listed above. A key with neither (a module
 * misnamed or not yet written) fails the build, rather than quietly serving a custom page nobody wrote.
 */
function routeModules() {
  const problems = [];
  const modules = new Map();
  for (const [alias, target] of Object.entries(routeAliases)) {
    if (!(alias in routeTable) || !(target in routeTable))
      problems.push(`${alias} → ${target}: an alias of keys not in tenants/routes.json`);
    if (existsSync(new URL(`./app/routes/${alias}.tsx`, import.meta.url)))
      problems.push(`${alias}: an alias of ${target} in remix.config.js, and also app/routes/${alias}.tsx`);
  }
  for (const key of Object.keys(routeTable)) {
    // The six continent area pages share one module.
    const module = routeAliases[key] ?? (key.startsWith("area-") ? "area" : key);
    const own = existsSync(new URL(`./app/routes/${module}.tsx`, import.meta.url));
    if (customPageKeys.has(key)) {
      if (own) problems.push(`${key}: listed as a custom page but has app/routes/${module}.tsx`);
      modules.set(key, "routes/custom-page.tsx");
    } else if (own) {
      modules.set(key, `routes/${module}.tsx`);
    } else {
      problems.push(`${key}: no app/routes/${module}.tsx (nor listed as a custom page in remix.config.js)`);
    }
  }
  for (const key of customPageKeys) if (!(key in routeTable)) problems.push(`${key}: a custom page with no paths in tenants/routes.json`);
  if (problems.length > 0) throw new Error(`tenants/routes.json: route keys without a module:\n  ${problems.join("\n  ")}`);
  return modules;
}

/**
 * One Remix route per distinct localized path, each pointing at the module of its route
 * KEY (architecture §4).
 */
function defineLocalizedRoutes(defineRoutes) {
  const conflicts = pathConflicts(routeTable);
  const pathOwner = new Map();
  for (const [key, paths] of Object.entries(routeTable)) {
    for (const path of new Set(Object.values(paths))) {
      const owner = pathOwner.get(path);
      if (owner && owner !== key) conflicts.push(`${path}: "${owner}" and "${key}" in different path-locales`);
      pathOwner.set(path, key);
    }
  }
  if (conflicts.length > 0) {
    throw new Error(`tenants/routes.json: two route keys claim one path:\n  ${conflicts.join("\n  ")}`);
  }
  const modules = routeModules();
  return defineRoutes((route) => {
    for (const [key, paths] of Object.entries(routeTable)) {
      const file = modules.get(key);
      [...new Set(Object.values(paths))].forEach((path, i) => {
        route(path, file, { id: `${key}--${i}` });
      });
    }
    for (const [path, file, id] of fixedRoutes) route(path, file, { id });
  });
}

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  routes: defineLocalizedRoutes,
  server: "./workers/site.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  // Every dependency is bundled except workerd's own modules (cloudflare:sockets, which the
  // SMTP client of workers/email uses), which the runtime provides.
  // Left to the runtime: cloudflare: modules, and async_hooks (workerd's nodejs_compat), which
  // the OpenFeature SDK imports by its bare name.
  serverDependenciesToBundle: [/^(?!cloudflare:|async_hooks$)/],
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  // A development build writes its browser files beside public/ first (scripts/build.mjs copies
  // them in), so the running server never sees the folder emptied under it.
  assetsBuildDirectory: process.env.CARAVAN_ASSETS_BUILD_DIR ?? "public/build",
  publicPath: "/build/",
  future: {
    v3_fetcherPersist: true,
    v3_lazyRouteDiscovery: true,
    v3_relativeSplatPath: true,
    v3_singleFetch: true,
    v3_throwAbortReason: true,
  },
};
