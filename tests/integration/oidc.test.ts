/**
 * The built-in OpenID Connect provider and the country sites as its clients
 * (login, /login/redirect, logout, the current user, the identity provider's calls), through
 * the built Worker: openid-client in this process talks to the provider with a customFetch that
 * dispatches into Miniflare, and a small browser (cookies per host, redirects followed by
 * hand) walks the sites' /login.
 */
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from "jose";
import * as oidc from "openid-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientSecretOf } from "../../workers/services/oidc/clients";
import { createAccountsService } from "../../workers/services/accounts/service";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { TENANT_IDS } from "./harness";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { parseHtml, textOf } from "./html";
import { startSite, type Site } from "./harness";
import { cookieBrowser, type CookieBrowser } from "../support/cookie-browser";

const ISSUER = "http://accounts.localhost";
const OTP_SECRET = "integration-test-secret-0123456789abcdef";
const TAX_CODES: Record<string, string> = { it: "RSSMRA85T10A562S", es: "12345678Z" };

let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
const fresh = (label = "oidc") => `${label}.${Date.now()}.${++counter}@example.com`;

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port), OTP_SECRET } });
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

// ---- a browser: cookies per host, redirects followed by hand ---------------------------------

const browser = () => cookieBrowser(site.dispatch);
type Browser = CookieBrowser;

/** On the provider's sign-in page (any step URL): the one-time-code steps for a new or known person. */
async function signInAtProvider(b: Browser, signInUrl: string, email: string, tenant: string): Promise<Response> {
  const first = await b.post(signInUrl, { intent: "email", email });
  expect(first.status).toBe(303);
  let next = new URL(first.headers.get("Location")!, signInUrl).href;
  if (new URL(next).searchParams.get("step") === "new-user") {
    const registered = await b.post(next, {
      intent: "register",
      email,
      marketingConsent: "no",
      ...(TAX_CODES[tenant] ? { taxCode: TAX_CODES[tenant]! } : {}),
    });
    expect(registered.status).toBe(303);
    next = new URL(registered.headers.get("Location")!, next).href;
  }
  expect(new URL(next).searchParams.get("step")).toMatch(/^(code|existing-user)$/);
  const code = codeIn(await inbox.waitForMail({ to: email }));
  inbox.clear();
  const done = await b.post(next, { intent: "code", step: new URL(next).searchParams.get("step")!, email, otp: code });
  expect(done.status).toBe(303);
  return done;
}

// ---- openid-client in the test process ------------------------------------------------------

const testFetch: oidc.CustomFetch = (url, options) => site.dispatch(url, options as RequestInit);

async function clientFor(tenant: string, auth?: "basic"): Promise<oidc.Configuration> {
  const secret = await clientSecretOf(OTP_SECRET, tenant);
  return oidc.discovery(new URL(ISSUER), tenant, secret, auth === "basic" ? oidc.ClientSecretBasic(secret) : undefined, {
    [oidc.customFetch]: testFetch,
    execute: [oidc.allowInsecureRequests],
  });
}

type Started = { url: URL; verifier: string; state: string; nonce: string };

async function authorizationUrl(config: oidc.Configuration, tenant: string, extra: Record<string, string> = {}): Promise<Started> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `http://${tenant}.localhost/login/redirect`,
    scope: "openid profile email offline_access",
    // offline_access (a refresh token) is granted with prompt=consent only (OpenID Connect: offline access needs consent).
    prompt: "consent",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...extra,
  });
  return { url, verifier, state, nonce };
}

/** A person signed in at the provider (a new account on `tenant`) and the browser holding that session. */
async function signedInBrowser(tenant = "it", email = fresh()) {
  const b = browser();
  const config = await clientFor(tenant);
  const started = await authorizationUrl(config, tenant);
  const toSignIn = await b.request(started.url.href);
  expect(toSignIn.status).toBe(302);
  const signIn = new URL(toSignIn.headers.get("Location")!, ISSUER).href;
  expect(new URL(signIn).pathname).toBe("/oidc/sign-in");
  const done = await signInAtProvider(b, signIn, email, tenant);
  expect(new URL(done.headers.get("Location")!, ISSUER).pathname).toBe("/oidc/authorize");
  return { b, email, config };
}

