/**
 * Newsletter form: the outcome of a subscription, as a page state. Without JavaScript
 * a subscription ends in a 303 to the page it started on with `newsletter=<state>` (and the
 * form's anchor), so the form shows its alert there; with JavaScript the action answers the
 * same state to the form's fetcher. Tiny and pure: the footer form reads it on every page.
 */
import type { FormFailure } from "../forms/failure";

export const NEWSLETTER_PARAM = "newsletter";
/**
 * Turned on now, by whom (counts new, existing and logged users apart): `new` after a
 * registration confirmed with its code, `existing` after a customer's code, `logged` by a
 * signed-in person; `already`: it was on (a success too); `pending`: a new e-mail was
 * sent its double opt-in link (subscribed once it is opened).
 */
export const NEWSLETTER_STATES = ["new", "existing", "logged", "already", "pending"] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
/** With JavaScript, the field clears this long after the success alert shows. */
export const NEWSLETTER_CLEAR_MS = 2000;
/** The double opt-in link of a new e-mail (a fixed path, the same on every site). */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
/** The form's field: a no-JavaScript answer scrolls back to it. */
export const NEWSLETTER_ANCHOR = "newsletter-email";

export function newsletterStateOf(value: string | null | undefined): NewsletterState | null {
  return (NEWSLETTER_STATES as readonly string[]).includes(value ?? "") ? (value as NewsletterState) : null;
}

/** A local path with the outcome named (the hash brings the form into view). */
export function withNewsletterState(path: string, state: NewsletterState): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set(NEWSLETTER_PARAM, state);
  return `${url.pathname}${url.search}#${NEWSLETTER_ANCHOR}`;
}

/** The newsletter form refused: the message at its e-mail field, and the e-mail as typed; its action answers this with a 400. */
export type NewsletterFailure = FormFailure<"email"> & { email: string };
