import { createRemixStub } from "@remix-run/testing";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { parse } from "node-html-parser";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { SiteShellProvider } from "../../app/components/shell/site-shell";
import { siteShellOf } from "../../app/server/site-shell.server";
import { TranslationProvider } from "../../app/components/shell/translation";

/**
 * A component as the server renders it on one site: its catalogue, its shell, and the root data
 * the tenant hooks read. Returns the parsed markup.
 */
export function renderOnSite(tenantId: string, Component: ComponentType) {
  const tenant = getTenant(tenantId)!;
  const Stub = createRemixStub([{ id: "root", path: "/", Component, loader: () => null }]);
  return parse(
    renderToString(
      <TranslationProvider language={tenant.language} messages={catalogues[tenant.language]}>
        <SiteShellProvider shell={siteShellOf(tenant)}>
          <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { tenant, isProduction: true } } }} />
        </SiteShellProvider>
      </TranslationProvider>,
    ),
  );
}
