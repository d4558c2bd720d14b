/**
 * One account across the seven sites, for real, through the built
 * Worker: every way of signing in opens the provider session and each site's session hangs off
 * it; one logout ends them all on every site; and the provider walks the checks of the OpenID
 * Foundation's basic OP plan that apply to it (with RFC 9700's refresh-token rule), with
 * openid-client in this process as the relying party and a small browser (cookies per host,
 * redirects followed by hand).
 */
import * as oidc from "openid-client";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientSecretOf } from "../../workers/services/oidc/clients";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { parseHtml, textOf } from "./html";
import { startSite, type Site } from "./harness";
import { type CookieBrowser, cookieBrowser } from "../support/cookie-browser";
import { testNow, CLOCK_OFFSET_MS } from "../support/clock";

const ISSUER = "http://accounts.localhost";
const OTP_SECRET = "integration-test-secret-0123456789abcdef";
const TAX_CODES: Record<string, string> = { it: "RSSMRA85T10A562S", es: "12345678Z" };

let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
const fresh = (label = "sso") => `${label}.${testNow().getTime()}.${++counter}@example.com`;

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  // A few trips, for the wishlist modal.
  site = await startSite({
    bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port), OTP_SECRET },
    seed: { scale: 0.1, today: testNow() },
  });
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

// ---- a browser: cookies per host, redirects followed by hand (tests/support/cookie-browser.ts)

const browser = () => cookieBrowser((url, init) => site.dispatch(url, init));
type Browser = CookieBrowser;

/**
 * The one-time-code steps posted to `action` (a site's sign-in page, a modal's steps or the
 * provider's sign-in page): a new person answers step 2; the code comes from the inbox.
 */
async function codeSteps(b: Browser, action: (extra: Record<string, string>) => string, email: string, tenant: string) {
  const first = await b.post(action({}), { intent: "email", email });
  expect(first.status).toBe(303);
  const registered = await b.post(action({ step: "new-user", email }), {
    intent: "register",
    email,
    marketingConsent: "no",
    ...(TAX_CODES[tenant] ? { taxCode: TAX_CODES[tenant]! } : {}),
  });
  expect(registered.status).toBe(303);
  const code = codeIn(await inbox.waitForMail({ to: email }));
  const done = await b.post(action({ step: "code", email }), { intent: "code", step: "code", email, otp: code });
  expect(done.status).toBe(303);
  return done;
}

async function aTravel(): Promise<{ travelId: number; path: string }> {
  const row = await site.db
    .prepare(
      `SELECT r.travel_id, t.slug_it FROM tours r JOIN travels t ON t.id = r.travel_id
       WHERE r.starting_date > date('now') AND r.sales_status IN ('CONFIRMED', 'PLANNED', 'ALMOST_FULL') ORDER BY r.id LIMIT 1`,
    )
    .first<{ travel_id: number; slug_it: string }>();
  return { travelId: row!.travel_id, path: `/viaggi/${row!.slug_it}` };
}

const userId = async (email: string) =>
  (await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;
const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email)).length;

/** A site's Log in: /login → the provider → /login/redirect → back, with no page between. */
async function logIn(b: Browser, tenant: string) {
  return b.follow(`http://${tenant}.localhost/login?returnTo=%2F`);
}

/** Signed in through the site's own sign-in page on `tenant`, the ticket round included. */
async function signedInThroughSitePage(tenant: string, email = fresh()) {
  const b = browser();
  const done = await codeSteps(b, (extra) => `http://${tenant}.localhost/auth/sign-in?${new URLSearchParams(extra)}`, email, tenant);
  const landed = await b.follow(new URL(done.headers.get("Location")!, `http://${tenant}.localhost`).href);
  expect(landed.hops).toEqual([
    "accounts.localhost/oidc/session",
    `${tenant}.localhost/login/sso`,
    "accounts.localhost/oidc/session",
    `${tenant}.localhost/`,
  ]);
  return { b, email };
}

