/**
 * An external identity provider replaces the built-in one by configuration alone:
 * OIDC_ISSUER_URL and OIDC_CLIENT_SECRETS. A small provider in this
 * process (discovery, token, end-session) is reached by the Worker over the network.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "./harness";

let site: Site;
let server: Server;
let issuer = "";
const expected = { nonce: "", code: "code-from-the-external-provider" };
const tokenRequests: URLSearchParams[] = [];

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "ext-1", alg: "ES256", use: "sig" };
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/logout`,
        response_types_supported: ["code"],
        code_challenge_methods_supported: ["S256"],
        id_token_signing_alg_values_supported: ["ES256"],
      });
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/token" && request.method === "POST") {
      let body = "";
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      tokenRequests.push(form);
      if (form.get("client_id") !== "caravan-it" || form.get("client_secret") !== "s3cret") return json(401, { error: "invalid_client" });
      // A provider answering 418 names the status and the page to send the visitor to.
      if (form.get("code") === "moved") return json(418, { meta: { httpStatusCode: 307, redirectTo: "/accesso-spostato" } });
      if (form.get("code") !== expected.code) return json(400, { error: "invalid_grant" });
      const now = Math.floor(Date.now() / 1000);
      const idToken = await new SignJWT({ email: "Ext.Person@Example.com", email_verified: true, nonce: expected.nonce })
        .setProtectedHeader({ alg: "ES256", kid: "ext-1" })
        .setIssuer(issuer)
        .setAudience("caravan-it")
        .setSubject("external-subject-1")
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(privateKey);
      return json(200, { access_token: "opaque", token_type: "Bearer", expires_in: 300, id_token: idToken });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site = await startSite({
    bindings: { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_SECRETS: JSON.stringify({ it: { clientId: "caravan-it", clientSecret: "s3cret" } }) },
  });
});
afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("an external identity provider", () => {
  it("is used by /login and /login/redirect; the verified e-mail names the account", async () => {
    const start = await site.fetch("it", "/login?returnTo=%2Fcerca");
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("Location")!);
    expect(authorize.origin + authorize.pathname).toBe(`${issuer}/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe("caravan-it");
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://it.localhost/login/redirect");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expected.nonce = authorize.searchParams.get("nonce")!;
    const loginCookie = start.headers
      .getSetCookie()
      .find((c) => c.startsWith("caravan_login="))!
      .split(";")[0]!;

    const callback = await site.fetch("it", `/login/redirect?code=${expected.code}&state=${authorize.searchParams.get("state")}`, {
      headers: { Cookie: loginCookie },
    });
    expect(callback.status).toBe(303);
    expect(callback.headers.get("Location")).toBe("/cerca");
    // PKCE went to the provider with the code.
    expect(tokenRequests.at(-1)!.get("code_verifier")).toMatch(/^[\w-]{43,}$/);
    const user = await site.db
      .prepare("SELECT site, privacy_policy_version FROM users WHERE email = ?")
      .bind("ext.person@example.com")
      .first();
    expect(user).toEqual({ site: "it", privacy_policy_version: null });

    // No accepted privacy policy yet.
    const session = callback.headers
      .getSetCookie()
      .find((c) => c.startsWith("caravan_session="))!
      .split(";")[0]!;
    const me = await site.fetch("it", "/api/users/me", { headers: { Cookie: session } });
    expect(await me.json()).toMatchObject({ error: { code: "USER_PRIVACY_POLICY_ERROR" } });

    // Logout goes through the external provider's end-session endpoint.
    const out = await site.fetch("it", "/logout", {
      method: "POST",
      headers: { Cookie: session, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    const next = new URL(out.headers.get("Location")!);
    expect(next.origin + next.pathname).toBe(`${issuer}/logout`);
    expect(next.searchParams.get("post_logout_redirect_uri")).toBe("http://it.localhost/");
    expect(next.searchParams.get("client_id")).toBe("caravan-it");
  });

  it("answers a wrong code with the localized error page", async () => {
    const logged = site.expectLogs(/login: the callback was refused: .*invalid_grant/);
    const start = await site.fetch("it", "/login");
    const authorize = new URL(start.headers.get("Location")!);
    const loginCookie = start.headers
      .getSetCookie()
      .find((c) => c.startsWith("caravan_login="))!
      .split(";")[0]!;
    const callback = await site.fetch("it", `/login/redirect?code=wrong&state=${authorize.searchParams.get("state")}`, {
      headers: { Cookie: loginCookie },
    });
    expect(callback.status).toBe(400);
    await logged();
  });

  it("turns the provider's 418 into its status and redirect", async () => {
    const start = await site.fetch("it", "/login");
    const authorize = new URL(start.headers.get("Location")!);
    const loginCookie = start.headers
      .getSetCookie()
      .find((c) => c.startsWith("caravan_login="))!
      .split(";")[0]!;
    const callback = await site.fetch("it", `/login/redirect?code=moved&state=${authorize.searchParams.get("state")}`, {
      headers: { Cookie: loginCookie },
    });
    expect(callback.status).toBe(307);
    expect(callback.headers.get("Location")).toBe("/accesso-spostato");
  });

  it("keeps a site without a client secret off sign-in (a page saying so, never a 500)", async () => {
    const start = await site.fetch("de", "/login");
    expect(start.status).toBe(503);
    expect(await start.text()).toContain("Die Anmeldung ist gerade nicht verfügbar");
  });
});
