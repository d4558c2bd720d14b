/**
 * The sign-in steps (step-1 e-mail → step-2-new-user / step-2-existing-user → step-3
 * code: the one-time-code flow), as form posts that work without JavaScript. Each step
 * lives on the URL (`step`, `email`), so a reload or Back shows the same screen; errors
 * re-render the step with a field message and HTTP 400. Used by the site's sign-in page and
 * by the identity provider's, which differ only in their URLs and what happens once signed in.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { User } from "../../../workers/services/accounts";
import { z } from "zod";
import { SIGN_IN_STEPS, type SignInField, type SignInFailure, type SignInState, type SignInStep } from "../../lib/account/sign-in-steps";
import { EMAIL_MAX_LENGTH, isEmail } from "../../lib/account/email";
import { refusal, type FormFailure } from "../../lib/forms/failure";
import { intent, runIntents } from "../forms.server";
import { AccountError, accountsOf } from "./auth.server";

export { SIGN_IN_STEPS, type SignInFailure, type SignInState, type SignInStep };

/** The step the URL names (step-1 when it names none or a bad one). */
export function signInStateOf(url: URL): SignInState {
  const params = url.searchParams;
  const step = (SIGN_IN_STEPS as readonly string[]).includes(params.get("step") ?? "") ? (params.get("step") as SignInStep) : "email";
  const email = (params.get("email") ?? "").slice(0, 254);
  const renewable = Number(params.get("renewableIn"));
  return {
    step: email || step === "email" ? step : "email",
    email,
    renewableIn: Number.isInteger(renewable) && renewable > 0 && renewable <= 120 ? renewable : null,
  };
}

type Flow = {
  /** The URL of a step on this flow's page (keeps the flow's own parameters). */
  stepUrl: (state: { step: SignInStep; email: string; renewableIn?: number }) => string;
  /** The link an e-mail carries: it opens the code step with the code filled in. */
  codeLink: (email: string, code: string) => string;
  /** Once the code is right: where to go, with which cookies (the form says whether the device can hold a passkey). */
  signedIn: (user: User, form: FormData) => Promise<Response>;
};

/** The page a code link of an e-mail opens on this site: the code step, filled in (nothing happens until the person submits). */
export function codeLinkFor(request: Request, _context: AppLoadContext): (email: string, code: string) => string {
  const origin = new URL(request.url).origin;
  return (email, code) => `${origin}/auth/sign-in?${new URLSearchParams({ step: "code", email, code })}`;
}

/** The steps' intents; each posts the address it is about. */
const SIGN_IN_INTENTS = ["email", "register", "resend", "code"] as const;

/**
 * Every step names the address: one the mail server would refuse is refused here, before any
 * code is sent. All of it is checked: an address cut to length would be someone else's.
 */
const address = z.preprocess(
  (value) => (typeof value === "string" ? value : ""),
  z.string().trim().toLowerCase().refine(isEmail, { message: "account.errors.invalid.email" }),
);
const otherStep = z.enum(["existing-user", "code"]).catch("code");
const registration = {
  marketingConsent: z.preprocess((value) => (value === "yes" ? true : value === "no" ? false : undefined), z.boolean().optional()),
  taxCode: z.string().catch(""),
};

export type SignInAnswer = Response | ReturnType<typeof data<SignInFailure>>;

