/**
 * Methods and bodies the BUILT Worker is sent by hand-made requests, over a real HTTP
 * connection (fetch refuses to send a GET with a body): a GET or HEAD with a body is answered
 * as if it had none, on every site, page or not; a method a route does not take is a 405 that
 * says so in the site's language, with an `Allow` header, and runs nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { resolveTenant } from "../../tenants";
import { type RawAnswer, rawRequest } from "../support/raw-http";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** One request as written, body and all, on a connection of its own. */
async function raw(
  method: string,
  host: string,
  path: string,
  body: string | null,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return rawRequest(new URL(await site.mf.ready), { method, host, path, body, headers });
}

const languageOf = (tenant: string) => resolveTenant(`${tenant}.localhost`).language;
const STACK_LINE = /\bat .+\.(js|ts):\d+/;
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describe("a GET or HEAD with a body", () => {
  it.each(TENANT_IDS.map((id) => [id]))("%s: is answered as without it, page or not, never a 500", async (tenant) => {
    for (const path of ["/", "/robots.txt", "/api/travels/top-sellers", "/newsletter"]) {
      const plain = await raw("GET", `${tenant}.localhost`, path, null);
      expect(plain.status, path).toBe(200);
      for (const [body, headers] of [
        ["x=1", FORM],
        ["", {}],
        ['{"email":"a@example.com"}', { "Content-Type": "application/json" }],
      ] as const) {
        const answer = await raw("GET", `${tenant}.localhost`, path, body, headers);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(200);
        expect(answer.headers["content-type"], path).toBe(plain.headers["content-type"]);
        expect(answer.body).not.toMatch(STACK_LINE);
        const head = await raw("HEAD", `${tenant}.localhost`, path, body, headers);
        expect(head.status, `HEAD ${path}`).toBe(200);
      }
    }
    const home = await pageOf(new Response((await raw("GET", `${tenant}.localhost`, "/", "x=1", FORM)).body));
    expect(home.querySelector("html")!.getAttribute("lang")).toBe(languageOf(tenant));
  });

  it("on the identity provider's host too, and sent in chunks", async () => {
    const discovery = await raw("GET", "accounts.localhost", "/.well-known/openid-configuration", "x=1", FORM);
    expect(discovery.status).toBe(200);
    expect(JSON.parse(discovery.body)).toMatchObject({ issuer: "http://accounts.localhost" });
    const chunked = await raw("GET", "uk.localhost", "/", null, { "Transfer-Encoding": "chunked" });
    expect(chunked.status).toBe(200);
  });
});

describe("a method the route does not take (405)", () => {
  it.each([
    ["it", "/cerca"],
    ["de", "/suchen"],
    ["uk", "/search"],
  ])("%s %s: a POST to a page is the site's page saying so, with Allow: GET, HEAD", async (tenant, path) => {
    const answer = await raw("POST", `${tenant}.localhost`, path, "a=1", { ...FORM, Origin: `http://${tenant}.localhost` });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    const page = await pageOf(new Response(answer.body));
    const texts = catalogues[languageOf(tenant)].accountSteps.http["405"];
    expect(page.querySelector("html")!.getAttribute("lang")).toBe(languageOf(tenant));
    expect(textOf(page.querySelector("main h1"))).toBe(texts.title);
    expect(textOf(page.querySelector("head title"))).toBe(`${texts.title} | Caravan`);
    expect(page.querySelector("header.site-header")).not.toBeNull();
  });

  it.each([
    ["it", "POST", "/robots.txt", "GET, HEAD"],
    ["de", "POST", "/sitemap.xml", "GET, HEAD"],
    ["fr", "DELETE", "/robots.txt", "GET, HEAD"],
    ["es", "PUT", "/route-map/x.svg", "GET, HEAD"],
    ["it", "GET", "/oidc/passkey/ceremony", "POST"],
  ])("%s: %s %s (a resource route) says so in the site's language, with Allow: %s", async (tenant, method, path, allow) => {
    const answer = await raw(method, `${tenant}.localhost`, path, method === "GET" ? null : "a=1", {
      ...FORM,
      Origin: `http://${tenant}.localhost`,
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.body).not.toContain("Unexpected Server Error");
    expect(answer.body).toContain(catalogues[languageOf(tenant)].accountSteps.http["405"].title);
  });

  it("on the JSON APIs: JSON in the site's language, the Allow header naming what each takes", async () => {
    for (const [method, path, allow] of [
      ["GET", "/api/travels", "POST"],
      ["PUT", "/api/tours", "POST"],
      ["POST", "/api/travels/top-sellers", "GET, HEAD"],
      ["DELETE", "/api/users/me", "GET, HEAD"],
      // The sign-in calls answer a GET in their own error shape; other methods get the same Allow.
      ["GET", "/auth/generate-otp", "POST"],
      ["OPTIONS", "/auth/complete-otp", "POST"],
    ] as const) {
      const answer = await raw(method, "es.localhost", path, method === "GET" ? null : "{}", {
        "Content-Type": "application/json",
        Origin: "http://es.localhost",
      });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
      expect(answer.headers["content-type"]).toContain("application/json");
      expect(answer.body, `${method} ${path}`).not.toMatch(/Use (GET|POST)|Unexpected Server Error/);
    }
  });

  it("on the identity provider's endpoints: JSON in the provider's language", async () => {
    const answer = await raw("POST", "accounts.localhost", "/oidc/jwks", "a=1", { ...FORM, Origin: "http://accounts.localhost" });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(answer.body)).toEqual({
      errors: { formErrors: [catalogues["en-GB"].accountSteps.http["405"].title], fieldErrors: {} },
    });
  });

  it("a PUT or DELETE to a form's page never runs its action: nothing is stored or sent", async () => {
    const email = `put.${Date.now()}@example.com`;
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const answer = await raw(method, "uk.localhost", "/newsletter", new URLSearchParams({ email, returnTo: "/" }).toString(), {
        ...FORM,
        Origin: "http://uk.localhost",
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expect(answer.body).toContain(catalogues["en-GB"].accountSteps.http["405"].title);
    }
    expect(await site.db.prepare("SELECT COUNT(*) AS n FROM newsletter_confirmations").first<{ n: number }>()).toEqual({ n: 0 });
  });
});
