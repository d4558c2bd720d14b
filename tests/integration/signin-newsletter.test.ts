/**
 * Sign-in and the newsletter without dead ends, through the BUILT Worker on several sites, with
 * real D1 and a real SMTP catcher: the sign-in steps without dead ends (resend keeps the step and
 * the answers and sends a code; the fifth wrong code says the tries are used up and a new code can
 * be had), the newsletter's double opt-in for new e-mails (one link, single use, expiring,
 * idempotent; no account, no code), the tax code asked once on it and es before an account action,
 * and every message in the site's language (the JSON API, the 403 / 413 / 415 answers).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { emailCatalogues } from "../../locales/email";
import { resolveTenant } from "../../tenants";
import { codeIn, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "../support/inbox";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
let travelId = 0;
const fresh = (label: string) => `${label}.${testNow().getTime()}.${++counter}@example.com`;
const CODICE_FISCALE = "RSSMRA85T10A562S";
const DNI = "12345678Z";
const languageOf = (tenant: string) => resolveTenant(`${tenant}.localhost`).language;
const texts = (tenant: string) => catalogues[languageOf(tenant)];

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 0.1, today: testNow() } });
  travelId = (await site.db.prepare("SELECT id FROM travels ORDER BY id LIMIT 1").first<{ id: number }>())!.id;
}, 120_000);
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

const form = (fields: Record<string, string>, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(fields).toString(),
});
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});
const locationOf = (response: Response, tenant: string) => new URL(response.headers.get("Location")!, `http://${tenant}.localhost`);
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("caravan_session="))
    ?.split(";")[0];
const mailsTo = (email: string) => inbox.mails.filter((mail) => mail.to.includes(email));
const taxCodeFor = (tenant: string): Record<string, string> =>
  tenant === "it" ? { taxCode: CODICE_FISCALE } : tenant === "es" ? { taxCode: DNI } : {};
/** The resend wait of the e-mail's newest code, over (as if 120 s had passed). */
const waitOver = (email: string) => site.db.prepare("UPDATE one_time_codes SET renewable_at = 0 WHERE email = ?").bind(email).run();

/** An account opened through the site's sign-in steps, and its session cookie there. */
async function account(tenant: string, email = fresh("member")): Promise<{ email: string; cookie: string }> {
  await site.fetch(tenant, "/auth/sign-in", form({ intent: "register", email, marketingConsent: "no", ...taxCodeFor(tenant) }));
  const code = codeIn(await inbox.waitForMail({ to: email }));
  const done = await site.fetch(tenant, "/auth/sign-in", form({ intent: "code", email, otp: code }));
  expect(done.status).toBe(303);
  inbox.clear();
  return { email, cookie: cookieOf(done)! };
}

/** A known person signing in on another site with the code steps (no tax code asked there by the steps). */
async function signInOn(tenant: string, email: string): Promise<string> {
  const step = await site.fetch(tenant, "/auth/sign-in", form({ intent: "email", email }));
  expect(locationOf(step, tenant).searchParams.get("step")).toBe("existing-user");
  const code = codeIn(await inbox.waitForMail({ to: email }));
  const done = await site.fetch(tenant, "/auth/sign-in", form({ intent: "code", step: "existing-user", email, otp: code }));
  inbox.clear();
  return cookieOf(done)!;
}

