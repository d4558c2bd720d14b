/**
 * Sign-in with e-mailed one-time codes through the built
 * Worker: real D1, real SMTP to an in-process catcher, every error code, the limits under
 * parallel requests, sessions with rotating refresh tokens.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { startSite, type Site } from "./harness";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";

let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
const fresh = (label = "ann") => `${label}.${Date.now()}.${++counter}@example.com`;

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) } });
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});
const generate = (tenant: string, body: unknown, headers?: Record<string, string>) =>
  site.fetch(tenant, "/auth/generate-otp", json(body, headers));
const complete = (tenant: string, body: unknown) => site.fetch(tenant, "/auth/complete-otp", json(body));
const consent = { marketingConsent: false };

/** Asks a code for a new person and reads it from the inbox. */
async function codeFor(email: string, tenant = "uk"): Promise<string> {
  // It and es ask the tax code at registration.
  const taxCode = tenant === "it" ? { taxCode: "RSSMRA85T10A562S" } : tenant === "es" ? { taxCode: "12345678Z" } : {};
  const response = await generate(tenant, { email, ...consent, ...taxCode });
  expect(response.status).toBe(200);
  return codeIn(await inbox.waitForMail({ to: email }));
}

const cookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("caravan_session="))!;
const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

describe("POST /auth/generate-otp", () => {
  it("sends a code to a new person with their consent and answers renewableIn", async () => {
    const email = fresh();
    const response = await generate("uk", { email: ` ${email.toUpperCase()} `, ...consent });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { renewableIn: 120, isNewUser: true } });
    const mail = await inbox.waitForMail({ to: email });
    expect(codeIn(mail)).toMatch(/^[0-9]{6}$/);
    // The stored form is an HMAC, never the code.
    const row = await site.db.prepare("SELECT code_hash FROM one_time_codes WHERE email = ?").bind(email).first<{ code_hash: string }>();
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(codeIn(mail));
  });

  it("asks a new person for step 2 first: VALIDATION_ERROR with isNewUser, nothing sent", async () => {
    const email = fresh();
    const response = await generate("uk", { email });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "VALIDATION_ERROR", extra: { field: "marketingConsent", isNewUser: true } },
    });
    await expect(inbox.waitForMail({ to: email, timeout: 300 })).rejects.toThrow();
  });

  it.each([["not-an-email"], [""], [42], ["ann@example"]])("answers VALIDATION_ERROR for %s", async (email) => {
    const response = await generate("it", { email });
    expect(response.status).toBe(400);
    // The Italian site's message (the JSON API speaks the site's language).
    expect(await response.json()).toMatchObject({
      error: { code: "VALIDATION_ERROR", message: catalogues.it.account.errors.invalid.email },
    });
  });

  it("asked again within 120 s answers OTP_CODE_STILL_VALID with the time left and sends nothing", async () => {
    const email = fresh();
    await codeFor(email);
    inbox.clear();
    const again = await generate("uk", { email, ...consent });
    expect(again.status).toBe(429);
    const body = (await again.json()) as { error: { code: string; extra: { renewableIn: number } } };
    expect(body.error.code).toBe("OTP_CODE_STILL_VALID");
    expect(body.error.extra.renewableIn).toBeGreaterThan(100);
    expect(body.error.extra.renewableIn).toBeLessThanOrEqual(120);
    await expect(inbox.waitForMail({ to: email, timeout: 400 })).rejects.toThrow();
  });

  it("sends at most 5 codes an hour to one address", async () => {
    const email = fresh();
    for (let i = 0; i < 5; i++) {
      await codeFor(email);
      // Past the resend wait, as if two minutes went by.
      await site.db.prepare("UPDATE one_time_codes SET renewable_at = 0 WHERE email = ?").bind(email).run();
    }
    const sixth = await generate("uk", { email, ...consent });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ error: { code: "OTP_TOO_MANY_CODES" } });
  });

  it("counts the hourly cap per requester: a stranger who used up an address's codes does not lock its owner out", async () => {
    const email = fresh("owner");
    const device = (id: string) => ({ Cookie: `caravan_device=${id}` });
    const stranger = device("00000000-0000-4000-8000-00000000a11c");
    const owner = device("00000000-0000-4000-8000-0000000000b0");
    const ask = (headers: Record<string, string>) => generate("uk", { email, ...consent }, headers);
    for (let i = 0; i < 5; i++) {
      expect((await ask(stranger)).status).toBe(200);
      await site.db.prepare("UPDATE one_time_codes SET renewable_at = 0 WHERE email = ?").bind(email).run();
    }
    // The stranger's sixth waits for the hour.
    const sixth = await ask(stranger);
    expect(sixth.status).toBe(429);
    const strangerWait = ((await sixth.json()) as { error: { code: string; extra: { retryIn: number } } }).error;
    expect(strangerWait.code).toBe("OTP_TOO_MANY_CODES");
    expect(strangerWait.extra.retryIn).toBeGreaterThan(50 * 60);
    // The owner is only slowed down: a few minutes after the newest code, never the hour.
    const slowed = await ask(owner);
    expect(slowed.status).toBe(429);
    const ownerWait = ((await slowed.json()) as { error: { extra: { retryIn: number } } }).error.extra.retryIn;
    expect(ownerWait).toBeGreaterThan(0);
    expect(ownerWait).toBeLessThanOrEqual(15 * 60);
    // Once that wait has gone by, the owner's code is sent.
    await site.db
      .prepare("UPDATE one_time_codes SET created_at = created_at - ? WHERE email = ?")
      .bind(ownerWait * 1000, email)
      .run();
    inbox.clear();
    expect((await ask(owner)).status).toBe(200);
    expect(codeIn(await inbox.waitForMail({ to: email }))).toMatch(/^[0-9]{6}$/);
    // And the address's waits grow with each code past the free ones, up to 15 minutes.
    await site.db.prepare("UPDATE one_time_codes SET renewable_at = 0 WHERE email = ?").bind(email).run();
    const next = await ask(device("00000000-0000-4000-8000-0000000000c0"));
    expect(next.status).toBe(429);
    const nextWait = ((await next.json()) as { error: { extra: { retryIn: number } } }).error.extra.retryIn;
    expect(nextWait).toBeGreaterThan(ownerWait);
    expect(nextWait).toBeLessThanOrEqual(15 * 60);
  });

  it("brakes one IP address (the rate-limit binding)", async () => {
    const braked = await startSite({ otpRateLimit: 2, bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) } });
    try {
      const ask = () =>
        braked.fetch("fr", "/auth/generate-otp", json({ email: fresh(), ...consent }, { "CF-Connecting-IP": "203.0.113.9" }));
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({ error: { code: "TOO_MANY_REQUESTS" } });
    } finally {
      await braked.close();
    }
  });

  it("asks the tax code on it and es only, checked by the country's rules", async () => {
    const missing = await generate("it", { email: fresh(), ...consent });
    expect(await missing.json()).toMatchObject({ error: { code: "VALIDATION_ERROR", extra: { field: "taxCode" } } });
    const wrong = await generate("es", { email: fresh(), ...consent, taxCode: "12345678A" });
    expect(await wrong.json()).toMatchObject({ error: { code: "VALIDATION_ERROR", extra: { field: "taxCode" } } });
    expect((await generate("it", { email: fresh(), ...consent, taxCode: "RSSMRA85T10A562S" })).status).toBe(200);
    expect((await generate("de", { email: fresh(), ...consent })).status).toBe(200);
  });

  it("refuses JSON it cannot read, other content types and GET", async () => {
    expect(
      (await site.fetch("uk", "/auth/generate-otp", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{nope" }))
        .status,
    ).toBe(400);
    expect(
      (await site.fetch("uk", "/auth/generate-otp", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "a@b.co" })).status,
    ).toBe(415);
    expect((await site.fetch("uk", "/auth/generate-otp")).status).toBe(405);
  });
});

