import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "node-html-parser";
import { catalogues } from "../../locales";
import type { Language } from "../../tenants";
import { envSchema } from "../../workers/env";
import { errorFacts, errorPageHtml, serverErrorResponse } from "../../workers/http/error-page";

const LANGUAGES = Object.keys(catalogues) as Language[];
const binding = (method: string) => ({ [method]: () => null });
/** Every binding the schema names, each answering the methods any binding is checked for. */
const anyBinding = { prepare: () => null, get: () => null, fetch: () => null, limit: () => null, run: () => null };
/** Variables and secrets are text; every other name of the schema is a binding. */
const TEXT_SETTINGS = new Set([
  "ENVIRONMENT",
  "DEFAULT_TENANT",
  "AUTH_SIGNING_KEYS",
  "OTP_SECRET",
  "ACCOUNTS_HOST",
  "OIDC_ISSUER_URL",
  "OIDC_CLIENT_SECRETS",
  "PUBLIC_ORIGIN_TEMPLATE",
  "AI_SEARCH_ENGINE",
  "AI_SEARCH_MODEL",
  "AI_SEARCH_TODAY",
  "PAGE_GENERATION_TTL_SECONDS",
  "SESSION_CHECK_TTL_SECONDS",
  "TEST_ANALYTICS_CONTAINER_ID",
]);
const GOOD_ENV: Record<string, unknown> = Object.fromEntries(
  Object.keys(envSchema.shape)
    .filter((name) => !TEXT_SETTINGS.has(name))
    .map((name) => [name, anyBinding]),
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("errorFacts", () => {
  it.each([
    ["usable, development", { ...GOOD_ENV, ENVIRONMENT: "development" }, { status: 500, showDetails: true }],
    ["usable, no ENVIRONMENT (the schema's default)", GOOD_ENV, { status: 500, showDetails: true }],
    ["usable, production", { ...GOOD_ENV, ENVIRONMENT: "production" }, { status: 500, showDetails: false }],
    ["no DB, development", { ...GOOD_ENV, DB: undefined, ENVIRONMENT: "development" }, { status: 503, showDetails: true }],
    ["no DB, production", { ...GOOD_ENV, DB: undefined, ENVIRONMENT: "production" }, { status: 503, showDetails: false }],
    ["no DB, no ENVIRONMENT", { ...GOOD_ENV, DB: undefined }, { status: 503, showDetails: false }],
    ["an unknown ENVIRONMENT", { ...GOOD_ENV, ENVIRONMENT: "staging" }, { status: 503, showDetails: false }],
    [
      "a DB binding that is not a database",
      { ...GOOD_ENV, DB: binding("get"), ENVIRONMENT: "development" },
      { status: 503, showDetails: true },
    ],
    ["nothing at all", undefined, { status: 503, showDetails: false }],
  ])("%s", (_, env, expected) => {
    expect(errorFacts(env)).toMatchObject(expected);
  });

  it("keeps the default tenant the bindings name, even when they are unusable", () => {
    expect(errorFacts({ DEFAULT_TENANT: "de" }).defaultTenant).toBe("de");
  });
});

describe.each(LANGUAGES)("the %s error page", (language) => {
  const messages = catalogues[language];

  it("says the site is unavailable on 503, in its language", () => {
    const page = parse(errorPageHtml({ language, status: 503, retryHref: "/", details: null }));
    expect(page.querySelector("html")?.getAttribute("lang")).toBe(language);
    expect(page.querySelector("h1")?.textContent).toBe(messages.errors.unavailableTitle);
    expect(page.querySelector("p")?.textContent).toBe(messages.errors.unavailableBody);
    expect(page.querySelector("a")?.textContent).toBe(messages.errors.retry);
  });

  it("says something went wrong on 500", () => {
    const page = parse(errorPageHtml({ language, status: 500, retryHref: "/", details: null }));
    expect(page.querySelector("h1")?.textContent).toBe(messages.errors.genericTitle);
    expect(page.querySelector("p")?.textContent).toBe(messages.notification.ERROR);
  });
});

describe("errorPageHtml", () => {
  it("escapes the retry link and the details", () => {
    const html = errorPageHtml({ language: "it", status: 500, retryHref: '/x?a="><script>', details: "<b>boom</b>" });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    const page = parse(html);
    expect(page.querySelector("a")?.getAttribute("href")).toBe('/x?a="><script>');
    expect(page.querySelector("[data-testid=error-details]")?.textContent).toBe("<b>boom</b>");
  });

  it("shows no details block when there are none", () => {
    expect(errorPageHtml({ language: "de", status: 500, retryHref: "/", details: null })).not.toContain("error-details");
  });
});

describe("serverErrorResponse", () => {
  it("answers in the language of the host's site, with the message and no stack outside production", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new Error("the catalogue is gone");
    const response = serverErrorResponse(
      new Request("https://www.caravantrips.fr/recherche?q=1"),
      { ...GOOD_ENV, ENVIRONMENT: "development" },
      error,
    );
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Language")).toBe("fr");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain("Error: the catalogue is gone");
    expect(html).not.toContain(error.stack!.split("\n")[1]!.trim());
    expect(html).toContain('href="/recherche?q=1"');
    expect(log).toHaveBeenCalledWith(error);
  });

  it("hides the message in production", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = serverErrorResponse(
      new Request("http://de.localhost/"),
      { ...GOOD_ENV, ENVIRONMENT: "production" },
      new Error("secret"),
    );
    expect(await response.text()).not.toContain("secret");
  });

  it("answers 503 with Retry-After when the bindings are unusable", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = serverErrorResponse(new Request("http://es.localhost/"), {}, new Error("Worker environment: DB …"));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(response.headers.get("Content-Language")).toBe("es");
  });
});