/** A code for a fresh authorization request of a signed-in browser. */
async function codeFlow(b: Browser, config: oidc.Configuration, tenant: string, extra: Record<string, string> = {}) {
  const started = await authorizationUrl(config, tenant, extra);
  const answer = await b.request(started.url.href);
  expect(answer.status).toBe(302);
  return { ...started, callback: new URL(answer.headers.get("Location")!) };
}

const userId = async (email: string) =>
  (await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;

// ---- the provider --------------------------------------------------------------------------

describe("discovery and keys", () => {
  it("publishes the discovery document on the accounts host only", async () => {
    const response = await site.dispatch(`${ISSUER}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/oidc/authorize`,
      token_endpoint: `${ISSUER}/oidc/token`,
      userinfo_endpoint: `${ISSUER}/oidc/userinfo`,
      jwks_uri: `${ISSUER}/oidc/jwks`,
      end_session_endpoint: `${ISSUER}/oidc/end-session`,
      scopes_supported: ["openid", "profile", "email", "offline_access"],
      response_types_supported: ["code"],
      code_challenge_methods_supported: ["S256"],
      id_token_signing_alg_values_supported: ["ES256"],
      token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      grant_types_supported: ["authorization_code", "refresh_token"],
    });
    for (const path of ["/.well-known/openid-configuration", "/oidc/jwks", "/oidc/authorize", "/oidc/account"]) {
      expect((await site.fetch("it", path)).status, path).toBe(404);
    }
    expect((await site.fetch("it", "/oidc/token", { method: "POST" })).status).toBe(404);
  });

  it("publishes public keys only, and openid-client discovers the provider", async () => {
    const jwks = (await (await site.dispatch(`${ISSUER}/oidc/jwks`)).json()) as JSONWebKeySet;
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
      expect(key.kid).toBeTruthy();
      expect(key).not.toHaveProperty("d");
    }
    const config = await clientFor("de");
    expect(config.serverMetadata().issuer).toBe(ISSUER);
  });

  it("serves only its own pages on the accounts host", async () => {
    const home = await site.dispatch(`${ISSUER}/`);
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/oidc/account");
    expect((await site.dispatch(`${ISSUER}/destinations`)).status).toBe(404);
    // Nor the sites' JSON API, forms and files: the provider's host answers the provider only.
    for (const path of [
      "/api/travels/top-sellers",
      "/api/users/me",
      "/robots.txt",
      "/sitemap.xml",
      "/resource/webp-small/continent-eu/europe",
    ]) {
      expect((await site.dispatch(`${ISSUER}${path}`)).status, path).toBe(404);
    }
    for (const path of ["/auth/generate-otp", "/auth/sign-in", "/newsletter", "/currency", "/logout"]) {
      const posted = await site.dispatch(`${ISSUER}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "a@example.com" }),
      });
      expect(posted.status, path).toBe(404);
    }
    expect((await site.dispatch(`${ISSUER}/.well-known/openid-configuration`)).status).toBe(200);
  });
});

describe("the authorization-code flow with openid-client", () => {
  it("signs a new person in and issues an ES256 ID token, an access token for userinfo and a refresh token", async () => {
    const { b, email, config } = await signedInBrowser("it");
    const flow = await codeFlow(b, config, "it");
    expect(flow.callback.origin + flow.callback.pathname).toBe("http://it.localhost/login/redirect");
    expect(flow.callback.searchParams.get("state")).toBe(flow.state);
    expect(flow.callback.searchParams.get("iss")).toBe(ISSUER);

    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    expect(tokens.token_type.toLowerCase()).toBe("bearer");
    expect(tokens.expires_in).toBe(600);
    expect(tokens.refresh_token).toMatch(/^[0-9a-f]{64}$/);
    const header = decodeProtectedHeader(tokens.id_token!);
    expect(header.alg).toBe("ES256");
    expect(header.kid).toBeTruthy();

    // The signature checks out against the published keys.
    const jwks = (await (await site.dispatch(`${ISSUER}/oidc/jwks`)).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(tokens.id_token!, createLocalJWKSet(jwks), { issuer: ISSUER, audience: "it" });
    const id = await userId(email);
    expect(payload).toMatchObject({ sub: id, email, email_verified: true, nonce: flow.nonce });
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(typeof payload.auth_time).toBe("number");

    const info = await oidc.fetchUserInfo(config, tokens.access_token, id);
    expect(info).toMatchObject({ sub: id, email, email_verified: true });
    // The account was opened on the client's site, with its tax code.
    expect(await site.db.prepare("SELECT site, tax_code FROM users WHERE id = ?").bind(id).first()).toEqual({
      site: "it",
      tax_code: TAX_CODES.it,
    });
  });

  it("refuses a wrong state before asking for tokens", async () => {
    const { b, config } = await signedInBrowser("uk");
    const flow = await codeFlow(b, config, "uk");
    const refused = await oidc
      .authorizationCodeGrant(config, flow.callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: oidc.randomState(),
        expectedNonce: flow.nonce,
      })
      .catch((error: Error) => error);
    expect(String((refused as Error).cause)).toMatch(/"state"/);
    // The code was never presented: it still works with the right state.
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    expect(tokens.id_token).toBeTruthy();
  });

  it("refuses a wrong code_verifier (invalid_grant); the right one still works", async () => {
    const { b, config } = await signedInBrowser("fr");
    const flow = await codeFlow(b, config, "fr");
    const wrong = oidc.authorizationCodeGrant(config, flow.callback, {
      pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    await expect(wrong).rejects.toMatchObject({ error: "invalid_grant" });
    const right = await oidc.authorizationCodeGrant(config, flow.callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    expect(right.id_token).toBeTruthy();
  });

  it("refuses a replayed code and revokes what the code was exchanged for", async () => {
    const { b, email, config } = await signedInBrowser("de");
    const flow = await codeFlow(b, config, "de");
    const checks = { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce };
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, checks);
    const id = await userId(email);
    expect((await oidc.fetchUserInfo(config, tokens.access_token, id)).sub).toBe(id);
    await expect(oidc.authorizationCodeGrant(config, flow.callback, checks)).rejects.toMatchObject({ error: "invalid_grant" });
    await expect(oidc.fetchUserInfo(config, tokens.access_token, id)).rejects.toThrow();
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a code of another client, an expired code and a wrong redirect_uri", async () => {
    const { b, config } = await signedInBrowser("es");
    const flow = await codeFlow(b, config, "es");
    const other = await clientFor("it");
    const token = (body: Record<string, string>) =>
      site.dispatch(`${ISSUER}/oidc/token`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      });
    const base = { grant_type: "authorization_code", code: flow.callback.searchParams.get("code")!, code_verifier: flow.verifier };
    const asIt = await token({
      ...base,
      redirect_uri: "http://it.localhost/login/redirect",
      client_id: "it",
      client_secret: await clientSecretOf(OTP_SECRET, "it"),
    });
    expect(asIt.status).toBe(400);
    expect(await asIt.json()).toMatchObject({ error: "invalid_grant" });
    const secret = await clientSecretOf(OTP_SECRET, "es");
    const elsewhere = await token({ ...base, redirect_uri: "http://es.localhost/elsewhere", client_id: "es", client_secret: secret });
    expect(await elsewhere.json()).toMatchObject({ error: "invalid_grant" });
    await site.db.prepare("UPDATE oidc_codes SET expires_at = 1 WHERE used_at IS NULL").run();
    const expired = await token({ ...base, redirect_uri: "http://es.localhost/login/redirect", client_id: "es", client_secret: secret });
    expect(await expired.json()).toMatchObject({ error: "invalid_grant" });
    expect(other.serverMetadata().issuer).toBe(ISSUER);
  });

  it("authenticates clients with client_secret_basic too, and refuses a wrong secret", async () => {
    const { b, config } = await signedInBrowser("us");
    const basic = await clientFor("us", "basic");
    const flow = await codeFlow(b, config, "us");
    const tokens = await oidc.authorizationCodeGrant(basic, flow.callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    expect(tokens.access_token).toBeTruthy();
    const wrong = await site.dispatch(`${ISSUER}/oidc/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token!,
        client_id: "us",
        client_secret: "0".repeat(64),
      }).toString(),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: "invalid_client" });
  });

  it("rotates refresh tokens; a replaced one seen again revokes the family", async () => {
    const { b, config } = await signedInBrowser("uk");
    const flow = await codeFlow(b, config, "uk");
    const first = await oidc.authorizationCodeGrant(config, flow.callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const second = await oidc.refreshTokenGrant(config, first.refresh_token!);
    expect(second.refresh_token).toMatch(/^[0-9a-f]{64}$/);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.claims()?.aud).toBe("uk");
    const third = await oidc.refreshTokenGrant(config, second.refresh_token!);
    // The first token again, long after it was replaced: theft, so the family dies.
    await site.db.prepare("UPDATE refresh_tokens SET replaced_at = replaced_at - 60000 WHERE replaced_at IS NOT NULL").run();
    await expect(oidc.refreshTokenGrant(config, first.refresh_token!)).rejects.toMatchObject({ error: "invalid_grant" });
    await expect(oidc.refreshTokenGrant(config, third.refresh_token!)).rejects.toMatchObject({ error: "invalid_grant" });
    // Another client cannot use it, and a site session cookie made of it is not a session.
    const other = await oidc.refreshTokenGrant(await clientFor("it"), third.refresh_token!).catch((error: unknown) => error);
    expect(other).toMatchObject({ error: "invalid_grant" });
  });

  it("ignores offline_access without prompt=consent (OpenID Connect: offline access needs consent): no refresh token, and the scope says so", async () => {
    const { b, config } = await signedInBrowser("es");
    for (const prompt of [null, "none", "select_account"]) {
      const flow = await codeFlow(b, config, "es", { prompt: prompt ?? "" });
      const tokens = await oidc.authorizationCodeGrant(config, flow.callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      expect(tokens.refresh_token, String(prompt)).toBeUndefined();
      expect(tokens.scope, String(prompt)).toBe("openid profile email");
    }
  });

  it("answers a JSON body at the token endpoint with 400 invalid_request (OAuth 2.0's token errors)", async () => {
    const answer = await site.dispatch(`${ISSUER}/oidc/token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ grant_type: "authorization_code", code: "x", client_id: "it", client_secret: "y" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("Cache-Control")).toContain("no-store");
    expect(await answer.json()).toMatchObject({ error: "invalid_request" });
  });

  it("issues no refresh token without offline_access", async () => {
    const { b, config } = await signedInBrowser("it");
    const flow = await codeFlow(b, config, "it", { scope: "openid email" });
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.scope).toBe("openid email");
  });

  it("answers userinfo only for a valid Bearer access token, never for an admin", async () => {
    const { b, email, config } = await signedInBrowser("fr");
    const flow = await codeFlow(b, config, "fr");
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const userinfo = (token?: string) =>
      site.dispatch(`${ISSUER}/oidc/userinfo`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    expect((await userinfo()).status).toBe(401);
    expect((await userinfo(tokens.id_token)).status).toBe(401);
    expect((await userinfo(tokens.access_token)).status).toBe(200);
    await site.db.prepare("UPDATE users SET role = 'ADMIN' WHERE email = ?").bind(email).run();
    const admin = await userinfo(tokens.access_token);
    expect(admin.status).toBe(401);
    expect(admin.headers.get("WWW-Authenticate")).toContain("invalid_token");
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: "invalid_grant" });
    // Signed in at the provider before, an admin gets no code either: the session is not valid.
    const again = await b.request((await authorizationUrl(config, "fr")).url.href);
    expect(new URL(again.headers.get("Location")!, ISSUER).pathname).toBe("/oidc/sign-in");
  });
});

describe("authorization requests it refuses", () => {
  const params = async (overrides: Record<string, string | null>) => {
    const verifier = oidc.randomPKCECodeVerifier();
    const query = new URLSearchParams({
      client_id: "it",
      redirect_uri: "http://it.localhost/login/redirect",
      response_type: "code",
      scope: "openid email",
      state: "s-123",
      nonce: "n-123",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
    });
    for (const [name, value] of Object.entries(overrides)) value === null ? query.delete(name) : query.set(name, value);
    return query;
  };
  const authorize = async (overrides: Record<string, string | null>) =>
    site.dispatch(`${ISSUER}/oidc/authorize?${await params(overrides)}`);

  it.each([
    ["an unregistered redirect_uri", { redirect_uri: "http://evil.example/login/redirect" }, "redirect_uri"],
    ["another site's redirect_uri", { redirect_uri: "http://es.localhost/login/redirect" }, "redirect_uri"],
    ["an unknown client", { client_id: "xx" }, "client_id"],
    ["no client", { client_id: null }, "client_id"],
  ])("shows %s on the provider and sends nothing anywhere", async (_, overrides, reason) => {
    const response = await authorize(overrides);
    expect(response.status).toBe(400);
    expect(response.headers.get("Location")).toBeNull();
    const page = parseHtml(await response.text());
    expect(page.querySelector(`[data-reason="${reason}"]`)).not.toBeNull();
    // No site header on the provider's pages.
    expect(page.querySelector(".site-header")).toBeNull();
  });

  it.each([
    ["plain PKCE", { code_challenge_method: "plain" }, "invalid_request"],
    ["no PKCE", { code_challenge: null, code_challenge_method: null }, "invalid_request"],
    ["no nonce", { nonce: null }, "invalid_request"],
    ["no state", { state: null }, "invalid_request"],
    ["no openid scope", { scope: "email" }, "invalid_scope"],
    ["response_type token", { response_type: "token" }, "unsupported_response_type"],
  ])("sends %s back to the client with error=", async (_, overrides, error) => {
    const response = await authorize(overrides);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin + location.pathname).toBe("http://it.localhost/login/redirect");
    expect(location.searchParams.get("error")).toBe(error);
    expect(location.searchParams.get("iss")).toBe(ISSUER);
    if ((overrides as Record<string, string | null>).state !== null) expect(location.searchParams.get("state")).toBe("s-123");
  });

  it("sends a visitor to sign in with the same parameters, in the language asked for", async () => {
    const response = await authorize({ ui_locales: "it" });
    expect(response.status).toBe(302);
    const signIn = new URL(response.headers.get("Location")!, ISSUER);
    expect(signIn.pathname).toBe("/oidc/sign-in");
    expect(signIn.searchParams.get("code_challenge_method")).toBe("S256");
    const page = await site.dispatch(signIn.href);
    expect(page.status).toBe(200);
    const html = parseHtml(await page.text());
    expect(html.querySelector("html")!.getAttribute("lang")).toBe("it");
    expect(textOf(html.querySelector("h2"))).toBe("Accedi o registrati");
    expect(html.querySelector(".site-header")).toBeNull();
    expect(html.querySelector(".provider-back a")!.getAttribute("href")).toBe("http://it.localhost/");
    // A German page for the Italian site still opens an Italian account (the tax code is asked).
    const german = await site.dispatch(`${ISSUER}/oidc/sign-in?${await params({ ui_locales: "de" })}&step=new-user&email=a%40example.com`);
    const germanHtml = parseHtml(await german.text());
    expect(germanHtml.querySelector("html")!.getAttribute("lang")).toBe("de");
    expect(germanHtml.querySelector("input[name=taxCode]")).not.toBeNull();
    // prompt=none without a session: login_required.
    const none = await authorize({ prompt: "none" });
    expect(new URL(none.headers.get("Location")!).searchParams.get("error")).toBe("login_required");
  });

  it("lets a form on the provider lead to the client sites (CSP form-action)", async () => {
    const response = await site.dispatch(`${ISSUER}/oidc/sign-in?${await params({})}`);
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/form-action 'self' [^;]*http:\/\/it\.localhost/);
    const sitePage = await site.fetch("it", "/");
    expect(sitePage.headers.get("Content-Security-Policy")).toMatch(/form-action 'self' [^;]*http:\/\/accounts\.localhost/);
  });
});

describe("writes from elsewhere", () => {
  it.each([
    ["/oidc/token", "http://evil.example"],
    ["/oidc/account?client_id=it", "http://it.localhost"],
    ["/oidc/sign-in?client_id=it&next=account", "http://evil.example"],
    ["/oidc/end-session", "http://evil.example"],
  ])("refuses POST %s from %s (403)", async (path, origin) => {
    const response = await site.dispatch(`${ISSUER}${path}`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=sign-out-everywhere",
    });
    expect(response.status).toBe(403);
  });
});

describe("the provider's pages in the browser", () => {
  it("carry no zod to the browser (the forms are checked on the server)", async () => {
    const { b } = await signedInBrowser("it");
    for (const path of ["/oidc/account?client_id=it", "/oidc/end-session?client_id=it"]) {
      const html = await (await b.request(`${ISSUER}${path}`)).text();
      const sources = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(sources.length, path).toBeGreaterThan(3);
      const code = (await Promise.all(sources.map(async (src) => (await site.dispatch(`${ISSUER}${src}`)).text()))).join("\n");
      expect(code.includes("$ZodError"), path).toBe(false);
    }
  });
});

describe("end-session and the personal area", () => {
  it("ends the provider session and goes back to the client's home; otherwise shows the signed-out page", async () => {
    const { b, config } = await signedInBrowser("es");
    expect(b.cookie("accounts.localhost", "caravan_accounts")).toBeTruthy();
    // client_id alone does not prove the client sent it: confirmed on the provider's page (a same-origin POST).
    const asked = await b.request(
      `${ISSUER}/oidc/end-session?client_id=es&post_logout_redirect_uri=${encodeURIComponent("http://es.localhost/")}&state=xyz`,
    );
    expect(asked.status).toBe(200);
    expect(b.cookie("accounts.localhost", "caravan_accounts")).toBeTruthy();
    const back = await b.request(`${ISSUER}/oidc/end-session`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ISSUER },
      body: new URLSearchParams({
        confirm: "yes",
        client_id: "es",
        post_logout_redirect_uri: "http://es.localhost/",
        state: "xyz",
      }).toString(),
    });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("http://es.localhost/?state=xyz");
    expect(b.cookie("accounts.localhost", "caravan_accounts")).toBeNull();
    const next = await b.request((await authorizationUrl(config, "es")).url.href);
    expect(new URL(next.headers.get("Location")!, ISSUER).pathname).toBe("/oidc/sign-in");

    const elsewhere = await site.dispatch(
      `${ISSUER}/oidc/end-session?client_id=es&post_logout_redirect_uri=${encodeURIComponent("http://evil.example/")}`,
    );
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.getSetCookie().join()).toContain("caravan_accounts=;");
    expect(textOf(parseHtml(await elsewhere.text()).querySelector("h1"))).toBe("Has cerrado la sesión");
  });

  it("shows and edits the consents, and signs out everywhere", async () => {
    const visitor = await site.dispatch(`${ISSUER}/oidc/account?client_id=uk`);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("Location")).toBe("/oidc/sign-in?client_id=uk&next=account");

    const { b, email, config } = await signedInBrowser("uk");
    const flow = await codeFlow(b, config, "uk");
    const tokens = await oidc.authorizationCodeGrant(config, flow.callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const page = await b.request(`${ISSUER}/oidc/account?client_id=uk`);
    expect(page.status).toBe(200);
    const html = parseHtml(await page.text());
    expect(textOf(html.querySelector("[data-testid=account-email]"))).toBe(email);
    expect(textOf(html.querySelector("#communications"))).toMatch(/version 2026-06, accepted on/);

    const saved = await b.post(`${ISSUER}/oidc/account?client_id=uk`, {
      intent: "communications",
      marketingConsent: "yes",
      newsletter: "on",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/oidc/account?client_id=uk&saved=1#communications");
    expect(await site.db.prepare("SELECT marketing_consent, newsletter FROM users WHERE email = ?").bind(email).first()).toEqual({
      marketing_consent: 1,
      newsletter: 1,
    });
    const bad = await b.post(`${ISSUER}/oidc/account?client_id=uk`, { intent: "communications", marketingConsent: "maybe" });
    expect(bad.status).toBe(400);
    // The newsletter is the travel ideas and offers the marketing choice asks about: a "no" with
    // the newsletter ticked is refused in each site's language, and nothing stored changes.
    for (const tenant of TENANT_IDS) {
      const contradictory = await b.post(`${ISSUER}/oidc/account?client_id=${tenant}`, {
        intent: "communications",
        marketingConsent: "no",
        newsletter: "on",
      });
      expect(contradictory.status).toBe(400);
      const form = parseHtml(await contradictory.text()).querySelector("[data-testid=communications-form] [role=status]");
      const language = getTenant(tenant)!.language;
      expect(textOf(form), tenant).toBe(catalogues[language].account.area.newsletterNeedsConsent);
    }
    expect(await site.db.prepare("SELECT marketing_consent, newsletter FROM users WHERE email = ?").bind(email).first()).toEqual({
      marketing_consent: 1,
      newsletter: 1,
    });
    // Saying no ends the newsletter with it; subscribing again from a site's footer says yes again.
    const no = await b.post(`${ISSUER}/oidc/account?client_id=uk`, { intent: "communications", marketingConsent: "no" });
    expect(no.status).toBe(303);
    expect(await site.db.prepare("SELECT marketing_consent, newsletter FROM users WHERE email = ?").bind(email).first()).toEqual({
      marketing_consent: 0,
      newsletter: 0,
    });
    const accounts = createAccountsService(
      { db: site.db, mailer: { send: async () => {} }, codeSecret: "unused", logger: console, clock: Date.now },
      { site: "uk", language: "en-GB", siteName: "Caravan", taxCodeCountry: null, clientIp: null, requester: null },
    );
    expect(await accounts.subscribeNewsletter(await userId(email))).toMatchObject({ changed: true });
    expect(await site.db.prepare("SELECT marketing_consent, newsletter FROM users WHERE email = ?").bind(email).first()).toEqual({
      marketing_consent: 1,
      newsletter: 1,
    });

    const out = await b.post(`${ISSUER}/oidc/account?client_id=uk`, { intent: "sign-out-everywhere" });
    expect(out.status).toBe(303);
    expect(b.cookie("accounts.localhost", "caravan_accounts")).toBeNull();
    const id = await userId(email);
    const live = await site.db
      .prepare("SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL")
      .bind(id)
      .first<{ n: number }>();
    expect(live!.n).toBe(0);
    await expect(oidc.fetchUserInfo(config, tokens.access_token, id)).rejects.toThrow();
  });
});

// ---- the sites as clients --------------------------------------------------------------------

describe("a site's /login → provider → /login/redirect", () => {
  it("signs a new person in on it, then on es without a code, then logs out through the provider", async () => {
    const b = browser();
    const email = fresh("journey");
    const start = await b.request("http://it.localhost/login?returnTo=%2Fcerca%3Fq%3Dperu");
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("Location")!);
    expect(authorize.origin + authorize.pathname).toBe(`${ISSUER}/oidc/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: "it",
      redirect_uri: "http://it.localhost/login/redirect",
      response_type: "code",
      scope: "openid profile email offline_access",
      code_challenge_method: "S256",
      ui_locales: "it",
    });
    const loginCookie = start.headers.getSetCookie().find((c) => c.startsWith("caravan_login="))!;
    for (const flag of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/login", "Max-Age=600"]) expect(loginCookie).toContain(flag);

    const toSignIn = await b.request(authorize.href);
    const signIn = new URL(toSignIn.headers.get("Location")!, ISSUER).href;
    const done = await signInAtProvider(b, signIn, email, "it");
    const providerCookie = done.headers.getSetCookie().find((c) => c.startsWith("caravan_accounts="))!;
    for (const flag of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]) expect(providerCookie).toContain(flag);
    expect(providerCookie).not.toMatch(/Domain=/i);

    const landed = await b.follow(new URL(done.headers.get("Location")!, ISSUER).href);
    expect(landed.chain.map((u) => new URL(u).host + new URL(u).pathname)).toEqual([
      "accounts.localhost/oidc/authorize",
      "it.localhost/login/redirect",
      "it.localhost/cerca",
    ]);
    expect(landed.url).toBe("http://it.localhost/cerca?q=peru");
    expect(b.cookie("it.localhost", "caravan_session")).toBeTruthy();
    expect(b.cookie("it.localhost", "caravan_login")).toBeNull();
    const me = await b.request("http://it.localhost/api/users/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ data: { email } });

    // Another site: one redirect round, no code.
    inbox.clear();
    const es = await b.follow("http://es.localhost/login?returnTo=%2F");
    expect(es.chain.map((u) => new URL(u).host + new URL(u).pathname)).toEqual([
      "es.localhost/login",
      "accounts.localhost/oidc/authorize",
      "es.localhost/login/redirect",
      "es.localhost/",
    ]);
    expect(es.response.status).toBe(200);
    expect((await b.request("http://es.localhost/api/users/me")).status).toBe(200);
    await expect(inbox.waitForMail({ to: email, timeout: 300 })).rejects.toThrow();

    // Logout: the site's session, then the provider's, landing on /.
    const out = await b.follow("http://es.localhost/logout", { method: "POST" });
    expect(out.chain.map((u) => new URL(u).host + new URL(u).pathname)).toEqual([
      "es.localhost/logout",
      "accounts.localhost/oidc/end-session",
      "es.localhost/",
    ]);
    expect(b.cookie("es.localhost", "caravan_session")).toBeNull();
    expect(b.cookie("accounts.localhost", "caravan_accounts")).toBeNull();
    expect((await b.request("http://es.localhost/api/users/me")).status).toBe(401);
    // Single logout: it's session hung off the same provider session, so it ended too.
    expect((await b.request("http://it.localhost/api/users/me")).status).toBe(401);
  });

  it("goes back to paths of the site only", async () => {
    for (const returnTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const start = await browser().request(`http://de.localhost/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(start.status).toBe(302);
      const cookie = start.headers.getSetCookie().find((c) => c.startsWith("caravan_login="))!;
      const payload = JSON.parse(Buffer.from(cookie.split("=")[1]!.split(".")[1]!, "base64url").toString()) as { returnTo: string };
      expect(payload.returnTo).toBe("/");
    }
  });

  it("shows a localized error with a way to try again for a wrong state, no login cookie, or a provider error", async () => {
    const refused = site.expectLogs(/login: the callback was refused: .*"state"/);
    const answered = site.expectLogs(/login: the provider answered access_denied/);
    const { b } = await signedInBrowser("it");
    const start = await b.request("http://it.localhost/login?returnTo=%2Fcerca");
    const callback = new URL((await b.request(start.headers.get("Location")!)).headers.get("Location")!);
    callback.searchParams.set("state", "not-the-state");
    const wrongState = await b.request(callback.href);
    expect(wrongState.status).toBe(400);
    const page = parseHtml(await wrongState.text());
    expect(textOf(page.querySelector("h1"))).toBe("Non siamo riusciti a farti accedere");
    expect(page.querySelector("[data-testid=login-failed] a")!.getAttribute("href")).toBe("/login?returnTo=%2Fcerca");
    expect(b.cookie("it.localhost", "caravan_session")).toBeNull();

    const noCookie = await site.fetch("it", "/login/redirect?code=abc&state=def");
    expect(noCookie.status).toBe(400);
    await b.request("http://it.localhost/login");
    const denied = await b.request("http://it.localhost/login/redirect?error=access_denied&state=x");
    expect(denied.status).toBe(400);
    await refused();
    await answered();
  });

  it("goes straight back when already signed in on the site", async () => {
    const b = browser();
    const start = await b.request("http://fr.localhost/login");
    await signInAtProvider(
      b,
      new URL((await b.request(start.headers.get("Location")!)).headers.get("Location")!, ISSUER).href,
      fresh(),
      "fr",
    );
    await b.follow(`${ISSUER}/oidc/authorize?${new URL(start.headers.get("Location")!).searchParams}`);
    const again = await b.request("http://fr.localhost/login?returnTo=%2Ffavoris");
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/favoris");
  });
});

describe("GET /api/users/me", () => {
  async function signedInOn(tenant: string) {
    const b = browser();
    const email = fresh("me");
    const start = await b.request(`http://${tenant}.localhost/login`);
    await signInAtProvider(
      b,
      new URL((await b.request(start.headers.get("Location")!)).headers.get("Location")!, ISSUER).href,
      email,
      tenant,
    );
    await b.follow(`${ISSUER}/oidc/authorize?${new URL(start.headers.get("Location")!).searchParams}`);
    return { b, email };
  }

  it("answers USER_PRIVACY_POLICY_ERROR with the id when the privacy policy is not accepted", async () => {
    const { b, email } = await signedInOn("de");
    await site.db
      .prepare("UPDATE users SET privacy_policy_version = NULL, privacy_policy_accepted_at = NULL WHERE email = ?")
      .bind(email)
      .run();
    const me = await b.request("http://de.localhost/api/users/me");
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ error: { code: "USER_PRIVACY_POLICY_ERROR", extra: { id: await userId(email) } } });
  });

  it("ends the session of an admin (ACCOUNT_NOT_ALLOWED) and of someone signed out everywhere", async () => {
    const admin = await signedInOn("uk");
    await site.db.prepare("UPDATE users SET role = 'ADMIN' WHERE email = ?").bind(admin.email).run();
    const refused = await admin.b.request("http://uk.localhost/api/users/me");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "ACCOUNT_NOT_ALLOWED" } });
    expect(admin.b.cookie("uk.localhost", "caravan_session")).toBeNull();

    const everywhere = await signedInOn("uk");
    await site.db.prepare("UPDATE users SET session_epoch = session_epoch + 1 WHERE email = ?").bind(everywhere.email).run();
    expect((await everywhere.b.request("http://uk.localhost/api/users/me")).status).toBe(401);
    expect(everywhere.b.cookie("uk.localhost", "caravan_session")).toBeNull();
  });
});
