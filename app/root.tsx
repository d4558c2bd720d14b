import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { lazy, Suspense, type ComponentType } from "react";
import { ErrorDocumentTitle } from "./components/errors/error-title";
import { NavigationProgress } from "./components/shell/navigation-progress";
import { useNonce } from "./components/shell/nonce";
import { OnDemand, onDemandPart } from "./components/shell/on-demand";
import { BeanBars } from "./components/bean-bar/bean-bars";
import { HeaderTracking } from "./components/header/header-tracking";
import { ClientNavigation } from "./components/shell/client-navigation";
import { SiteFallbackScript } from "./components/shell/site-fallback";
import { PersonalStateScript } from "./components/shell/personal-state";
import { SiteDataScript } from "./components/shell/site-data-script";
import { DataLayerScript, TagManager } from "./components/analytics/tag-manager";
import { ConsentBanner } from "./components/consent/consent-banner";
import { consentDataOf } from "./server/consent.server";
import { useRootData } from "./components/shell/use-tenant";
import { ModalHost } from "./components/modal/modal-host";
import { pageOnEverySite, siteOrigin, type SiteLink } from "./server/site-links.server";
import { personalAreaUrl, providerSiteOf } from "./server/account/auth.server";
import { pageTypeFor, savedIdsOf } from "./server/wishlist/wishlist.server";
import { Toasts } from "./components/wishlist/toasts";
import { SessionWatch } from "./components/account/session-watch";
import { layoutContentOf, newsletterOn, rootModalData } from "./server/modal-data.server";
import { ACCOUNTS_HOME, accountsHostAnswer } from "./lib/http/accounts-host";
import stylesheet from "./styles/app.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant } = context;
  const url = new URL(request.url);
  // The accounts host's root is the personal area (app/lib/http/accounts-host.ts; what it does not serve the Worker refuses).
  if (context.isAccountsHost && accountsHostAnswer(context.request.path) === "home") {
    // Written out rather than imported: a value import from the server package costs the browser a chunk.
    throw new Response(null, { status: 302, headers: { Location: ACCOUNTS_HOME } });
  }
  // The page the load context matched for this path (null for 404s and resource routes).
  const page = context.page.kind === "page" ? context.page.match : null;
  const [modal, wishlist, newsletter, layoutContent, consent] = await Promise.all([
    rootModalData(request, context),
    savedIdsOf(context),
    newsletterOn(context),
    layoutContentOf(request, context),
    consentDataOf(request, context),
  ]);
  return {
    // Which site: its config travels in the site shell (site-shell.server.ts), written once per
    // site, not encoded into every page's data and every navigation's (use-tenant.ts joins them).
    tenant: tenant.id,
    isProduction: context.isProduction,
    currency: context.currency,
    routeKey: page?.key ?? null,
    canonical: page ? siteOrigin(tenant, url) + url.pathname : null,
    // The site's today: date ranges show their year only when it is not this one (app/lib/dates/day-range.ts).
    today: context.today,
    // The same page on every site: hreflang alternates and the country switcher.
    sites: pageOnEverySite(url, page),
    // The header's signed-in person (rendered for their requests only, which are private).
    // The identity provider's pages: the client site to go back to.
    providerSite: providerSiteOf(context, url),
    user: context.user
      ? { id: context.user.id, email: context.user.email, personalAreaUrl: personalAreaUrl(context, url), newsletter }
      : null,
    // An account modal the URL opens: its data, so it renders without JavaScript.
    modal,
    // The site offered to a visitor from another country (workers/geolocation/geolocation.ts).
    geolocation: context.geolocation.suggestion,
    wishlist,
    ...layoutContent,
    // The cookie banner, and whether the page loads the tag manager (app/server/consent.server.ts).
    consent,
    // The page type analytics events carry (the header's and the hearts' events read it here).
    pageType: pageTypeFor(page?.key),
  };
}

/** Root data depends on the path (alternates) and on posted choices (currency), not on the query. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
};

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/*
 * The header and the footer are most of the shell's code; their chunks load when the visitor
 * reaches for them, scrolls (the header changes as the page scrolls) or nears the footer, or
 * the page changes (on-demand.tsx). Until then they are the server's markup, working as without
 * JavaScript.
 */
const header = onDemandPart("header.site-header", () => import("./components/header/site-header").then((module) => module.SiteHeader), {
  scroll: true,
});
const footer = onDemandPart("footer.site-footer", () => import("./components/footer/site-footer").then((module) => module.SiteFooter), {
  view: true,
});

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const sites = usePageSiteLinks() ?? root?.sites ?? [];
  const xDefault = sites.find((site) => site.tenantId === "int");
  // The identity provider's pages (route handle { hideLayout: true }) have no site header or footer.
  const hideLayout = useMatches().some((match) => (match.handle as { hideLayout?: boolean } | undefined)?.hideLayout);
  return (
    <html lang={root?.tenant.language ?? "en"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ff4758" />
        <SiteDataScript />
        <Meta />
        <ErrorDocumentTitle />
        {root?.canonical && <link rel="canonical" href={root.canonical} />}
        {sites.map((site) => (
          <link key={site.tenantId} rel="alternate" hrefLang={site.hreflang} href={site.href} />
        ))}
        {xDefault && <link rel="alternate" hrefLang="x-default" href={xDefault.href} />}
        <Links />
        <DataLayerScript />
        {root?.consent?.containerId && root.consent.granted && <TagManager containerId={root.consent.containerId} />}
      </head>
      <body>
        <NavigationProgress />
        <ClientNavigation />
        {!hideLayout && <OnDemand part={header} />}
        {!hideLayout && <BeanBars />}
        {!hideLayout && root && <HeaderTracking pageType={root.pageType} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {!hideLayout && <OnDemand part={footer} />}
        {!hideLayout && <ModalHost />}
        {!hideLayout && <SessionWatch />}
        {!hideLayout && <Toasts />}
        {!hideLayout && <ConsentBanner />}
        <SiteFallbackScript />
        <PersonalStateScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Pages whose parameters differ per language (trip slugs) return their own `siteLinks`
 * from their loader; the deepest route that does wins over the root's key-based links.
 */
function usePageSiteLinks(): SiteLink[] | undefined {
  return useMatches()
    .map((match) => (match.data as { siteLinks?: unknown } | null | undefined)?.siteLinks)
    .reverse()
    .find(Array.isArray) as SiteLink[] | undefined;
}

/**
 * The error page's code loads when a page fails, not on every first visit. The server waits for
 * it (entry.server.tsx), so the error page is complete without JavaScript; when its chunk cannot
 * be loaded, the browser shows the fallback the entry set for failed chunks (entry.client.tsx).
 */
type ErrorPageProps = { error: unknown; pathname: string };
const ErrorPage = lazy<ComponentType<ErrorPageProps>>(() =>
  import("./components/errors/error-page").then(
    (module) => ({ default: module.ErrorPage }),
    (error: unknown) => {
      // It takes no props: it says the site changed and offers a reload.
      const fallback = (window as { __caravanChunkFallback?: { default: ComponentType<ErrorPageProps> } }).__caravanChunkFallback;
      if (!fallback) throw error;
      return fallback;
    },
  ),
);

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} pathname={pathname} />
    </Suspense>
  );
}
