import { z } from "zod";
import { isEmail } from "../lib/account/email";

/** The message of an address the forms refuse, a key of the site's catalogue. */
export const WRONG_EMAIL = "auth.WRONG_EMAIL";

/**
 * The e-mail field as every form that takes an address reads it (the newsletter, the sign-in
 * steps of every door: the sign-in pages, wishlist, notify-me, watched searches, group info,
 * the newsletter modal): trimmed, lower-cased as stored, and held to the site's pattern and RFC 5321's
 * limits (app/lib/account/email.ts), so nothing is sent to an address no mail server takes.
 */
export const emailField = z.string().trim().toLowerCase().refine(isEmail, { message: WRONG_EMAIL });

/** A path on this site to go back to: relative, never `//host` or a scheme (no open redirect). */
export const localPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/)
  // Dot segments and back slashes normalise: `/a/..//evil.com` is the path `//evil.com`, which
  // any helper that rebuilds the URL (withToast, modalPage…) would write as a link to another host.
  .refine(staysOnSite);

function staysOnSite(path: string): boolean {
  const base = "http://site.invalid";
  try {
    const url = new URL(path, base);
    return url.origin === base && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}
