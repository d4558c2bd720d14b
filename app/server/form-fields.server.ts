import { z } from "zod";
import { EMAIL_PATTERN } from "../lib/account/email";

/** 000 §5 (app/lib/account/email.ts); stored lower-cased. */
const EMAIL = EMAIL_PATTERN;

/** An e-mail field as every form reads it (newsletter, sign-in, notify-me). */
export const emailField = z.string().trim().toLowerCase().max(254).regex(EMAIL);

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
