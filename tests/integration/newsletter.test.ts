/**
 * The newsletter through the BUILT Worker: real D1, real SMTP to
 * an in-process catcher. Every branch as plain form posts, as the browser sends them without
 * JavaScript: a signed-in person subscribes at once (and "already" is a success), an existing
 * customer confirms with the code the inbox gets, a wrong e-mail is a 400 with the spec's message, double
 * submits change the row once, and a body that is no form is a 4xx.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";

let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
const fresh = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;
const TAX_CODE = "RSSMRA85T10A562S";

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) } });
});
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
/**
 * Where a response sends the browser on the site: a sign-in on the site passes through the
 * provider with a one-time ticket (/oidc/session) and comes back to its `return` path.
 */
const landingOf = (location: URL) =>
  location.pathname === "/oidc/session"
    ? new URL(location.searchParams.get("return")!, `http://${location.searchParams.get("client_id")}.localhost`)
    : location;
const locationOf = (response: Response, tenant: string) =>
  landingOf(new URL(response.headers.get("Location")!, `http://${tenant}.localhost`));
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith("caravan_session="))
    ?.split(";")[0];
const subscribe = (tenant: string, fields: Record<string, string>, cookie?: string) =>
  site.fetch(tenant, "/newsletter", form(fields, cookie));
const userOf = (email: string) =>
  site.db
    .prepare("SELECT id, newsletter, marketing_consent, tax_code, privacy_policy_version FROM users WHERE email = ?")
    .bind(email)
    .first<{
      id: string;
      newsletter: number;
      marketing_consent: number | null;
      tax_code: string | null;
      privacy_policy_version: string | null;
    }>();

/** The action of a form on a page as the server rendered it. */
async function actionOf(tenant: string, path: string, selector: string, cookie?: string): Promise<string> {
  const page = await pageOf(await site.fetch(tenant, path, cookie ? { headers: { Cookie: cookie } } : {}));
  const action = page.querySelector(selector)?.getAttribute("action");
  expect(action, selector).toBeTruthy();
  return action!.replace(/&amp;/g, "&");
}

/** An account (opened through the site's sign-in steps) and its session cookie. */
async function account(tenant: string, email = fresh("member")): Promise<{ email: string; cookie: string }> {
  await site.fetch(
    tenant,
    "/auth/sign-in",
    form({
      intent: "register",
      email,
      marketingConsent: "no",
      ...(tenant === "it" ? { taxCode: TAX_CODE } : tenant === "es" ? { taxCode: "12345678Z" } : {}),
    }),
  );
  const code = codeIn(await inbox.waitForMail({ to: email }));
  inbox.clear();
  const done = await site.fetch(tenant, "/auth/sign-in", form({ intent: "code", email, otp: code }));
  return { email, cookie: cookieOf(done)! };
}