/** Signed in through a site's Log in and the provider's own sign-in page (the path that already made one session). */
async function signedInAtProvider(tenant: string, email = fresh("op")) {
  const b = browser();
  const toSignIn = await b.follow(`http://${tenant}.localhost/login?returnTo=%2F`);
  expect(toSignIn.hops.at(-1)).toBe("accounts.localhost/oidc/sign-in");
  const signIn = new URL(toSignIn.url);
  const done = await codeSteps(
    b,
    (extra) => {
      const url = new URL(signIn);
      for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
      return url.href;
    },
    email,
    tenant,
  );
  const landed = await b.follow(new URL(done.headers.get("Location")!, ISSUER).href);
  expect(landed.hops.at(-1)).toBe(`${tenant}.localhost/`);
  return { b, email };
}

// ---- 1. one session, every path ----------------------------------------------------------------

describe("one session on every path", () => {
  it("a sign-in through the wishlist modal on it opens the provider session: es and de sign in by redirects alone, one e-mail in all", async () => {
    const b = browser();
    const email = fresh("wishlist");
    const { travelId, path } = await aTravel();
    const returnTo = `${path}?modal=wishlist&type=travel-${travelId}`;
    const action = (extra: Record<string, string>) =>
      `http://it.localhost/account/modal-steps?${new URLSearchParams({ flow: "wishlist", type: `travel-${travelId}`, returnTo, ...extra })}`;
    const done = await codeSteps(b, action, email, "it");
    expect(b.cookie("it.localhost", "caravan_session")).toBeTruthy();
    // The code was right: the trip is saved, and the way back passes through the provider with a one-time ticket.
    const through = new URL(done.headers.get("Location")!);
    expect(through.origin + through.pathname).toBe(`${ISSUER}/oidc/session`);
    expect(through.searchParams.get("client_id")).toBe("it");
    expect(through.searchParams.get("ticket")).toMatch(/^[0-9a-f]{64}$/);
    const back = await b.follow(through.href);
    // The provider pairs the ticket with this browser: the site confirms its own session, then the provider finishes.
    expect(back.hops).toEqual([
      "accounts.localhost/oidc/session",
      "it.localhost/login/sso",
      "accounts.localhost/oidc/session",
      `it.localhost${path}`,
    ]);
    expect(new URL(back.url).searchParams.get("toast")).toBe("added");
    // The ticket is spent: the same URL again sets nothing.
    expect((await b.request(through.href)).headers.getSetCookie().join()).not.toContain("caravan_accounts");
    expect(b.cookie("accounts.localhost", "caravan_accounts")).toBeTruthy();
    expect(await b.signedInOn("it")).toBe(true);

    for (const tenant of ["es", "de"]) {
      const landed = await logIn(b, tenant);
      expect(landed.hops).toEqual([
        `${tenant}.localhost/login`,
        "accounts.localhost/oidc/authorize",
        `${tenant}.localhost/login/redirect`,
        `${tenant}.localhost/`,
      ]);
      expect(await b.signedInOn(tenant)).toBe(true);
    }
    expect(mailsTo(email)).toBe(1);
    // One provider session; the three site sessions hang off it.
    const id = await userId(email);
    const providers = await site.db.prepare("SELECT id FROM provider_sessions WHERE user_id = ? AND ended_at IS NULL").bind(id).all();
    expect(providers.results).toHaveLength(1);
    const sites = await site.db
      .prepare("SELECT site, provider_session_id FROM site_sessions WHERE user_id = ? AND ended_at IS NULL ORDER BY site")
      .bind(id)
      .all<{ site: string; provider_session_id: string }>();
    expect(sites.results.map((s) => s.site)).toEqual(["de", "es", "it"]);
    for (const s of sites.results) expect(s.provider_session_id).toBe((providers.results[0] as { id: string }).id);
  });

  it("so does the site's sign-in page, and the provider's own sign-in: the personal area asks for no code", async () => {
    const { b, email } = await signedInThroughSitePage("uk");
    const area = await b.request(`${ISSUER}/oidc/account?client_id=uk`);
    expect(area.status).toBe(200);
    expect(textOf(parseHtml(await area.text()).querySelector("[data-testid=account-email]"))).toBe(email);
    expect((await logIn(b, "fr")).hops.at(-1)).toBe("fr.localhost/");
    expect(await b.signedInOn("fr")).toBe(true);
    expect(mailsTo(email)).toBe(1);
  });

  it("a ticket works once, within its time, for its client's own paths, and only in the browser that signed in (no login CSRF)", async () => {
    const b = browser();
    const email = fresh("ticket");
    const done = await codeSteps(b, (extra) => `http://es.localhost/auth/sign-in?${new URLSearchParams(extra)}`, email, "es");
    const through = new URL(done.headers.get("Location")!);
    // Another path for the same ticket: only a path of the site, never another host.
    for (const bad of ["//evil.example/", "https://evil.example/"]) {
      const elsewhere = new URL(through);
      elsewhere.searchParams.set("return", bad);
      const refused = await browser().request(elsewhere.href);
      expect(refused.status).toBe(400);
      expect(refused.headers.get("Location")).toBeNull();
      expect(textOf(parseHtml(await refused.text()).querySelector("h1"))).toBeTruthy();
    }
    const unknown = new URL(through);
    unknown.searchParams.set("client_id", "xx");
    expect((await browser().request(unknown.href)).status).toBe(400);

    // The URL sent to someone else (login CSRF): their browser holds no session of its owner on
    // es, so the site does not confirm it and they are signed in nowhere.
    const victim = browser();
    const lured = await victim.follow(through.href);
    expect(lured.hops).toEqual(["accounts.localhost/oidc/session", "es.localhost/login/sso", "es.localhost/"]);
    expect(victim.cookie("accounts.localhost", "caravan_accounts")).toBeNull();
    expect(await victim.signedInOn("es")).toBe(false);
    // Nor with someone else's site session in that browser.
    const other = await signedInThroughSitePage("es");
    const before = other.b.cookie("accounts.localhost", "caravan_accounts");
    const replayed = await b.request(through.href);
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get("Location")).toBe("http://es.localhost/");
    expect(replayed.headers.getSetCookie().join()).not.toContain("caravan_accounts");
    const second = await codeStepsKnown(b, "es", email);
    const check = await b.request(new URL(second.headers.get("Location")!).href);
    const sso = new URL(check.headers.get("Location")!);
    expect(sso.pathname).toBe("/login/sso");
    const elsewhereSso = await other.b.follow(sso.href);
    expect(elsewhereSso.hops.at(-1)).toBe("es.localhost/");
    expect(other.b.cookie("accounts.localhost", "caravan_accounts")).toBe(before);
    // The check is still the owner's: their browser finishes the hand-over.
    const owner = await b.follow(sso.href);
    expect(owner.hops).toEqual(["es.localhost/login/sso", "accounts.localhost/oidc/session", "es.localhost/"]);
    expect(b.cookie("accounts.localhost", "caravan_accounts")).toBeTruthy();

    // A ticket is good for 2 minutes.
    const late = browser();
    const lateDone = await codeSteps(
      late,
      (extra) => `http://es.localhost/auth/sign-in?${new URLSearchParams(extra)}`,
      fresh("late"),
      "es",
    );
    await site.db.prepare("UPDATE provider_sessions SET ticket_expires_at = 1 WHERE ticket_hash IS NOT NULL").run();
    const expired = await late.follow(lateDone.headers.get("Location")!);
    expect(expired.hops.at(-1)).toBe("es.localhost/");
    expect(late.cookie("accounts.localhost", "caravan_accounts")).toBeNull();
  });

  it("a second inline sign-in in the same browser joins the provider session already there", async () => {
    const { b, email } = await signedInThroughSitePage("it");
    // Signed in on it and at the provider; on de they use de's own sign-in page with a new code.
    const again = await codeStepsKnown(b, "de", email);
    await b.follow(new URL(again.headers.get("Location")!).href);
    const id = await userId(email);
    const open = await site.db
      .prepare("SELECT COUNT(DISTINCT provider_session_id) AS n FROM site_sessions WHERE user_id = ? AND ended_at IS NULL")
      .bind(id)
      .first<{ n: number }>();
    expect(open!.n).toBe(1);
    // So one logout still ends both.
    await b.follow("http://de.localhost/logout", { method: "POST", headers: { Origin: "http://de.localhost" } });
    expect(await b.signedInOn("it")).toBe(false);
  });
});

