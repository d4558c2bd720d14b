/**
 * The pure rules of the built-in identity provider: which authorization
 * requests pass, where errors go, the clients' origins and secrets, and the page language.
 */
import { describe, expect, it } from "vitest";
import { getTenant } from "../../tenants";
import { envSchema } from "../../workers/env";
import {
  accountsOriginOf,
  checkAuthorizeRequest,
  clientSecretOf,
  errorRedirect,
  isClientSecret,
  redirectUriOf,
  siteOriginOf,
  tenantForLocales,
} from "../../workers/services/oidc";

const local = new URL("http://accounts.localhost:8787/oidc/authorize");
const production = new URL("https://accounts.caravantrips.com/oidc/authorize");
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

const request = (overrides: Record<string, string | null> = {}, current = local) => {
  const params = new URLSearchParams({
    client_id: "it",
    redirect_uri: "http://it.localhost:8787/login/redirect",
    response_type: "code",
    scope: "openid email offline_access",
    state: "st",
    nonce: "no",
    code_challenge: CHALLENGE,
    code_challenge_method: "S256",
  });
  for (const [name, value] of Object.entries(overrides)) value === null ? params.delete(name) : params.set(name, value);
  return checkAuthorizeRequest(params, current);
};

describe("clients", () => {
  it("are the sites: their origin locally on the current port, in production their first host", () => {
    const it = getTenant("it")!;
    expect(siteOriginOf(it, local)).toBe("http://it.localhost:8787");
    expect(siteOriginOf(it, production)).toBe("https://www.caravantrips.it");
    expect(redirectUriOf(it, production)).toBe("https://www.caravantrips.it/login/redirect");
    expect(accountsOriginOf("accounts.localhost", new URL("http://it.localhost:8790/x"))).toBe("http://accounts.localhost:8790");
    expect(accountsOriginOf("accounts.caravantrips.com", new URL("https://www.caravantrips.it/x"))).toBe(
      "https://accounts.caravantrips.com",
    );
  });

  it("have a secret derived from OTP_SECRET, different per client", async () => {
    const it = await clientSecretOf("s".repeat(32), "it");
    expect(it).toMatch(/^[0-9a-f]{64}$/);
    expect(await clientSecretOf("s".repeat(32), "es")).not.toBe(it);
    expect(await clientSecretOf("t".repeat(32), "it")).not.toBe(it);
    expect(await isClientSecret("s".repeat(32), "it", it)).toBe(true);
    expect(await isClientSecret("s".repeat(32), "es", it)).toBe(false);
  });
});