describe("resend: the same step, the same answers, a new code", () => {
  it.each(["es", "de"])(
    "a new person on %s stays at the code step, gets a second code, and signs up with their answers",
    async (tenant) => {
      const email = fresh("resend-new");
      const page = `/?${new URLSearchParams({ modal: "wishlist", type: `travel-${travelId}` })}`;
      const action = `/account/modal-steps?${new URLSearchParams({ flow: "wishlist", type: `travel-${travelId}`, returnTo: page })}`;
      const registered = await site.fetch(
        tenant,
        action,
        form({ intent: "register", email, marketingConsent: "yes", ...taxCodeFor(tenant) }),
      );
      expect(locationOf(registered, tenant).searchParams.get("step")).toBe("code");
      const first = codeIn(await inbox.waitForMail({ to: email }));
      await waitOver(email);

      // The resend form carries what the code step has: intent, step, e-mail (no consent, no tax code).
      const resent = await site.fetch(tenant, action, form({ intent: "resend", step: "code", email }));
      expect(resent.status).toBe(303);
      const next = locationOf(resent, tenant);
      expect([next.searchParams.get("step"), next.searchParams.get("email")]).toEqual(["code", email]);
      await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(2);
      const second = codeIn(mailsTo(email)[1]!);
      // The second code is the one that counts (the first was replaced).
      if (second !== first) {
        const stale = await site.fetch(tenant, action, form({ intent: "code", step: "code", email, otp: first }));
        expect(stale.status).toBe(400);
      }

      const done = await site.fetch(tenant, action, form({ intent: "code", step: "code", email, otp: second }));
      expect(done.status).toBe(303);
      const user = await site.db
        .prepare("SELECT marketing_consent, tax_code FROM users WHERE email = ?")
        .bind(email)
        .first<{ marketing_consent: number; tax_code: string | null }>();
      expect(user).toEqual({ marketing_consent: 1, tax_code: tenant === "es" ? DNI : null });
    },
  );

  it("an existing customer's resend on it stays at their step and sends a code", async () => {
    const { email } = await account("it");
    const started = await site.fetch("it", "/auth/sign-in", form({ intent: "email", email }));
    expect(locationOf(started, "it").searchParams.get("step")).toBe("existing-user");
    await inbox.waitForMail({ to: email });
    await waitOver(email);
    const resent = await site.fetch("it", "/auth/sign-in", form({ intent: "resend", step: "existing-user", email }));
    expect(locationOf(resent, "it").searchParams.get("step")).toBe("existing-user");
    expect(Number(locationOf(resent, "it").searchParams.get("renewableIn"))).toBe(120);
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(2);
  });

  it("a second request within the wait is no dead end: the code step, with the time left", async () => {
    const { email } = await account("fr");
    await site.fetch("fr", "/auth/sign-in", form({ intent: "email", email }));
    await site.db
      .prepare("UPDATE one_time_codes SET renewable_at = ? WHERE email = ?")
      .bind(testNow().getTime() + 45_000, email)
      .run();
    const again = await site.fetch("fr", "/auth/sign-in", form({ intent: "email", email }));
    expect(again.status).toBe(303);
    const to = locationOf(again, "fr");
    expect(to.searchParams.get("step")).toBe("existing-user");
    expect(Number(to.searchParams.get("renewableIn"))).toBeGreaterThan(40);
    expect(Number(to.searchParams.get("renewableIn"))).toBeLessThanOrEqual(45);
  });
});

describe("the fifth wrong code", () => {
  it("says the tries are used up, in the site's language; the right code does not say 'expired'; a new code comes at once", async () => {
    const { email } = await account("es");
    await site.fetch("es", "/auth/sign-in", form({ intent: "email", email }));
    const code = codeIn(await inbox.waitForMail({ to: email }));
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await (await site.fetch("es", "/auth/complete-otp", json({ email, otp: wrong }))).json());
    const last = answers[4] as { error: { code: string; message: string; extra: Record<string, unknown> } };
    expect(answers.slice(0, 4).map((a) => (a as typeof last).error.code)).toEqual(Array(4).fill("OTP_CODE_INVALID"));
    expect(last.error.code).toBe("OTP_TOO_MANY_ATTEMPTS");
    expect(last.error.message).toBe(catalogues.es.account.errors.OTP_TOO_MANY_ATTEMPTS);
    expect(last.error.extra.renewableIn).toBe(0);

    // The right code now: still "tries used up", never "expired".
    const right = await site.fetch("es", "/auth/sign-in", form({ intent: "code", step: "existing-user", email, otp: code }));
    expect(right.status).toBe(400);
    const page = await pageOf(right);
    expect(textOf(page.querySelector("#sign-in-error"))).toBe(catalogues.es.account.errors.OTP_TOO_MANY_ATTEMPTS);
    expect(page.querySelector("[data-step=existing-user] form.resend button[type=submit]")).not.toBeNull();

    // A new code is offered now (no 120 s wait) and works.
    const resent = await site.fetch("es", "/auth/sign-in", form({ intent: "resend", step: "existing-user", email }));
    expect(resent.status).toBe(303);
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(2);
    const done = await site.fetch(
      "es",
      "/auth/sign-in",
      form({ intent: "code", step: "existing-user", email, otp: codeIn(mailsTo(email)[1]!) }),
    );
    expect(done.status).toBe(303);
    expect(cookieOf(done)).toBeTruthy();
  });
});

