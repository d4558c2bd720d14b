/**
 * The sign-in steps (step-1 e-mail → step-2-new-user / step-2-existing-user → step-3
 * code: the one-time-code flow), as form posts that work without JavaScript. Each step
 * lives on the URL (`step`, `email`), so a reload or Back shows the same screen; errors
 * re-render the step with a field message and HTTP 400. Used by the site's sign-in page and
 * by the identity provider's, which differ only in their URLs and what happens once signed in.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { User } from "../../../workers/services/accounts";
import { SIGN_IN_STEPS, type SignInFailure, type SignInState, type SignInStep } from "../../lib/account/sign-in-steps";
import { EMAIL_MAX_LENGTH } from "../../lib/account/email";
import { emailField } from "../form-fields.server";
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
  /** Once the code is right: where to go, with which cookies. */
  signedIn: (user: User) => Promise<Response>;
};

/** The page a code link of an e-mail opens on this site: the code step, filled in (nothing happens until the person submits). */
export function codeLinkFor(request: Request, _context: AppLoadContext): (email: string, code: string) => string {
  const origin = new URL(request.url).origin;
  return (email, code) => `${origin}/auth/sign-in?${new URLSearchParams({ step: "code", email, code })}`;
}

/** The steps' intents; each posts the address it is about. */
const SIGN_IN_INTENTS = ["email", "register", "resend", "code"] as const;

/** One posted step: intents email, register, resend, code. */
export async function handleSignInStep(
  _request: Request,
  context: AppLoadContext,
  form: FormData,
  flow: Flow,
): Promise<Response | ReturnType<typeof data<SignInFailure>>> {
  const accounts = accountsOf(context);
  const intent = String(form.get("intent") ?? "");
  const entered = form.get("email");
  // What the person typed, as a refused step shows it again (cut to the field's length).
  const typed = (typeof entered === "string" ? entered : "").trim().slice(0, EMAIL_MAX_LENGTH);
  const registration = { marketingConsent: parseChoice(form.get("marketingConsent")), taxCode: String(form.get("taxCode") ?? "") };
  const fail = (step: SignInStep, error: AccountError | string, fields: Partial<SignInFailure> = {}) => {
    const failure = typeof error === "string" ? { step, email: typed, error, field: null, ...fields } : failureOf(step, typed, error);
    return data<SignInFailure>({ ...failure, ...fields }, { status: typeof error === "string" ? 400 : error.status });
  };
  const failedStep = (): SignInStep =>
    intent === "register" ? "new-user" : intent === "email" ? "email" : form.get("step") === "existing-user" ? "existing-user" : "code";
  // Every step names the address: one the mail server would refuse is refused here, before any
  // code is sent. All of it is checked: an address cut to length would be someone else's.
  const address = emailField.safeParse(typeof entered === "string" ? entered : "");
  if (!address.success && (SIGN_IN_INTENTS as readonly string[]).includes(intent))
    return fail(failedStep(), "account.errors.invalid.email", { field: "email" });
  const email = address.success ? address.data : typed;
  try {
    switch (intent) {
      case "email": {
        const known = await accounts.isKnown(email);
        if (known.isNewUser) return redirect(flow.stepUrl({ step: "new-user", email: known.email }), 303);
        const renewableIn = await sendOrWait(() => accounts.requestCode(known.email, { link: flow.codeLink }));
        return redirect(flow.stepUrl({ step: "existing-user", email: known.email, renewableIn }), 303);
      }
      case "register": {
        const renewableIn = await sendOrWait(() => accounts.requestCode(email, { registration, link: flow.codeLink }));
        return redirect(flow.stepUrl({ step: "code", email, renewableIn }), 303);
      }
      case "resend": {
        // The same step, the same answers (a new person's are kept with their last code), a new code.
        const sent = await accounts.requestCode(email, { registration, link: flow.codeLink, resend: true });
        const step = form.get("step") === "existing-user" ? "existing-user" : "code";
        return redirect(flow.stepUrl({ step, email, renewableIn: sent.renewableIn }), 303);
      }
      case "code": {
        const user = await accounts.completeCode(email, form.get("otp"));
        return await flow.signedIn(user);
      }
      default:
        return fail("email", "account.errors.VALIDATION_ERROR", { field: "email" });
    }
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    // A new person who has not answered step 2 yet is taken there.
    if (error.code === "VALIDATION_ERROR" && error.extra.isNewUser && intent !== "register")
      return redirect(flow.stepUrl({ step: "new-user", email }), 303);
    return fail(failedStep(), error);
  }
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
      ? ((error.extra.field as SignInFailure["field"]) ?? "email")
      : error.code === "OTP_CODE_INVALID" || error.code === "OTP_CODE_EXPIRED" || error.code === "OTP_TOO_MANY_ATTEMPTS"
        ? "otp"
        : null;
  const key = error.code === "VALIDATION_ERROR" ? `account.errors.invalid.${field ?? "email"}` : `account.errors.${error.code}`;
  return {
    step,
    email,
    error: key,
    field,
    ...(typeof error.extra.renewableIn === "number" ? { renewableIn: error.extra.renewableIn } : {}),
    ...(typeof error.extra.attemptsLeft === "number" ? { attemptsLeft: error.extra.attemptsLeft } : {}),
  };
}

function parseChoice(value: FormDataEntryValue | null): boolean | undefined {
  return value === "yes" ? true : value === "no" ? false : undefined;
}