/** One posted step (intents email, register, resend, code), read from the request or a form already read. */
export async function handleSignInStep(request: Request | FormData, context: AppLoadContext, flow: Flow): Promise<SignInAnswer> {
  const accounts = accountsOf(context);
  const fail = (form: FormData | null, failure: FormFailure<SignInField>, status: number) =>
    data<SignInFailure>({ ...failure, ...failedStepOf(form), email: typedEmail(form) }, { status });
  const refusing = (form: FormData, run: (email: string) => Promise<SignInAnswer>) => async (email: string) => {
    try {
      return await run(email);
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      // A new person who has not answered step 2 yet is taken there.
      if (error.code === "VALIDATION_ERROR" && error.extra.isNewUser && form.get("intent") !== "register")
        return redirect(flow.stepUrl({ step: "new-user", email }), 303);
      return data<SignInFailure>(failureOf(failedStepOf(form).step, typedEmail(form), error), { status: error.status });
    }
  };
  return runIntents(
    request,
    {
      email: intent(z.object({ email: address }), (value, form) =>
        refusing(form, async (email) => {
          const known = await accounts.isKnown(email);
          if (known.isNewUser) return redirect(flow.stepUrl({ step: "new-user", email: known.email }), 303);
          const renewableIn = await sendOrWait(() => accounts.requestCode(known.email, { link: flow.codeLink }));
          return redirect(flow.stepUrl({ step: "existing-user", email: known.email, renewableIn }), 303);
        })(value.email),
      ),
      register: intent(z.object({ email: address, ...registration }), ({ email, ...answers }, form) =>
        refusing(form, async () => {
          const renewableIn = await sendOrWait(() => accounts.requestCode(email, { registration: answers, link: flow.codeLink }));
          return redirect(flow.stepUrl({ step: "code", email, renewableIn }), 303);
        })(email),
      ),
      resend: intent(z.object({ email: address, step: otherStep, ...registration }), ({ email, step, ...answers }, form) =>
        refusing(form, async () => {
          // The same step, the same answers (a new person's are kept with their last code), a new code.
          const sent = await accounts.requestCode(email, { registration: answers, link: flow.codeLink, resend: true });
          return redirect(flow.stepUrl({ step, email, renewableIn: sent.renewableIn }), 303);
        })(email),
      ),
      code: intent(z.object({ email: address, otp: z.unknown() }), ({ email, otp }, form) =>
        refusing(form, async () => flow.signedIn(await accounts.completeCode(email, typeof otp === "string" ? otp : null), form))(email),
      ),
    },
    {
      invalid: "account.errors.invalid",
      refuse: (failure, status, form) => {
        // A body that is no form shows the first step again; an intent the steps do not have, at the e-mail.
        const known = (SIGN_IN_INTENTS as readonly unknown[]).includes(form?.get("intent"));
        if (form && !known) return fail(null, refusal("account.errors.VALIDATION_ERROR", "email"), 400);
        return fail(form, failure as FormFailure<SignInField>, status);
      },
    },
  );
}

/** The step a refused form shows again. */
function failedStepOf(form: FormData | null): { step: SignInStep } {
  const intent = form?.get("intent");
  if (intent === "register") return { step: "new-user" };
  if (intent === "resend" || intent === "code") return { step: form?.get("step") === "existing-user" ? "existing-user" : "code" };
  return { step: "email" };
}

/** What the person typed, as a refused step shows it again (cut to the field's length). */
function typedEmail(form: FormData | null): string {
  const entered = form?.get("email");
  return (typeof entered === "string" ? entered : "").trim().slice(0, EMAIL_MAX_LENGTH);
}

/**
 * A code asked for again within its wait (Back, a second tab, a double submit) is no dead end:
 * the one sent a moment ago is in the inbox, so the code step shows with the time left.
 */
async function sendOrWait(send: () => Promise<{ renewableIn: number }>): Promise<number> {
  try {
    return (await send()).renewableIn;
  } catch (error) {
    if (error instanceof AccountError && error.code === "OTP_CODE_STILL_VALID") return Number(error.extra.renewableIn) || 1;
    throw error;
  }
}

/**
 * The step state of a page, with the countdown read from the server (renewableIn of the
 * newest code): a reload continues it rather than starting again from the URL's number.
 */
export async function liveSignInState(context: AppLoadContext, url: URL): Promise<SignInState> {
  const state = signInStateOf(url);
  if ((state.step !== "code" && state.step !== "existing-user") || !context.services.accounts) return state;
  const live = await context.services.accounts.liveCode(state.email);
  return { ...state, renewableIn: live && live.renewableIn > 0 ? live.renewableIn : null, sentAgo: live?.sentAgo ?? null };
}

function failureOf(step: SignInStep, email: string, error: AccountError): SignInFailure {
  const field =
    error.code === "VALIDATION_ERROR"
      ? ((error.extra.field as SignInField | undefined) ?? "email")
      : error.code === "OTP_CODE_INVALID" || error.code === "OTP_CODE_EXPIRED" || error.code === "OTP_TOO_MANY_ATTEMPTS"
        ? "otp"
        : null;
  const key = error.code === "VALIDATION_ERROR" ? `account.errors.invalid.${field ?? "email"}` : `account.errors.${error.code}`;
  return {
    ...refusal<SignInField>(key, field),
    step,
    email,
    ...(typeof error.extra.renewableIn === "number" ? { renewableIn: error.extra.renewableIn } : {}),
    ...(typeof error.extra.attemptsLeft === "number" ? { attemptsLeft: error.extra.attemptsLeft } : {}),
  };
}