/** The confirmation link of a double opt-in e-mail. */
function confirmLinkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL(match![0]);
}

describe("the newsletter for a new e-mail: double opt-in", () => {
  it.each([...TENANT_IDS])(
    "on %s (no JavaScript): one e-mail with a link in the site's language; subscribed once it is opened; nothing else asked",
    async (tenant) => {
      const email = fresh(`optin-${tenant}`);
      const response = await site.fetch(tenant, "/newsletter", form({ email: email.toUpperCase(), returnTo: "/" }));
      expect(response.status).toBe(303);
      const back = locationOf(response, tenant);
      // Back where they were, told to look in the inbox: no modal, no step, no code.
      expect([back.pathname, back.searchParams.get("newsletter"), back.searchParams.get("modal"), back.searchParams.get("step")]).toEqual([
        "/",
        "pending",
        null,
        null,
      ]);
      const page = await pageOf(await site.fetch(tenant, `${back.pathname}${back.search}`));
      expect(textOf(page.querySelector("#newsletter-message"))).toBe(texts(tenant).newsletter.states.pending);

      const mail = await inbox.waitForMail({ to: email });
      const language = languageOf(tenant);
      expect(mail.subject).toBe(
        emailCatalogues[language].newsletterConfirmation.subject.replace("{{siteName}}", resolveTenant(`${tenant}.localhost`).name),
      );
      expect(/\b[0-9]{6}\b/.test(mail.subject)).toBe(false);
      // No account, no subscription yet.
      expect(await site.db.prepare("SELECT 1 FROM users WHERE email = ?").bind(email).first()).toBeNull();
      expect(await site.db.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?").bind(email).first()).toBeNull();

      const link = confirmLinkIn(mail);
      expect(link.host).toBe(`${tenant}.localhost`);
      const opened = await site.fetch(tenant, `${link.pathname}${link.search}`);
      expect(opened.status).toBe(200);
      const confirmed = await pageOf(opened);
      expect(confirmed.querySelector("html")?.getAttribute("lang")).toBe(language);
      expect(textOf(confirmed.querySelector("article h1"))).toBe(texts(tenant).accountSteps.newsletter.confirm.subscribed.title);
      expect(await site.db.prepare("SELECT site FROM newsletter_subscribers WHERE email = ?").bind(email).first()).toEqual({
        site: tenant,
      });
      expect(await site.db.prepare("SELECT 1 FROM users WHERE email = ?").bind(email).first()).toBeNull();
      expect(mailsTo(email)).toHaveLength(1);
    },
  );

  it("the link is single-use and idempotent: a double click subscribes once and both say so", async () => {
    const email = fresh("double-click");
    await site.fetch("fr", "/newsletter", form({ email, returnTo: "/" }));
    const link = confirmLinkIn(await inbox.waitForMail({ to: email }));
    const path = `${link.pathname}${link.search}`;
    const [a, b] = await Promise.all([site.fetch("fr", path), site.fetch("fr", path)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const outcomes = (
      await Promise.all([a, b].map(async (r) => (await pageOf(r)).querySelector("[data-outcome]")?.getAttribute("data-outcome")))
    ).sort();
    expect(outcomes).toEqual(["already", "subscribed"]);
    const again = await pageOf(await site.fetch("fr", path));
    expect(textOf(again.querySelector("article h1"))).toBe(catalogues.fr.accountSteps.newsletter.confirm.already.title);
    const rows = await site.db
      .prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("is unguessable and expires: a made-up token is a 400, an old link a 410 that subscribes nobody", async () => {
    const email = fresh("expired");
    await site.fetch("de", "/newsletter", form({ email, returnTo: "/" }));
    const link = confirmLinkIn(await inbox.waitForMail({ to: email }));
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only a digest is stored, never the token itself.
    expect(await site.db.prepare("SELECT 1 FROM newsletter_confirmations WHERE token_hash = ?").bind(token).first()).toBeNull();
    const forged = await site.fetch("de", `/newsletter/confirm?token=${"A".repeat(43)}`);
    expect(forged.status).toBe(400);
    expect(textOf((await pageOf(forged)).querySelector("article h1"))).toBe(catalogues.de.accountSteps.newsletter.confirm.invalid.title);
    await site.db.prepare("UPDATE newsletter_confirmations SET expires_at = 1 WHERE email = ?").bind(email).run();
    const late = await site.fetch("de", `${link.pathname}${link.search}`);
    expect(late.status).toBe(410);
    expect(await site.db.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("two submits at once send one e-mail", async () => {
    const email = fresh("twice");
    const [a, b] = await Promise.all([
      site.fetch("it", "/newsletter", form({ email, returnTo: "/" })),
      site.fetch("it", "/newsletter", form({ email, returnTo: "/" })),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    // Exact at once: the catcher stores a mail before it acknowledges it, and the site sends before it answers.
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("marketing 'No, thanks' in the newsletter modal subscribes nobody and opens no account (fr)", async () => {
    const email = fresh("no-thanks");
    const action = `/account/modal-steps?${new URLSearchParams({ flow: "newsletter", returnTo: "/", step: "new-user", email })}`;
    const response = await site.fetch("fr", action, form({ intent: "register", email, marketingConsent: "no" }));
    expect(response.status).toBe(303);
    expect(locationOf(response, "fr").searchParams.get("newsletter")).toBe("pending");
    // Whatever arrives is the opt-in link, never a code that would subscribe on its own.
    const mail = await inbox.waitForMail({ to: email });
    expect(mail.text).toContain("/newsletter/confirm?token=");
    expect(await site.db.prepare("SELECT 1 FROM users WHERE email = ?").bind(email).first()).toBeNull();
    expect(await site.db.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("a person who opened an account with marketing 'no' is not on the newsletter", async () => {
    const { email } = await account("fr");
    expect(await site.db.prepare("SELECT newsletter, marketing_consent FROM users WHERE email = ?").bind(email).first()).toEqual({
      newsletter: 0,
      marketing_consent: 0,
    });
  });
});

describe("the tax code when due", () => {
  const wishlistAction = (_tenant: string) =>
    `/account/modal-steps?${new URLSearchParams({ flow: "wishlist", type: `travel-${travelId}`, returnTo: "/" })}`;
  const saved = (email: string) =>
    site.db
      .prepare("SELECT count(*) AS n FROM wishlist_items w JOIN users u ON u.id = w.user_id WHERE u.email = ?")
      .bind(email)
      .first<{ n: number }>()
      .then((row) => row?.n ?? 0);

  it("someone who registered on de is asked on it once, before the wishlist saves, and cannot skip it", async () => {
    const { email } = await account("de");
    const cookie = await signInOn("it", email);
    const save = await site.fetch("it", wishlistAction("it"), form({ intent: "save" }, cookie));
    expect(save.status).toBe(303);
    const step = locationOf(save, "it");
    expect(step.searchParams.get("step")).toBe("tax-code");
    expect(await saved(email)).toBe(0);

    // The modal on the page shows the tax-code step (no way around it).
    const page = await pageOf(await site.fetch("it", `${step.pathname}${step.search}`, { headers: { Cookie: cookie } }));
    const stepForm = page.querySelector("[role=dialog] form[data-step=tax-code]");
    expect(stepForm?.querySelector("input[name=taxCode][required]")).not.toBeNull();
    expect(page.querySelector("[role=dialog] .wishlist-save, [role=dialog] [data-state=saved]")).toBeNull();

    // Saving again without it, or with a wrong one, still saves nothing.
    expect(locationOf(await site.fetch("it", wishlistAction("it"), form({ intent: "save" }, cookie)), "it").searchParams.get("step")).toBe(
      "tax-code",
    );
    const wrong = await site.fetch("it", wishlistAction("it"), form({ intent: "tax-code", taxCode: "RSSMRA85T10A562X" }, cookie));
    expect(wrong.status).toBe(400);
    const refused = await pageOf(wrong);
    const field = refused.querySelector("#tax-code-step");
    expect(field?.getAttribute("aria-invalid")).toBe("true");
    expect(textOf(refused.querySelector("#tax-code-step-error"))).toBe(catalogues.it.account.errors.invalid.taxCode);
    // Left empty, it is asked for rather than called invalid.
    const empty = await site.fetch("it", wishlistAction("it"), form({ intent: "tax-code", taxCode: "  " }, cookie));
    expect(empty.status).toBe(400);
    expect(textOf((await pageOf(empty)).querySelector("#tax-code-step-error"))).toBe(catalogues.it.account.errors.missing.taxCode);
    expect(await saved(email)).toBe(0);

    const given = await site.fetch("it", wishlistAction("it"), form({ intent: "tax-code", taxCode: CODICE_FISCALE.toLowerCase() }, cookie));
    expect(given.status).toBe(303);
    expect(locationOf(given, "it").searchParams.get("step")).toBeNull();
    expect(await saved(email)).toBe(1);
    // Asked once: the next action goes straight through.
    const heart = await site.fetch("it", "/wishlist", form({ intent: "add", travelId: String(travelId), returnTo: "/" }, cookie));
    expect(locationOf(heart, "it").searchParams.get("modal")).toBeNull();
  });

  it("the heart of a signed-in person without the tax code on es leads to the modal's tax-code step first", async () => {
    const { email } = await account("uk");
    const cookie = await signInOn("es", email);
    const heart = await site.fetch("es", "/wishlist", form({ intent: "add", travelId: String(travelId), returnTo: "/" }, cookie));
    expect(heart.status).toBe(303);
    expect(locationOf(heart, "es").searchParams.get("modal")).toBe("wishlist");
    expect(await saved(email)).toBe(0);
    const page = await pageOf(
      await site.fetch("es", `${locationOf(heart, "es").pathname}${locationOf(heart, "es").search}`, { headers: { Cookie: cookie } }),
    );
    expect(page.querySelector("[role=dialog] form[data-step=tax-code]")).not.toBeNull();
  });

  it("a codice fiscale does not count as a DNI: an it customer is asked on es, and never on de, fr or uk", async () => {
    const { email } = await account("it");
    for (const tenant of ["de", "fr", "uk"]) {
      const cookie = await signInOn(tenant, email);
      const save = await site.fetch(tenant, wishlistAction(tenant), form({ intent: "save" }, cookie));
      expect(locationOf(save, tenant).searchParams.get("step"), tenant).toBeNull();
    }
    const es = await signInOn("es", email);
    expect(locationOf(await site.fetch("es", wishlistAction("es"), form({ intent: "save" }, es)), "es").searchParams.get("step")).toBe(
      "tax-code",
    );
  });
});

describe("messages in the site's language", () => {
  it.each(["it", "fr", "de"])("on %s the JSON API's messages are the site's", async (tenant) => {
    const email = fresh("api");
    type ApiError = { error: { code: string; message: string } };
    const invalid = (await (await site.fetch(tenant, "/auth/generate-otp", json({ email: "nope" }))).json()) as ApiError;
    expect(invalid.error).toMatchObject({ code: "VALIDATION_ERROR", message: texts(tenant).account.errors.invalid.email });
    const noCode = (await (await site.fetch(tenant, "/auth/complete-otp", json({ email, otp: "12" }))).json()) as ApiError;
    expect(noCode.error.message).toBe(texts(tenant).account.errors.invalid.otp);
    const type = await site.fetch(tenant, "/auth/generate-otp", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" });
    expect(type.status).toBe(415);
    expect(((await type.json()) as ApiError).error.message).toBe(texts(tenant).accountSteps.api.sendJson);
  });

  it.each(["es", "it", "de"])(
    "on %s markup in an e-mail is refused: generate-otp answers 400 VALIDATION_ERROR, nothing is sent",
    async (tenant) => {
      const response = await site.fetch(tenant, "/auth/generate-otp", json({ email: "<b>x</b>@example.com" }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
      const newsletter = await site.fetch(tenant, "/newsletter", form({ email: "<b>x</b>@example.com", returnTo: "/" }));
      expect(newsletter.status).toBe(400);
      expect(inbox.mails).toHaveLength(0);
    },
  );

  it.each(["fr", "de", "es"])(
    "on %s the 403 (another site's form) and the 413 (too large) keep their status and speak the site's language",
    async (tenant) => {
      const foreign = await site.fetch(tenant, "/newsletter", {
        ...form({ email: "a@example.com" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      });
      expect(foreign.status).toBe(403);
      const forbidden = await pageOf(foreign);
      expect(forbidden.querySelector("html")?.getAttribute("lang")).toBe(languageOf(tenant));
      expect(textOf(forbidden.querySelector("h1"))).toBe(texts(tenant).accountSteps.http["403"].title);
      expect(textOf(forbidden.querySelector("[role=alert]"))).toBe(texts(tenant).accountSteps.http["403"].body);

      // Declared too large: refused by the entry before any route runs.
      const body = `email=${"a".repeat(70 * 1024)}`;
      const declared = await site.fetch(tenant, "/newsletter", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) },
        body,
      });
      expect(declared.status).toBe(413);
      const tooLarge = await pageOf(declared);
      expect(tooLarge.querySelector("html")?.getAttribute("lang")).toBe(languageOf(tenant));
      expect(textOf(tooLarge.querySelector("h1"))).toBe(texts(tenant).accountSteps.http["413"].title);
    },
  );

  it("the code field keeps autocomplete=one-time-code; errors sit on their field", async () => {
    const email = fresh("field");
    const refused = await site.fetch("it", "/auth/sign-in", form({ intent: "register", email, marketingConsent: "yes", taxCode: "XX" }));
    expect(refused.status).toBe(400);
    const page = await pageOf(refused);
    // The tax code's message sits right after its field, which points at it.
    const taxCode = page.querySelector("#sign-in-tax-code");
    expect(taxCode?.getAttribute("aria-describedby")).toContain("sign-in-error");
    expect(taxCode?.nextElementSibling?.getAttribute("id")).toBe("sign-in-error");
    expect(textOf(page.querySelector("#sign-in-error"))).toBe(catalogues.it.account.errors.invalid.taxCode);

    const { email: known } = await account("it");
    const step = await site.fetch("it", "/auth/sign-in", form({ intent: "email", email: known }));
    const code = await pageOf(await site.fetch("it", `${locationOf(step, "it").pathname}${locationOf(step, "it").search}`));
    expect(code.querySelector("input[name=otp]")?.getAttribute("autocomplete")).toBe("one-time-code");
  });
});