describe("POST /auth/complete-otp", () => {
  it("signs a new person in: tokens, a session cookie with the right flags, the account with its consents", async () => {
    const email = fresh();
    const code = await codeFor(email);
    const response = await complete("uk", { email, otp: code });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { jwt: string; refreshToken: string } };
    expect(body.data.jwt.split(".")).toHaveLength(3);
    expect(body.data.refreshToken).toMatch(/^[0-9a-f]{64}$/);
    const cookie = cookieOf(response);
    for (const flag of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/", "Max-Age=2592000"]) expect(cookie).toContain(flag);
    const user = await site.db.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, unknown>>();
    expect(user).toMatchObject({ email, site: "uk", marketing_consent: 0, role: "USER" });
    expect(String(user!.id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(user!.privacy_policy_version).toBeTruthy();
    expect(user!.terms_accepted_at).toBeGreaterThan(0);
    // The refresh token is kept hashed only.
    const stored = await site.db
      .prepare("SELECT token_hash FROM refresh_tokens WHERE user_id = ?")
      .bind(user!.id)
      .first<{ token_hash: string }>();
    expect(stored!.token_hash).not.toBe(body.data.refreshToken);
  });

  it("answers OTP_CODE_INVALID ('The code is wrong') for a wrong code", async () => {
    const email = fresh();
    const code = await codeFor(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const response = await complete("uk", { email, otp: wrong });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "OTP_CODE_INVALID", message: "The code is wrong", extra: { attemptsLeft: 4 } },
    });
  });

  it("never accepts a code twice", async () => {
    const email = fresh();
    const code = await codeFor(email);
    expect((await complete("uk", { email, otp: code })).status).toBe(200);
    const again = await complete("uk", { email, otp: code });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toMatch(/^OTP_CODE_(INVALID|EXPIRED)$/);
  });

  it("refuses an expired code", async () => {
    const email = fresh();
    const code = await codeFor(email);
    await site.db.prepare("UPDATE one_time_codes SET expires_at = 1 WHERE email = ?").bind(email).run();
    const response = await complete("uk", { email, otp: code });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "OTP_CODE_EXPIRED" } });
  });

  it("spends a code after 5 wrong tries: the 6th try fails even with the right code", async () => {
    const email = fresh();
    const code = await codeFor(email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) expect((await complete("uk", { email, otp: wrong })).status).toBe(400);
    const sixth = await complete("uk", { email, otp: code });
    expect(sixth.status).toBe(400);
    // It says the tries are used up (and that a new code can be asked for now), not "expired".
    expect(await sixth.json()).toMatchObject({ error: { code: "OTP_TOO_MANY_ATTEMPTS", extra: { renewableIn: 0 } } });
  });

  it("evaluates at most 5 of 20 parallel wrong guesses", async () => {
    const email = fresh();
    const code = await codeFor(email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        complete("uk", { email, otp: wrong(i) }).then((r) => r.json() as Promise<{ error: { code: string } }>),
      ),
    );
    const codes = answers.map((a) => a.error.code);
    // Four wrong answers, then the fifth and every later one: the tries are used up.
    expect(codes.filter((c) => c === "OTP_CODE_INVALID")).toHaveLength(4);
    expect(codes.filter((c) => c === "OTP_TOO_MANY_ATTEMPTS")).toHaveLength(16);
    const row = await site.db.prepare("SELECT attempts FROM one_time_codes WHERE email = ?").bind(email).first<{ attempts: number }>();
    expect(row!.attempts).toBe(5);
  });

  it("refuses admin accounts", async () => {
    const email = fresh("admin");
    const code = await codeFor(email);
    expect((await complete("uk", { email, otp: code })).status).toBe(200);
    await site.db.prepare("UPDATE users SET role = 'ADMIN' WHERE email = ?").bind(email).run();
    inbox.clear();
    await site.db.prepare("UPDATE one_time_codes SET renewable_at = 0 WHERE email = ?").bind(email).run();
    await generate("uk", { email });
    const second = codeIn(await inbox.waitForMail({ to: email }));
    const response = await complete("uk", { email, otp: second });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "ACCOUNT_NOT_ALLOWED" } });
  });

  it("says an existing person is known and sends them a code without step 2", async () => {
    const email = fresh();
    await complete("uk", { email, otp: await codeFor(email) });
    inbox.clear();
    await site.db.prepare("UPDATE one_time_codes SET renewable_at = 0 WHERE email = ?").bind(email).run();
    const response = await generate("de", { email });
    expect(await response.json()).toEqual({ data: { renewableIn: 120, isNewUser: false } });
    const mail = await inbox.waitForMail({ to: email });
    // Localized to the site the request came from.
    expect(mail.subject + mail.text).toMatch(/Code/);
  });
});

