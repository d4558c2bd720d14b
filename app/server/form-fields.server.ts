import { z } from "zod";

/** 000 §5: something before an @, then text with a dot after it; stored lower-cased. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail field as every form reads it (newsletter, sign-in, notify-me). */
export const emailField = z.string().trim().toLowerCase().max(254).regex(EMAIL);

/** A path on this site to go back to: relative, never `//host` or a scheme (no open redirect). */
export const localPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/);