describe("a signed-in person", () => {
  it("subscribes at once with no e-mail entry: back on the page with the outcome; the footer then shows it on", async () => {
    const { email, cookie } = await account("uk");
    const page = await pageOf(await site.fetch("uk", "/newsletter", { headers: { Cookie: cookie } }));
    const field = page.querySelector("#newsletter-email");
    // Read-only when logged in, with their own address.
    expect([field?.getAttribute("value"), field?.hasAttribute("readonly")]).toEqual([email, true]);
    expect(page.querySelectorAll("#newsletter-email")).toHaveLength(1);

    const response = await subscribe("uk", { returnTo: "/search?textSearch=japan" }, cookie);
    expect(response.status).toBe(303);
    const to = locationOf(response, "uk");
    expect([to.pathname, to.searchParams.get("textSearch"), to.searchParams.get("newsletter"), to.hash]).toEqual([
      "/search",
      "japan",
      "logged",
      "#newsletter-email",
    ]);
    expect((await userOf(email))?.newsletter).toBe(1);

    const after = await pageOf(await site.fetch("uk", "/newsletter?newsletter=logged", { headers: { Cookie: cookie } }));
    expect(textOf(after.querySelector("#newsletter-message"))).toBe(catalogues["en-GB"].newsletter.states.logged);
    const button = after.querySelector(".newsletter-form button[type=submit]");
    expect(button?.hasAttribute("disabled")).toBe(true);
    expect(textOf(button)).toBe(catalogues["en-GB"].newsletter.on);
  });

  it("already subscribed is a success, and two submits at once change the row once", async () => {
    const { email, cookie } = await account("de");
    const [a, b] = await Promise.all([subscribe("de", { returnTo: "/" }, cookie), subscribe("de", { returnTo: "/" }, cookie)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const states = [a, b].map((r) => locationOf(r, "de").searchParams.get("newsletter")).sort();
    expect(states).toEqual(["already", "logged"]);
    const again = await subscribe("de", { returnTo: "/" }, cookie);
    expect(locationOf(again, "de").searchParams.get("newsletter")).toBe("already");
    expect((await userOf(email))?.newsletter).toBe(1);
    const page = await pageOf(await site.fetch("de", "/?newsletter=already", { headers: { Cookie: cookie } }));
    expect(textOf(page.querySelector("#newsletter-message"))).toBe(catalogues.de.newsletter.states.already);
  });
});

describe("an existing customer", () => {
  it("is sent a code, confirms it in the newsletter modal, and is subscribed and signed in", async () => {
    const { email } = await account("fr");
    const response = await subscribe("fr", { email: `  ${email.toUpperCase()} `, returnTo: "/destinations" });
    expect(response.status).toBe(303);
    const step = locationOf(response, "fr");
    expect(Object.fromEntries(step.searchParams)).toMatchObject({ modal: "newsletter", step: "existing-user", email });
    expect(step.pathname).toBe("/destinations");
    // Nothing stored before the code.
    expect((await userOf(email))?.newsletter).toBe(0);

    const mail = await inbox.waitForMail({ to: email });
    const code = codeIn(mail);
    // The e-mail's link opens the same modal at the code step, the code filled in (it subscribes nobody by itself).
    const link = new URL(/https?:\/\/[^\s"]+code=[0-9]{6}[^\s"]*/.exec(mail.text)![0].replace(/&amp;/g, "&"));
    expect([link.searchParams.get("modal"), link.searchParams.get("step")]).toEqual(["newsletter", "code"]);

    // The modal as the server renders it on the page (no JavaScript needed).
    const stepPath = `/newsletter?${new URLSearchParams({ modal: "newsletter", step: "existing-user", email })}`;
    const page = await pageOf(await site.fetch("fr", stepPath));
    const dialog = page.querySelector("[role=dialog][data-modal=account-newsletter]");
    expect(textOf(dialog?.querySelector("h2"))).toBe(catalogues.fr.newsletter.modal.title);
    expect(dialog?.querySelector("[data-step=existing-user]")).not.toBeNull();

    const action = await actionOf("fr", stepPath, "[data-step=existing-user] form:not(.resend)");
    const wrong = await site.fetch(
      "fr",
      action,
      form({ intent: "code", step: "existing-user", email, otp: code === "000000" ? "111111" : "000000" }),
    );
    expect(wrong.status).toBe(400);
    expect((await userOf(email))?.newsletter).toBe(0);

    const done = await site.fetch("fr", action, form({ intent: "code", step: "existing-user", email, otp: code }));
    expect(done.status).toBe(303);
    expect(cookieOf(done)).toBeTruthy();
    const to = locationOf(done, "fr");
    expect([to.pathname, to.searchParams.get("newsletter"), to.searchParams.get("modal")]).toEqual(["/newsletter", "existing", null]);
    expect((await userOf(email))?.newsletter).toBe(1);
  });

  it("who already has it on confirms the code and is told so (a success)", async () => {
    const { email, cookie } = await account("es");
    await subscribe("es", { returnTo: "/" }, cookie);
    const response = await subscribe("es", { email, returnTo: "/" });
    expect(locationOf(response, "es").searchParams.get("step")).toBe("existing-user");
    const code = codeIn(await inbox.waitForMail({ to: email }));
    const stepPath = `/?${new URLSearchParams({ modal: "newsletter", step: "existing-user", email })}`;
    const action = await actionOf("es", stepPath, "[data-step=existing-user] form:not(.resend)");
    const done = await site.fetch("es", action, form({ intent: "code", step: "existing-user", email, otp: code }));
    expect(locationOf(done, "es").searchParams.get("newsletter")).toBe("already");
  });
});

// A new e-mail's double opt-in (no account, no code, no tax code): tests/integration/signin-newsletter.test.ts.

describe("refusals", () => {
  it.each([
    ["de", "not-an-email"],
    ["it", ""],
    ["uk", "two@@example.com"],
  ] as const)(
    "a wrong e-mail on %s (%s) is a 400 with auth.WRONG_EMAIL, shown on the newsletter page; nothing is sent",
    async (tenant, email) => {
      const response = await subscribe(tenant, { email, returnTo: "/" });
      expect(response.status).toBe(400);
      const page = await pageOf(response);
      const language = tenant === "uk" ? "en-GB" : tenant;
      expect(textOf(page.querySelector("#newsletter-message"))).toBe(catalogues[language].auth.WRONG_EMAIL);
      expect(page.querySelector("#newsletter-email")?.getAttribute("aria-invalid")).toBe("true");
      expect(inbox.mails).toHaveLength(0);
    },
  );

  it("a body that is no form is a 4xx, never a 500", async () => {
    const json = await site.fetch("uk", "/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@example.com" }),
    });
    expect(json.status).toBe(415);
    const broken = await site.fetch("uk", "/newsletter", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=zz" },
      body: "--zz\r\nnot a part",
    });
    expect(broken.status).toBe(400);
  });

  it("a returnTo off the site is ignored (no open redirect)", async () => {
    const { cookie } = await account("us");
    const response = await subscribe("us", { returnTo: "//evil.example/x" }, cookie);
    expect(locationOf(response, "us").origin).toBe("http://us.localhost");
    expect(locationOf(response, "us").pathname).toBe("/newsletter");
  });

  it("two submits of a known e-mail at once send one code; both land on the code step", async () => {
    const { email } = await account("uk");
    const [a, b] = await Promise.all([subscribe("uk", { email, returnTo: "/" }), subscribe("uk", { email, returnTo: "/" })]);
    expect([a.status, b.status]).toEqual([303, 303]);
    for (const r of [a, b]) expect(locationOf(r, "uk").searchParams.get("step")).toBe("existing-user");
    // Exact at once: the catcher stores a mail before it acknowledges it, and the site sends before it answers.
    expect(inbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});

describe("the newsletter page and the modal's data", () => {
  it("GET /newsletter is a full page in the site's language with the one form, no placeholder", async () => {
    const page = await pageOf(await site.fetch("de", "/newsletter"));
    expect(textOf(page.querySelector("main h1, article h1"))).toBe(catalogues.de.newsletter.title);
    expect(page.querySelectorAll("form.newsletter-form")).toHaveLength(1);
    expect(page.querySelector("form.newsletter-form")?.getAttribute("action")).toBe("/newsletter");
    expect(page.toString()).not.toContain("notAvailable");
  });

  it("the modal-steps route answers the newsletter modal's data and refuses an item type on it", async () => {
    const ok = await site.fetch(
      "it",
      `/account/modal-steps?${new URLSearchParams({ flow: "newsletter", returnTo: "/", step: "new-user", email: "a@example.com" })}`,
    );
    expect(ok.status).toBe(200);
    const bad = await site.fetch(
      "it",
      `/account/modal-steps?${new URLSearchParams({ flow: "newsletter", type: "travel-1", returnTo: "/" })}`,
    );
    expect(bad.status).toBe(404);
  });
});