describe("checkAuthorizeRequest", () => {
  it("accepts a code request with S256, state, nonce and openid, granting the supported scopes", () => {
    const check = request({ scope: "openid email offline_access address", prompt: "consent" });
    expect(check).toMatchObject({
      kind: "ok",
      request: { clientId: "it", scope: "openid email offline_access", state: "st", nonce: "no", codeChallenge: CHALLENGE },
    });
  });

  it.each([
    [null, "openid email"],
    ["login", "openid email"],
    ["none", "openid email"],
    ["select_account", "openid email"],
    ["consent", "openid email offline_access"],
    ["login consent", "openid email offline_access"],
  ])(
    "grants offline_access only with prompt=consent (OpenID Connect: offline access needs consent): prompt %s grants %s",
    (prompt, scope) => {
      expect(request({ scope: "openid email offline_access", prompt })).toMatchObject({ kind: "ok", request: { scope } });
    },
  );

  it.each([
    [{ client_id: "zz" }, "client_id"],
    [{ client_id: null }, "client_id"],
    [{ redirect_uri: "http://it.localhost:8787/login/redirect/" }, "redirect_uri"],
    [{ redirect_uri: "http://it.localhost:9999/login/redirect" }, "redirect_uri"],
    [{ redirect_uri: "https://evil.example/login/redirect" }, "redirect_uri"],
    [{ redirect_uri: null }, "redirect_uri"],
  ])("refuses %o on the provider", (overrides, reason) => {
    expect(request(overrides)).toEqual({ kind: "refused", reason });
  });

  it("wants the production redirect URI in production", () => {
    expect(request({ redirect_uri: "https://www.caravantrips.it/login/redirect" }, production).kind).toBe("ok");
    expect(request({ redirect_uri: "https://caravantrips.it/login/redirect" }, production)).toEqual({
      kind: "refused",
      reason: "redirect_uri",
    });
  });

  it.each([
    [{ response_type: "token" }, "unsupported_response_type"],
    [{ scope: "email profile" }, "invalid_scope"],
    [{ code_challenge_method: "plain" }, "invalid_request"],
    [{ code_challenge_method: null }, "invalid_request"],
    [{ code_challenge: "short" }, "invalid_request"],
    [{ nonce: null }, "invalid_request"],
    [{ state: null }, "invalid_request"],
  ])("sends %o back with %s", (overrides, error) => {
    const check = request(overrides);
    expect(check).toMatchObject({ kind: "error", error, redirectUri: "http://it.localhost:8787/login/redirect" });
    if (check.kind !== "error") return;
    const back = new URL(errorRedirect(check, "http://accounts.localhost:8787"));
    expect(back.searchParams.get("error")).toBe(error);
    expect(back.searchParams.get("iss")).toBe("http://accounts.localhost:8787");
    expect(back.searchParams.get("state")).toBe((overrides as Record<string, string | null>).state === null ? null : "st");
  });

  it("refuses a repeated parameter", () => {
    const params = new URLSearchParams({
      client_id: "it",
      redirect_uri: "http://it.localhost:8787/login/redirect",
      response_type: "code",
      scope: "openid",
      state: "a",
      nonce: "n",
      code_challenge: CHALLENGE,
      code_challenge_method: "S256",
    });
    params.append("nonce", "other");
    expect(checkAuthorizeRequest(params, local)).toMatchObject({ kind: "error", error: "invalid_request" });
  });
});

describe("tenantForLocales", () => {
  const fallback = getTenant("int")!;
  it.each([
    ["it", null, "it"],
    ["it", "it", "it"],
    ["it", "de", "de"],
    ["it", "fr-CA", "fr"],
    ["uk", "en", "uk"],
    ["uk", "en-US", "int"],
    ["us", "en-GB", "uk"],
    ["es", "pt-BR es", "es"],
    ["de", "ja", "de"],
  ])("client %s, ui_locales %s → %s", (client, locales, expected) => {
    expect(tenantForLocales(getTenant(client)!, locales, fallback).id).toBe(expected);
  });

  it("falls back to the default site without a client", () => {
    expect(tenantForLocales(null, null, fallback).id).toBe("int");
    expect(tenantForLocales(null, "es", fallback).id).toBe("es");
  });
});

describe("external provider settings (env)", () => {
  const bindings = { DB: { prepare: () => null }, CACHE: { get: () => null } };
  it.each([
    ["none: the built-in provider", {}, true],
    [
      "an issuer with secrets per site",
      { OIDC_ISSUER_URL: "https://id.example.com", OIDC_CLIENT_SECRETS: '{"it":"s","es":{"clientId":"caravan-es","clientSecret":"t"}}' },
      true,
    ],
    ["an issuer without secrets", { OIDC_ISSUER_URL: "https://id.example.com" }, false],
    ["secrets that are not JSON", { OIDC_ISSUER_URL: "https://id.example.com", OIDC_CLIENT_SECRETS: "it=s" }, false],
    ["an empty secret", { OIDC_ISSUER_URL: "https://id.example.com", OIDC_CLIENT_SECRETS: '{"it":""}' }, false],
    ["an issuer that is not a URL", { OIDC_ISSUER_URL: "id.example.com", OIDC_CLIENT_SECRETS: '{"it":"s"}' }, false],
  ])("%s", (_, settings, valid) => {
    expect(envSchema.safeParse({ ...bindings, ...settings }).success).toBe(valid);
  });
});
