/**
 * Newsletter form (fixed path /newsletter, the same on every site): the footer's form and
 * the newsletter page post here. The e-mail is lower-cased and checked; a signed-in person is
 * subscribed at once; a visitor is taken to the newsletter modal's one-time-code steps on the
 * page they were on (app/routes/account.modal-steps.server.ts finishes there): an existing
 * customer at the code box (the code is sent now). A new e-mail is no account: it gets a
 * double opt-in e-mail (newsletter.confirm.tsx subscribes it once its link is opened).
 * Every answer is a 303 to a page state (works without JavaScript; a fetcher follows it in
 * place) or a 4xx with a message the form shows.
 */
import type { NewsletterFailure } from "../lib/newsletter/state";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { formFailure, parseForm } from "../server/forms.server";
import { refusal } from "../lib/forms/failure";
import { modalPage, modalStepHref, withoutModal } from "../lib/account/modal-flow";
import { NEWSLETTER_CONFIRM_PATH, withNewsletterState, type NewsletterState } from "../lib/newsletter/state";
import { AccountError, accountsOf } from "../server/account/auth.server";
import { emailField, localPath, WRONG_EMAIL } from "../server/form-fields.server";
import { translatorFor } from "../server/i18n.server";
import { isMailNotSent } from "../server/newsletter/newsletter.server";
import { seoOf } from "../server/seo.server";
import { PERSONAL } from "../lib/http/cache-policy";

export type { NewsletterFailure };

/** Newsletter form. */
export const newsletterSchema = z.object({ email: emailField });

export async function newsletterPage({ context }: LoaderFunctionArgs) {
  const t = await translatorFor(context.tenant.language);
  return data({ seo: await seoOf(context, t("newsletter.title")) }, { headers: PERSONAL });
}

/** What the form posts: its address (a signed-in person's is not read) and the page it was on. */
const newsletterForm = z.object({
  email: z.string().catch(""),
  returnTo: localPath.catch("/newsletter"),
});

export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, newsletterForm, "auth.INVALID_EMAIL");
  const fail = (error: string, status: number, email = "") =>
    formFailure<NewsletterFailure>({ ...refusal(error, "email"), email }, status, PERSONAL);
  if (!submission.ok) return fail("auth.INVALID_EMAIL", submission.status);
  const { returnTo } = submission.value;

  // A signed-in person needs no e-mail entry; the subscription is theirs.
  if (context.user) {
    const done = await accountsOf(context).subscribeNewsletter(context.user.id);
    if (!done) return fail("newsletter.errors.badRequest", 400);
    return finish(returnTo, done.changed ? "logged" : "already");
  }

  const raw = submission.value.email;
  const parsed = newsletterSchema.safeParse({ email: raw });
  if (!parsed.success) return fail(WRONG_EMAIL, 400, raw.trim().slice(0, 254));
  const { email } = parsed.data;
  const page = modalPage(returnTo, "newsletter", "");
  const step = await firstStep(request, context, email, page);
  if (step instanceof AccountError) return fail(`account.errors.${step.code}`, step.status, email);
  throw redirect(step, { status: 303, headers: PERSONAL });
}

/**
 * The newsletter's step decision: an existing customer gets their code now and goes to
 * the modal's code box (a code still valid from a moment ago is in their inbox: not an error);
 * a new e-mail is sent the double opt-in e-mail and the form says to look in the inbox.
 */
async function firstStep(request: Request, context: AppLoadContext, email: string, page: string): Promise<string | AccountError> {
  const accounts = accountsOf(context);
  const known = await accounts.isKnown(email);
  if (known.isNewUser) return optInState(request, context, email, withoutModal(page, "newsletter"));
  const origin = new URL(request.url).origin;
  try {
    const sent = await accounts.requestCode(email, {
      link: (address, code) => origin + modalStepHref(page, { step: "code", email: address, code }),
    });
    return modalStepHref(page, { step: "existing-user", email, renewableIn: sent.renewableIn });
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    if (error.code === "OTP_CODE_STILL_VALID")
      return modalStepHref(page, { step: "existing-user", email, renewableIn: Number(error.extra.renewableIn) || null });
    return error;
  }
}

/** Sends the confirmation e-mail to a new address: the page to go back to, with the form's state (pending, or already on). */
async function optInState(request: Request, context: AppLoadContext, email: string, back: string): Promise<string | AccountError> {
  const origin = new URL(request.url).origin;
  try {
    const outcome = await context.services.newsletter.requestConfirmation(
      email,
      (token) => `${origin}${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ token })}`,
    );
    return withNewsletterState(back, outcome === "already" ? "already" : "pending");
  } catch (error) {
    if (isMailNotSent(error)) return new AccountError("MAIL_NOT_SENT");
    throw error;
  }
}

/**
 * For the newsletter modal's first step (a visitor who reached it by its URL): a new e-mail
 * gets the double opt-in e-mail and leaves the modal; null when the e-mail is a customer's (or
 * not an e-mail), whose sign-in steps go on as usual.
 */
export async function newsletterOptIn(request: Request, context: AppLoadContext, raw: string, page: string): Promise<Response | null> {
  const parsed = newsletterSchema.safeParse({ email: raw });
  if (!parsed.success) return null;
  const known = await accountsOf(context).isKnown(parsed.data.email);
  if (!known.isNewUser) return null;
  const state = await optInState(request, context, parsed.data.email, withoutModal(page, "newsletter"));
  if (state instanceof AccountError) return null;
  return new Response(null, { status: 303, headers: { ...PERSONAL, Location: state } });
}

function finish(returnTo: string, state: NewsletterState): Response {
  return new Response(null, { status: 303, headers: { ...PERSONAL, Location: withNewsletterState(returnTo, state) } });
}
