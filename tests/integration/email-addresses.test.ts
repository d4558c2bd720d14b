/**
 * Addresses a mail server refuses (RFC 5321: a leading, trailing or doubled dot in the local
 * part, more than 64 octets before the @, a domain label over 63, more than 254 in all) are
 * refused by every form that takes one, through the BUILT Worker with a real SMTP catcher: a
 * 400 with the site's own message at the e-mail field, as a plain form post (JavaScript off)
 * and as the in-place post (`.data`, JavaScript on), never a 503 after the mail server said
 * no, and nothing is sent or stored. The longest addresses it takes still get their mail.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { resolveTenant } from "../../tenants";
import { LONGEST_EMAILS, UNSENDABLE_EMAILS } from "../support/hostile-emails";
import { startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

let site: Site;
let inbox: SmtpCatcher;
let travelId = 0;
/** A departure people can ask to be told about (planned, not yet sold out). */
let tourId = 0;

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 0.1, today: testNow() } });
  travelId = (await site.db.prepare("SELECT id FROM travels ORDER BY id LIMIT 1").first<{ id: number }>())!.id;
  const planned = "SELECT id FROM tours WHERE starting_date > date('now') AND sales_status = 'PLANNED' ORDER BY id LIMIT 1";
  tourId = (await site.db.prepare(planned).first<{ id: number }>())!.id;
}, 120_000);
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

const form = (tenant: string, fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${tenant}.localhost` },
  body: new URLSearchParams(fields).toString(),
});
const texts = (tenant: string) => catalogues[resolveTenant(`${tenant}.localhost`).language];
const TAX_CODES: Record<string, Record<string, string>> = { it: { taxCode: "RSSMRA85T10A562S" }, es: { taxCode: "12345678Z" } };

/** What the forms store for an address: accounts, codes, newsletter confirmations. */
async function storedRows(): Promise<number> {
  const sql =
    "SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM one_time_codes) + (SELECT COUNT(*) FROM newsletter_confirmations) AS n";
  return (await site.db.prepare(sql).first<{ n: number }>())!.n;
}

/** Each door: where the form posts, what it posts, and the message the site shows for a bad address. */
type Door = { name: string; host: (tenant: string) => string; path: string; fields: Record<string, string>; message: string };
const doors = (tenant: string): Door[] => {
  const t = texts(tenant);
  const site = (id: string) => `${id}.localhost`;
  const signIn = t.account.errors.invalid.email;
  return [
    { name: "newsletter form", host: site, path: "/newsletter", fields: { returnTo: "/" }, message: t.auth.WRONG_EMAIL },
    { name: "sign-in page", host: site, path: "/auth/sign-in", fields: { intent: "email" }, message: signIn },
    {
      name: "registration",
      host: site,
      path: "/auth/sign-in",
      fields: { intent: "register", marketingConsent: "no", ...TAX_CODES[tenant] },
      message: signIn,
    },
    {
      name: "newsletter modal",
      host: site,
      path: "/account/modal-steps?flow=newsletter&returnTo=%2F",
      fields: { intent: "email" },
      message: signIn,
    },
    {
      name: "notify-me modal",
      host: site,
      path: `/account/modal-steps?flow=notify-me&type=tour-${tourId}&returnTo=%2F`,
      fields: { intent: "email", phone: "" },
      message: signIn,
    },
    {
      name: "wishlist modal",
      host: site,
      path: `/account/modal-steps?flow=wishlist&type=travel-${travelId}&returnTo=%2F`,
      fields: { intent: "register", marketingConsent: "no", ...TAX_CODES[tenant] },
      message: signIn,
    },
    {
      name: "watched search modal",
      host: site,
      path: "/account/modal-steps?flow=wishlist&type=search&returnTo=%2F",
      fields: { intent: "email" },
      message: signIn,
    },
    {
      name: "identity provider's sign-in",
      host: () => "accounts.localhost",
      path: `/oidc/sign-in?next=account&client_id=${tenant}`,
      fields: { intent: "email" },
      message: signIn,
    },
  ];
};

describe.each(["it", "de", "us"])("on %s, an address no mail server takes", (tenant) => {
  it("is a 400 with the site's message at the e-mail field on every form, JavaScript off", async () => {
    for (const door of doors(tenant)) {
      for (const email of UNSENDABLE_EMAILS) {
        const where = `${door.name}: ${email}`;
        const host = door.host(tenant);
        const response = await site.dispatch(`http://${host}${door.path}`, {
          ...form(host.split(".")[0]!, { ...door.fields, email }),
        });
        expect(response.status, where).toBe(400);
        const page = await pageOf(response);
        // The form's field (the footer's newsletter field is on the page too, untouched).
        const invalid = page.querySelectorAll("input[name=email]").filter((input) => input.getAttribute("aria-invalid") === "true");
        expect(invalid.length, where).toBe(1);
        const field = invalid[0];
        const described = (field?.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
        expect(
          described.map((id) => textOf(page.querySelector(`#${id}`))),
          where,
        ).toContain(door.message);
      }
    }
    expect(inbox.mails).toEqual([]);
  });

  it("is a 400 carrying the same message through the in-place post (.data), JavaScript on", async () => {
    for (const door of doors(tenant).filter((door) => door.host(tenant) !== "accounts.localhost")) {
      const [path, query] = door.path.split("?");
      for (const email of UNSENDABLE_EMAILS) {
        const response = await site.fetch(tenant, `${path}.data${query ? `?${query}` : ""}`, form(tenant, { ...door.fields, email }));
        expect(response.status, `${door.name}: ${email}`).toBe(400);
        const body = await response.text();
        expect(body, door.name).toContain(door.path === "/newsletter" ? "auth.WRONG_EMAIL" : "account.errors.invalid.email");
      }
    }
    expect(inbox.mails).toEqual([]);
  });

  it("is refused by the JSON API too (VALIDATION_ERROR), and nothing is stored", async () => {
    const before = await storedRows();
    for (const email of UNSENDABLE_EMAILS) {
      const response = await site.fetch(tenant, "/auth/generate-otp", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: `http://${tenant}.localhost` },
        body: JSON.stringify({ email, marketingConsent: false }),
      });
      expect(response.status, email).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
    }
    expect(await storedRows()).toBe(before);
    expect(inbox.mails).toEqual([]);
  });
});

describe("the longest addresses a mail server takes", () => {
  it.each(LONGEST_EMAILS)("%s gets the newsletter's confirmation and a sign-in code", async (email) => {
    const newsletter = await site.fetch("uk", "/newsletter", form("uk", { email, returnTo: "/" }));
    expect(newsletter.status).toBe(303);
    expect((await inbox.waitForMail({ to: email })).to).toEqual([email]);
    inbox.clear();
    const registered = await site.fetch("uk", "/auth/sign-in", form("uk", { intent: "register", email, marketingConsent: "no" }));
    expect(registered.status).toBe(303);
    expect(new URL(registered.headers.get("Location")!, "http://uk.localhost").searchParams.get("step")).toBe("code");
    expect((await inbox.waitForMail({ to: email })).to).toEqual([email]);
  });
});