describe("sessions", () => {
  async function signedIn(tenant = "uk") {
    const email = fresh();
    const response = await complete(tenant, { email, otp: await codeFor(email, tenant) });
    return {
      email,
      cookie: cookiePair(cookieOf(response)),
      tokens: ((await response.json()) as { data: { jwt: string; refreshToken: string } }).data,
    };
  }

  it("GET /api/users/me answers the signed-in person, and 401 otherwise", async () => {
    const { email, cookie } = await signedIn();
    const me = await site.fetch("uk", "/api/users/me", { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ data: { email, pictureImage: null, acceptedFlags: { newsletter: false, marketing: false } } });
    expect((await site.fetch("uk", "/api/users/me")).status).toBe(401);
    expect(
      (await site.fetch("uk", "/api/users/me", { headers: { Cookie: `caravan_session=forged.token.here~${"0".repeat(64)}` } })).status,
    ).toBe(401);
  });

  it("reads a valid short token without touching the refresh token", async () => {
    const { cookie } = await signedIn();
    const count = () => site.db.prepare("SELECT COUNT(*) AS n FROM refresh_tokens WHERE replaced_at IS NOT NULL").first<{ n: number }>();
    const before = (await count())!.n;
    for (let i = 0; i < 3; i++) {
      const me = await site.fetch("uk", "/api/users/me", { headers: { Cookie: cookie } });
      expect(me.status).toBe(200);
      expect(me.headers.getSetCookie().some((c) => c.startsWith("caravan_session="))).toBe(false);
    }
    expect((await count())!.n).toBe(before);
  });

  it("one account on every site: the session of one site is valid on another", async () => {
    const { email, tokens } = await signedIn("it");
    const me = await site.fetch("es", "/api/users/me", { headers: { Cookie: `caravan_session=${tokens.jwt}~${tokens.refreshToken}` } });
    expect(await me.json()).toMatchObject({ data: { email } });
  });

  it("rotates the refresh token when the short token is no longer valid, and a replayed old one revokes the family", async () => {
    const { email, tokens } = await signedIn();
    // A token that fails verification stands in for an expired one: the refresh token decides.
    const stale = `caravan_session=eyJhbGciOiJFUzI1NiJ9.e30.c2ln~${tokens.refreshToken}`;
    const rotated = await site.fetch("uk", "/api/users/me", { headers: { Cookie: stale } });
    expect(await rotated.json()).toMatchObject({ data: { email } });
    const renewed = cookieOf(rotated);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toContain(tokens.refreshToken);
    const newPair = cookiePair(renewed);
    // The old refresh token comes back a minute later: someone else has a copy.
    await site.db.prepare("UPDATE refresh_tokens SET replaced_at = replaced_at - 60000 WHERE replaced_at IS NOT NULL").run();
    const replay = await site.fetch("uk", "/api/users/me", { headers: { Cookie: stale } });
    expect(replay.status).toBe(401);
    expect(cookieOf(replay)).toContain("Max-Age=0");
    // The whole family is revoked: the new pair's refresh token no longer works either.
    const [, newRefresh] = newPair.split("=")[1]!.split("~");
    const after = await site.fetch("uk", "/api/users/me", {
      headers: { Cookie: `caravan_session=eyJhbGciOiJFUzI1NiJ9.e30.c2ln~${newRefresh}` },
    });
    expect(after.status).toBe(401);
  });

  it("logout revokes the refresh tokens, clears the cookie and lands on /", async () => {
    const { cookie, tokens } = await signedIn();
    const response = await site.fetch("uk", "/logout", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.status).toBe(303);
    // Through the identity provider's end-session (its session ends too), then /.
    expect(response.headers.get("Location")).toBe(
      `http://accounts.localhost/oidc/end-session?client_id=uk&post_logout_redirect_uri=${encodeURIComponent("http://uk.localhost/")}`,
    );
    expect(cookieOf(response)).toContain("Max-Age=0");
    const refreshOnly = `caravan_session=eyJhbGciOiJFUzI1NiJ9.e30.c2ln~${tokens.refreshToken}`;
    expect((await site.fetch("uk", "/api/users/me", { headers: { Cookie: refreshOnly } })).status).toBe(401);
  });

  it("shows the signed-in menu in the header, and pages for a signed-in person are private", async () => {
    const { email, cookie } = await signedIn("it");
    const page = await site.fetch("it", "/", { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain('action="/logout"');
    expect(page.headers.get("Cache-Control") ?? "").not.toMatch(/public/);
    const visitor = await (await site.fetch("it", "/")).text();
    expect(visitor).toContain('data-testid="login-link"');
    expect(visitor).not.toContain('action="/logout"');
  });
});

describe("the sign-in steps as forms (no JavaScript)", () => {
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

  it("new person: e-mail → consent → code → signed in and back where they were", async () => {
    const email = fresh();
    const step1 = await site.fetch("es", "/auth/sign-in?returnTo=%2Fviajes", form({ intent: "email", email }));
    expect(step1.status).toBe(303);
    const step2 = new URL(step1.headers.get("Location")!, "http://es.localhost");
    expect(step2.searchParams.get("step")).toBe("new-user");
    const page2 = await (await site.fetch("es", step2.pathname + step2.search)).text();
    expect(page2).toContain('name="taxCode"');
    const step3 = await site.fetch(
      "es",
      step2.pathname + step2.search,
      form({ intent: "register", email, marketingConsent: "yes", taxCode: "12345678Z" }),
    );
    expect(step3.status).toBe(303);
    const codeStep = new URL(step3.headers.get("Location")!, "http://es.localhost");
    expect(codeStep.searchParams.get("step")).toBe("code");
    const mail = await inbox.waitForMail({ to: email });
    // The e-mail's link opens the code step with the code filled in; following it changes nothing.
    const link = /https?:\/\/[^\s"]+\/auth\/sign-in\?[^\s"]+/.exec(mail.text)![0];
    const linked = await site.fetch("es", new URL(link.replace(/&amp;/g, "&")).pathname + new URL(link.replace(/&amp;/g, "&")).search);
    expect(await linked.text()).toContain(codeIn(mail));
    const done = await site.fetch("es", codeStep.pathname + codeStep.search, form({ intent: "code", email, otp: codeIn(mail) }));
    expect(done.status).toBe(303);
    // Back to where they were, through the provider (a one-time ticket), so the other sites know them too.
    const through = new URL(done.headers.get("Location")!);
    expect(through.origin + through.pathname).toBe("http://accounts.localhost/oidc/session");
    expect(through.searchParams.get("return")).toBe("/viajes");
    expect(cookieOf(done)).toContain("HttpOnly");
    expect(await site.db.prepare("SELECT marketing_consent, tax_code FROM users WHERE email = ?").bind(email).first()).toEqual({
      marketing_consent: 1,
      tax_code: "12345678Z",
    });
  });

  it("a wrong code re-renders the step with the message and a 400", async () => {
    const email = fresh();
    await site.fetch("uk", "/auth/sign-in", form({ intent: "register", email, marketingConsent: "no" }));
    const code = codeIn(await inbox.waitForMail({ to: email }));
    const wrong = String((Number(code) + 3) % 1_000_000).padStart(6, "0");
    const response = await site.fetch(
      "uk",
      `/auth/sign-in?step=code&email=${encodeURIComponent(email)}`,
      form({ intent: "code", step: "code", email, otp: wrong }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The code is wrong");
  });

  it("never sends anyone to another site after signing in", async () => {
    const email = fresh();
    await site.fetch("uk", "/auth/sign-in", form({ intent: "register", email, marketingConsent: "no" }));
    const code = codeIn(await inbox.waitForMail({ to: email }));
    const done = await site.fetch("uk", "/auth/sign-in?returnTo=%2F%2Fevil.example%2F", form({ intent: "code", email, otp: code }));
    expect(new URL(done.headers.get("Location")!).searchParams.get("return")).toBe("/");
  });
});

describe("cross-site requests", () => {
  it.each(["/auth/generate-otp", "/auth/complete-otp", "/auth/sign-in", "/logout"])(
    "a POST to %s from another origin is refused",
    async (path) => {
      const response = await site.fetch("uk", path, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
        body: "{}",
      });
      expect(response.status).toBe(403);
    },
  );
});