/** A known person's code steps on a site's sign-in page. */
async function codeStepsKnown(b: Browser, tenant: string, email: string) {
  inbox.clear();
  const first = await b.post(`http://${tenant}.localhost/auth/sign-in`, { intent: "email", email });
  expect(first.status).toBe(303);
  const code = codeIn(await inbox.waitForMail({ to: email }));
  const done = await b.post(`http://${tenant}.localhost/auth/sign-in?step=existing-user`, {
    intent: "code",
    step: "existing-user",
    email,
    otp: code,
  });
  expect(done.status).toBe(303);
  return done;
}

// ---- 2. single logout --------------------------------------------------------------------------

describe("single logout", () => {
  it("logging out on es signs it and de out on their next request, and the provider too", async () => {
    const { b, email } = await signedInThroughSitePage("it");
    await logIn(b, "es");
    await logIn(b, "de");
    for (const tenant of ["it", "es", "de"]) expect(await b.signedInOn(tenant), tenant).toBe(true);

    const out = await b.follow("http://es.localhost/logout", { method: "POST", headers: { Origin: "http://es.localhost" } });
    // The site ended the provider session itself: the provider clears its cookie without asking.
    expect(out.hops).toEqual(["es.localhost/logout", "accounts.localhost/oidc/end-session", "es.localhost/"]);
    expect(b.cookie("accounts.localhost", "caravan_accounts")).toBeNull();

    // A signed-in page of another site, on its next request: signed out, its cookie cleared.
    const page = await b.request("http://it.localhost/");
    expect(page.headers.getSetCookie().join()).toMatch(/caravan_session=;.*Max-Age=0/);
    expect(parseHtml(await page.text()).querySelector("[data-testid=account-menu]")).toBeNull();
    expect(b.cookie("it.localhost", "caravan_session")).toBeNull();
    expect(await b.signedInOn("de")).toBe(false);
    // Nobody is signed in at the provider: another Log in asks who it is.
    expect((await logIn(b, "fr")).hops.at(-1)).toBe("accounts.localhost/oidc/sign-in");
    const id = await userId(email);
    const open = await site.db.prepare("SELECT COUNT(*) AS n FROM site_sessions WHERE user_id = ? AND ended_at IS NULL").bind(id).first<{
      n: number;
    }>();
    expect(open!.n).toBe(0);
  });

  it("a copy of a site's cookie is refused once the person logged out (the record, not the token's expiry, decides)", async () => {
    const { b } = await signedInThroughSitePage("fr");
    const cookie = b.cookie("fr.localhost", "caravan_session")!;
    await b.follow("http://fr.localhost/logout", { method: "POST", headers: { Origin: "http://fr.localhost" } });
    const copy = await site.dispatch("http://fr.localhost/api/users/me", { headers: { Cookie: `caravan_session=${cookie}` } });
    expect(copy.status).toBe(401);
  });

  it("sign out everywhere in the personal area ends every session of the person on every device", async () => {
    const { b: laptop, email } = await signedInThroughSitePage("it");
    await logIn(laptop, "es");
    const phone = browser();
    inbox.clear();
    const done = await codeStepsKnown(phone, "de", email);
    await phone.follow(new URL(done.headers.get("Location")!).href);
    await logIn(phone, "uk");
    for (const [b, tenant] of [
      [laptop, "it"],
      [laptop, "es"],
      [phone, "de"],
      [phone, "uk"],
    ] as const)
      expect(await b.signedInOn(tenant)).toBe(true);

    const out = await phone.post(`${ISSUER}/oidc/account?client_id=de`, { intent: "sign-out-everywhere" });
    expect(out.status).toBe(303);
    for (const [b, tenant] of [
      [laptop, "it"],
      [laptop, "es"],
      [phone, "de"],
      [phone, "uk"],
    ] as const)
      expect(await b.signedInOn(tenant), tenant).toBe(false);
    expect((await logIn(laptop, "fr")).hops.at(-1)).toBe("accounts.localhost/oidc/sign-in");
  });
});

