import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { useLocation, useRouteError } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { parse } from "node-html-parser";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { SiteShellProvider } from "../../app/components/shell/site-shell";
import { siteShellOf } from "../../app/server/site-shell.server";
import { ErrorPage } from "../../app/components/errors/error-page";
import { TranslationProvider } from "../../app/components/shell/translation";

function Boundary() {
  return <ErrorPage error={useRouteError()} pathname={useLocation().pathname} />;
}
const Nothing = () => null;

/** Renders the root error boundary for a page that failed with `error`, as the server would. */
async function renderError(tenantId: string, error: unknown, options: { isProduction?: boolean; path?: string } = {}) {
  const tenant = getTenant(tenantId)!;
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: Nothing,
      ErrorBoundary: Boundary,
      loader: () => null,
      children: [{ id: "page", path: "*", Component: Nothing }],
    },
  ]);
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  let html: string;
  let logged: string[];
  try {
    html = renderToString(
      <TranslationProvider language={tenant.language} messages={catalogues[tenant.language]}>
        <SiteShellProvider shell={siteShellOf(tenant)}>
          <Stub
            initialEntries={[options.path ?? "/somewhere"]}
            hydrationData={{ loaderData: { root: { tenant, isProduction: options.isProduction ?? false } }, errors: { root: error } }}
          />
        </SiteShellProvider>
      </TranslationProvider>,
    );
  } finally {
    logged = consoleError.mock.calls.map((args) => args.map(String).join(" "));
    consoleError.mockRestore();
  }
  expect(logged.filter((message) => !isHarnessWarning(message))).toEqual([]);
  return parse(html);
}

/**
 * createRemixStub renders a browser data router (RouterProvider), not the static router a
 * server render uses, so React warns that layout effects do nothing on the server: in
 * RouterProvider itself (its router subscription) and in <Link> (react-router's useNavigate
 * skips its layout effect only under a static router). Those warnings come from the harness,
 * not from the error page; anything else logged while rendering fails the test.
 */
function isHarnessWarning(message: string): boolean {
  const component = /\n\s+at (\S+)/.exec(message)?.[1];
  return message.includes("useLayoutEffect does nothing on the server") && (component === "RouterProvider" || component === "LinkWithRef");
}

describe("error pages", () => {
  it.each([404, 410])("%i shows the not-on-the-map cover with a button to the trips, localized", async (status) => {
    const page = await renderError("de", new ErrorResponse(status, "Gone", null));
    expect(page.querySelector("h1")?.textContent).toBe(catalogues.de.errors.notFoundTitle);
    expect(page.querySelector(".subtitle")?.textContent).toBe(catalogues.de.errors.notFoundSubtitle);
    const button = page.querySelector(".error-cover a");
    expect(button?.getAttribute("href")).toBe("/reiseziele");
    expect(button?.textContent).toBe(catalogues.de.errors.showTours);
  });

  it("inside the meetup section the button leads to the events", async () => {
    const page = await renderError("it", new ErrorResponse(404, "Not found", null), { path: "/wemeet/eventi/roma/nope" });
    const button = page.querySelector(".error-cover a");
    expect(button?.getAttribute("href")).toBe("/wemeet/eventi");
    expect(button?.textContent).toBe(catalogues.it.errors.showEvents);
  });

  it("other statuses show the generic error, with status and message outside production", async () => {
    const page = await renderError("fr", new ErrorResponse(500, "Internal", "D1 is down"));
    expect(page.querySelector("h1")?.textContent).toBe(catalogues.fr.errors.genericTitle);
    expect(page.querySelector(".error-detail")?.textContent).toContain("500");
    expect(page.querySelector(".error-detail")?.textContent).toContain("D1 is down");
  });

  it("hides the status and message in production", async () => {
    const page = await renderError("fr", new Error("secret stack detail"), { isProduction: true });
    expect(page.querySelector("h1")?.textContent).toBe(catalogues.fr.errors.genericTitle);
    expect(page.querySelector(".error-detail")).toBeNull();
    expect(page.toString()).not.toContain("secret stack detail");
  });
});
