import { z } from "zod";

/** 000 §5: something before an @, then text with a dot after it; stored lower-cased. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