// ---- 3. the provider against the OpenID Foundation's basic OP plan and RFC 9700 ---------------

const testFetch: oidc.CustomFetch = (url, options) => site.dispatch(url, options as RequestInit);

async function clientFor(tenant: string): Promise<oidc.Configuration> {
  // The client's clock is the tests' clock (the provider's is shifted to it): its checks of a
  // token's times read the same day.
  const metadata = { client_secret: await clientSecretOf(OTP_SECRET, tenant), [oidc.clockSkew]: CLOCK_OFFSET_MS / 1000 };
  return oidc.discovery(new URL(ISSUER), tenant, metadata, undefined, {
    [oidc.customFetch]: testFetch,
    execute: [oidc.allowInsecureRequests],
  });
}

async function authorizationUrl(config: oidc.Configuration, tenant: string, extra: Record<string, string> = {}) {
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

/** An authorization request in a browser: the code (and the checks to redeem it), or where it went instead. */
async function authorize(b: Browser, config: oidc.Configuration, tenant: string, extra: Record<string, string> = {}) {
  const started = await authorizationUrl(config, tenant, extra);
  const answer = await b.request(started.url.href);
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get("Location")!, ISSUER);
  const redeem = () =>
    oidc.authorizationCodeGrant(config, location, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
  return { ...started, location, redeem };
}

describe("the provider against the OpenID Foundation basic OP plan", () => {
  it("a refresh token replayed after the grace revokes the whole grant: its access tokens stop at userinfo (401)", async () => {
    const { b, email } = await signedInAtProvider("uk");
    const config = await clientFor("uk");
    const tokens = await (await authorize(b, config, "uk")).redeem();
    const id = await userId(email);
    const second = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect((await oidc.fetchUserInfo(config, second.access_token, id)).sub).toBe(id);
    await site.db.prepare("UPDATE refresh_tokens SET replaced_at = replaced_at - 60000 WHERE replaced_at IS NOT NULL").run();
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: "invalid_grant" });
    const userinfo = await site.dispatch(`${ISSUER}/oidc/userinfo`, { headers: { Authorization: `Bearer ${second.access_token}` } });
    expect(userinfo.status).toBe(401);
    const grant = await site.db
      .prepare("SELECT revoked_at FROM oidc_grants WHERE id = ?")
      .bind(decodeJwt(second.access_token).gid)
      .first<{ revoked_at: number | null }>();
    expect(grant!.revoked_at).not.toBeNull();
  });

  it("walks the checks that apply: redirect URI, PKCE S256, nonce, code reuse, refresh, prompt, max_age, id_token_hint", async () => {
    const { b, email } = await signedInAtProvider("it");
    const config = await clientFor("it");
    const id = await userId(email);

    // Registered redirect URI only: anything else is shown on the provider, never redirected to.
    const wrongUri = await b.request((await authorizationUrl(config, "it", { redirect_uri: "http://it.localhost/elsewhere" })).url.href);
    expect(wrongUri.status).toBe(400);
    expect(wrongUri.headers.get("Location")).toBeNull();

    // PKCE: S256 required; plain refused; nonce required.
    const refusals: Record<string, string>[] = [{ code_challenge_method: "plain" }, { code_challenge_method: "" }, { nonce: "" }];
    for (const extra of refusals) {
      const refused = await authorize(b, config, "it", extra);
      expect(refused.location.searchParams.get("error"), JSON.stringify(extra)).toBe("invalid_request");
    }

    // The code flow: nonce and auth_time in the ID token; the code works once, a replay revokes.
    const first = await authorize(b, config, "it", { max_age: "3600" });
    const tokens = await first.redeem();
    const claims = tokens.claims()!;
    expect(claims.nonce).toBe(first.nonce);
    expect(typeof claims.auth_time).toBe("number");
    expect(typeof claims.sid).toBe("string");
    await expect(first.redeem()).rejects.toMatchObject({ error: "invalid_grant" });
    await expect(oidc.fetchUserInfo(config, tokens.access_token, id)).rejects.toThrow();

    // Refresh: a new pair, the same subject.
    const good = await (await authorize(b, config, "it")).redeem();
    const refreshed = await oidc.refreshTokenGrant(config, good.refresh_token!);
    expect(refreshed.claims()!.sub).toBe(id);
    expect((await oidc.fetchUserInfo(config, refreshed.access_token, id)).sub).toBe(id);

    // prompt=none with a session: a code, no page.
    const silent = await authorize(b, config, "it", { prompt: "none" });
    expect(silent.location.searchParams.get("code")).toBeTruthy();

    // id_token_hint: the same person gets a code silently; a garbage hint is refused.
    const hinted = await authorize(b, config, "it", { prompt: "none", id_token_hint: good.id_token! });
    expect(hinted.location.searchParams.get("code")).toBeTruthy();
    const garbage = await authorize(b, config, "it", { prompt: "none", id_token_hint: "a.b.c" });
    expect(garbage.location.searchParams.get("error")).toBe("invalid_request");
    // Someone else's ID token as the hint: the person signed in here is not them.
    const other = await signedInAtProvider("it");
    const othersToken = await (await authorize(other.b, config, "it")).redeem();
    const mismatch = await authorize(b, config, "it", { prompt: "none", id_token_hint: othersToken.id_token! });
    expect(mismatch.location.searchParams.get("error")).toBe("login_required");

    // max_age: a sign-in older than it is made again (and prompt=none cannot).
    await site.db.prepare("UPDATE provider_sessions SET auth_time = auth_time - 7200 WHERE user_id = ?").bind(id).run();
    const stale = await authorize(b, config, "it", { max_age: "3600", prompt: "none" });
    expect(stale.location.searchParams.get("error")).toBe("login_required");
    const old = await authorize(b, config, "it", { max_age: "3600" });
    expect(old.location.pathname).toBe("/oidc/sign-in");

    // prompt=login: the sign-in page shows its steps though a session exists, and after them a
    // code comes with a new auth_time.
    const login = await authorize(b, config, "it", { prompt: "login" });
    expect(login.location.pathname).toBe("/oidc/sign-in");
    const page = await b.request(login.location.href);
    expect(page.status).toBe(200);
    expect(parseHtml(await page.text()).querySelector("form input[name=email]")).not.toBeNull();
    inbox.clear();
    const signIn = (extra: Record<string, string>) => {
      const url = new URL(login.location);
      for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
      return url.href;
    };
    // auth_time counts whole seconds: the new proof must come in a later second than the first
    // sign-in for the claim to show it moved (a fast machine does both within one second).
    while (Math.floor(testNow().getTime() / 1000) <= (claims.auth_time as number)) await new Promise((resolve) => setTimeout(resolve, 25));
    const again = await b.post(signIn({}), { intent: "email", email });
    expect(again.status).toBe(303);
    const code = codeIn(await inbox.waitForMail({ to: email }));
    const proved = await b.post(signIn({ step: "existing-user", email }), { intent: "code", step: "existing-user", email, otp: code });
    expect(proved.status).toBe(303);
    const continued = new URL(proved.headers.get("Location")!, ISSUER);
    expect(continued.pathname).toBe("/oidc/authorize");
    expect(continued.searchParams.get("prompt")).toBeNull();
    const answer = await b.request(continued.href);
    const callback = new URL(answer.headers.get("Location")!);
    const fresher = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: login.verifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
    });
    expect(fresher.claims()!.auth_time).toBeGreaterThan(claims.auth_time as number);
  });

  it("end-session: an id_token_hint proves the client and goes back to its registered URI; without it the provider asks", async () => {
    const { b, email } = await signedInAtProvider("es");
    await logIn(b, "de");
    const config = await clientFor("es");
    const tokens = await (await authorize(b, config, "es")).redeem();
    const back = encodeURIComponent("http://es.localhost/");

    // A bare GET (client_id only, as a foreign page could make one): a confirmation page in the client's language.
    const bare = await b.request(`${ISSUER}/oidc/end-session?client_id=es&post_logout_redirect_uri=${back}&state=s1`);
    expect(bare.status).toBe(200);
    expect(bare.headers.getSetCookie()).toEqual([]);
    const html = parseHtml(await bare.text());
    expect(html.querySelector("html")!.getAttribute("lang")).toBe("es");
    expect(textOf(html.querySelector("h1"))).toBe("¿Cerrar la sesión de Caravan?");
    const form = html.querySelector("form[data-testid=confirm-logout]")!;
    expect(form.getAttribute("method")).toBe("post");
    const fields = Object.fromEntries(
      form.querySelectorAll("input[type=hidden]").map((i) => [i.getAttribute("name")!, i.getAttribute("value")!]),
    );
    expect(fields).toMatchObject({ confirm: "yes", client_id: "es", post_logout_redirect_uri: "http://es.localhost/", state: "s1" });
    expect(await b.signedInOn("de")).toBe(true);
    // Confirmed from the provider's own page: ended, and back to the registered URI.
    const confirmed = await b.post(`${ISSUER}/oidc/end-session`, fields);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("http://es.localhost/?state=s1");
    expect(await b.signedInOn("de")).toBe(false);

    // With an id_token_hint (and no client_id) the client is proven: no question.
    const second = await signedInAtProvider("es", fresh("hint"));
    const hintTokens = await (await authorize(second.b, config, "es")).redeem();
    const unregistered = await second.b.request(
      `${ISSUER}/oidc/end-session?id_token_hint=${hintTokens.id_token}&post_logout_redirect_uri=${encodeURIComponent("http://evil.example/")}`,
    );
    // Ended, but never sent to a URI nobody registered.
    expect(unregistered.status).toBe(200);
    expect(unregistered.headers.get("Location")).toBeNull();
    expect(await second.b.signedInOn("es")).toBe(false);

    const third = await signedInAtProvider("es", fresh("hint"));
    const thirdTokens = await (await authorize(third.b, config, "es")).redeem();
    const hinted = await third.b.request(
      `${ISSUER}/oidc/end-session?id_token_hint=${thirdTokens.id_token}&post_logout_redirect_uri=${back}`,
    );
    expect(hinted.status).toBe(302);
    expect(hinted.headers.get("Location")).toBe("http://es.localhost/");
    expect(await third.b.signedInOn("es")).toBe(false);
    // A hint and a client_id that disagree prove nothing.
    const fourth = await signedInAtProvider("es", fresh("hint"));
    const fourthTokens = await (await authorize(fourth.b, config, "es")).redeem();
    const disagree = await fourth.b.request(`${ISSUER}/oidc/end-session?id_token_hint=${fourthTokens.id_token}&client_id=it`);
    expect(disagree.status).toBe(200);
    expect(parseHtml(await disagree.text()).querySelector("form[data-testid=confirm-logout]")).not.toBeNull();
    expect(await fourth.b.signedInOn("es")).toBe(true);
    expect(decodeJwt(tokens.id_token!).sub).toBe(await userId(email));
  });
});
