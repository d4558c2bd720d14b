import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { CatalogueScript } from "./components/layout/catalogue-script";
import { ErrorPage } from "./components/layout/error-page";
import { useNonce } from "./components/layout/nonce";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { useTenant } from "./components/layout/use-tenant";
import stylesheet from "./styles/app.css";

export async function loader({ context }: LoaderFunctionArgs) {
  return { tenant: context.tenant, isProduction: context.isProduction };
}

/** The tenant never changes within a site: only a form submission can change root data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const tenant = useTenant();
  const nonce = useNonce();
  return (
    <html lang={tenant?.language ?? "en"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ff4758" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <CatalogueScript />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return <ErrorPage error={error} pathname={pathname} />;
}
