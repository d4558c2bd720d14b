import { expect } from "vitest";
import type { Site } from "../integration/harness";
import { codeIn, type SmtpCatcher } from "./inbox";

/** A cookie a response sets, as `name=value` (its attributes dropped), or undefined. */
export function setCookieOf(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(";")[0];
}

/**
 * Signs a person in as a visitor does: a one-time code asked for on a site, read from the local
 * inbox and sent back. `extra` joins the code request (a tax code where the site asks for one).
 * Returns the session cookie (`caravan_session=…`), the account's id and its e-mail.
 */
export async function signInByCode(
  site: Site,
  inbox: SmtpCatcher,
  email: string,
  tenant = "uk",
  extra: Record<string, string> = {},
): Promise<{ cookie: string; id: string; email: string }> {
  const post = (path: string, body: unknown) =>
    site.fetch(tenant, path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect((await post("/auth/generate-otp", { email, marketingConsent: false, ...extra })).status).toBe(200);
  const done = await post("/auth/complete-otp", { email, otp: codeIn(await inbox.waitForMail({ to: email })) });
  expect(done.status).toBe(200);
  const cookie = setCookieOf(done, "caravan_session")!;
  const user = await site.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  return { cookie, id: user!.id, email };
}
