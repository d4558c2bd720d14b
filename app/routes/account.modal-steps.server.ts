/**
 * The one action behind the account modals (wishlist and group-info steps, notify-me, the
 * newsletter's code steps): every form of those modals posts here, with `flow`, `type` and the
 * page to go back to (`returnTo`) in its URL or its fields. A visitor goes through the sign-in
 * steps of app/server/account/sign-in.server.ts, each one a 303 back to the page with the modal at its
 * next step; once the code is right the session starts and the pending thing is done (the
 * item saved, the subscription stored, the composition shown). A refused step answers 400 with
 * a field message: with JavaScript the modal shows it in place, without it this route shows
 * the step again. GET answers the modal's data (the modal asks for it after a client-side
 * navigation) and shows the modal as a page.
 */
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { formFailure, parseForm, withQueryDefaults } from "../server/forms.server";
import { refusal } from "../lib/forms/failure";
import type { User } from "../../workers/services/accounts";
import type { ModalItem } from "../../workers/services/group-info";
import {
  ACCOUNT_FLOWS,
  isItemFlow,
  itemRefOf,
  modalPage,
  modalStepHref,
  withoutModal,
  type AccountFlow,
  type StepState,
} from "../lib/account/modal-flow";
import { withNewsletterState } from "../lib/newsletter/state";
import { EMAIL_MAX_LENGTH } from "../lib/account/email";
import { isPhone, PHONE_MAX_LENGTH } from "../lib/account/phone";
import { withToast } from "../lib/wishlist/toast";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";
import { accountModalData, notifyTypesOf } from "../server/modal-data.server";
import { AccountError, accountsOf, startSession } from "../server/account/auth.server";
import { newsletterOptIn } from "./newsletter.server";
import { localPath } from "../server/form-fields.server";
import { handleSignInStep } from "../server/account/sign-in.server";
import { SIGN_IN_STEPS, type ModalStepFailure } from "../lib/account/sign-in-steps";
import type { ModalStepsData } from "../lib/account/modal-data";
import { PERSONAL } from "../lib/http/cache-policy";
import { hasNoControlCharacters, MAX_SAVED_SEARCH_NAME, WATCH_SEARCH_TYPE } from "../lib/search/saved-search";
import { savedSearchDefaultName, searchQueryOf } from "../server/saved-search.server";

export type { ModalStepFailure };

const SIGN_IN_INTENTS = ["email", "register", "resend", "code"] as const;

/**
 * A trip's or a departure's modal names it in `type`; the newsletter's names nothing; the
 * wishlist modal watching the page's search names `search`.
 */
const targetFields = {
  flow: z.enum(ACCOUNT_FLOWS),
  type: z
    .string()
    .max(40)
    .nullish()
    .transform((type) => type ?? ""),
};
const namesItsItem = ({ flow, type }: { flow: AccountFlow; type: string }) =>
  isItemFlow(flow) ? itemRefOf(type) !== null || watchesSearch(flow, type) : type === "";
/** The wishlist modal keeping the page's search rather than a trip or a departure. */
const watchesSearch = (flow: AccountFlow, type: string) => flow === "wishlist" && type === WATCH_SEARCH_TYPE;
export const modalTarget = z.object(targetFields).refine(namesItsItem);
export const intentField = z.enum([...SIGN_IN_INTENTS, "save", "subscribe", "tax-code"]);
/** Phone; optional, so empty means none. */
export const phoneField = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH)
  .refine((phone) => phone === "" || isPhone(phone));
/** A watched search's name: trimmed, at most MAX_SAVED_SEARCH_NAME characters, no control characters; empty means the default. */
export const savedSearchNameField = z.string().trim().max(MAX_SAVED_SEARCH_NAME).refine(hasNoControlCharacters);

export async function modalStepsLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = modalTarget.safeParse({ flow: url.searchParams.get("flow"), type: url.searchParams.get("type") });
  if (!parsed.success) throw new Response("Not found", { status: 404, headers: PERSONAL });
  const [modal, t] = await Promise.all([
    accountModalData(context, parsed.data.flow, url.searchParams),
    translatorFor(context.tenant.language),
  ]);
  const titleKey = watchesSearch(parsed.data.flow, parsed.data.type)
    ? "savedSearches.modal.title"
    : {
        wishlist: "modals.wishlist.title",
        "notify-me": "modals.notifyMe.title",
        "group-info": "modals.groupInfo.title",
        newsletter: "newsletter.modal.title",
      }[parsed.data.flow];
  return data(
    {
      modal,
      title: (await seoOf(context, t(titleKey))).title,
      returnTo: modalPage(returnToOf(url.searchParams.get("returnTo")), parsed.data.flow, parsed.data.type),
    },
    { headers: PERSONAL },
  );
}

/**
 * Every field a step may post. The step forms carry the flow, its item and the page to go back
 * to in the action's URL, so the URL's parameters fill what the form does not give. Only the
 * target and the intent can be wrong (a 400); the rest reads as empty when absent or odd, and
 * is checked by the step that uses it (the e-mail by the sign-in steps, the phone by notify-me,
 * the name by the watched search).
 */
const stepEmail = z
  .string()
  .catch("")
  .transform((email) => email.trim());
const modalStepForm = z
  .object({
    ...targetFields,
    intent: intentField,
    step: z.enum(SIGN_IN_STEPS).catch("email"),
    email: stepEmail,
    phone: z.string().catch(""),
    taxCode: z.string().catch(""),
    name: z.string().catch(""),
    returnTo: z.string().nullish().catch(null),
  })
  .refine(namesItsItem);
type ModalStepForm = z.output<typeof modalStepForm>;
/** A step's answer: a redirect to the next step or page, or the refused step (the sign-in steps' own failures included). */
type StepAnswer = Response | ReturnType<typeof formFailure<ModalStepFailure>>;
/** A refused step: its message (on `field` when given), and the step and address to show again. */
type FailedField = keyof ModalStepFailure["fieldErrors"];
type Refused = { error: string; field: FailedField | null; step: ModalStepFailure["step"]; email: string };

/** What every flow's step works with: the request, the read form, the page the modal is on, and how to refuse. */
type Step = {
  request: Request;
  context: AppLoadContext;
  form: FormData;
  fields: ModalStepForm;
  /** The page with this modal open. */
  page: string;
  fail: (refused: Partial<Refused>, status?: number) => StepAnswer;
};

export async function modalStepsAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const submission = await parseForm(request, modalStepForm, "modals.errors.badRequest", url.searchParams);
  // Shown again by a refused step, cut to the field's length (the steps check all of it).
  const posted = submission.form ? withQueryDefaults(submission.form, url.searchParams) : null;
  const email = stepEmail.parse(posted?.get("email")).slice(0, EMAIL_MAX_LENGTH);
  const fail: Step["fail"] = ({ error = "modals.errors.badRequest", field = null, ...shown }, status = 400) =>
    formFailure<ModalStepFailure>({ ...refusal<FailedField>(error, field), step: "email", email, ...shown }, status, PERSONAL);
  // An unreadable body or a form that names no flow or intent shows the step again with its message, like any refused step.
  if (!submission.ok) return fail({}, submission.status);
  const { value } = submission;
  const { flow, type } = value;
  const page = modalPage(returnToOf(value.returnTo ?? null), flow, type);
  const step = { request, context, form: submission.form, fields: value, page, fail };
  switch (flow) {
    case "wishlist":
      return watchesSearch(flow, type) ? watchSearchStep(step) : wishlistStep(step);
    case "notify-me":
      return notifyMeStep(step);
    case "group-info":
      return groupInfoStep(step);
    case "newsletter":
      return newsletterStep(step);
  }
}

/** The trip or departure saved to the person's wishlist, then the page with a toast. */
async function wishlistStep(step: Step): Promise<StepAnswer> {
  const item = await itemOf(step);
  if (!item) return step.fail({ error: "modals.errors.notFound" }, 404);
  return accountStep(step, {}, async (user) => {
    await step.context.services.wishlist.add(user.id, { travelId: item.travelId, ...(item.tour ? { tourId: item.tour.id } : {}) });
    return withToast(withoutModal(step.page, "wishlist"), "added");
  });
}

/**
 * The page's search watched. A signed-in person names it and saves it in one step
 * (the name checked here, 400 when unfit); after the sign-in steps (or the tax-code step) it is
 * watched under its default name, and the modal then says so (or that the cap is reached).
 */
async function watchSearchStep(step: Step): Promise<StepAnswer> {
  const { context, fields, page } = step;
  const user = context.user;
  if (user && fields.intent === "save") {
    const name = savedSearchNameField.safeParse(fields.name);
    if (!name.success) return step.fail({ field: "name", error: "savedSearches.errors.name", email: user.email });
    if (!(await accountsOf(context).taxCodeDue(user.id))) {
      const saved = await saveWatchedSearch(context, user.id, page, name.data);
      // A double submit finds it watched: the same answer.
      if (saved === "cap") return step.fail({ error: "savedSearches.errors.cap", email: user.email }, 409);
      return redirect(page, { status: 303, headers: PERSONAL });
    }
  }
  return accountStep(step, {}, async (signedIn) => {
    await saveWatchedSearch(context, signedIn.id, page, "");
    return page;
  });
}

/** Watches the search of the modal's page (its URL's filters, canonical) on this site, in the visitor's currency. */
async function saveWatchedSearch(context: AppLoadContext, userId: string, page: string, name: string): Promise<"saved" | "exists" | "cap"> {
  const query = searchQueryOf(new URLSearchParams({ returnTo: page }));
  const result = await context.services.savedSearches.save(userId, {
    site: context.tenant.id,
    currency: context.currency,
    query: query.toString(),
    name: name || (await savedSearchDefaultName(context, query)),
  });
  return result.status;
}

/** Told when a sold-out departure or a trip without dates changes; the phone (optional) is carried through the steps. */
async function notifyMeStep(step: Step): Promise<StepAnswer> {
  const item = await itemOf(step);
  if (!item) return step.fail({ error: "modals.errors.notFound" }, 404);
  const phone = phoneField.safeParse(step.fields.phone);
  if (!phone.success) {
    const { intent } = step.fields;
    return step.fail({
      step: intent === "subscribe" || intent === "email" ? "email" : step.fields.step,
      field: "phone",
      error: "modals.notifyMe.errors.phone",
    });
  }
  const carried: StepState = phone.data ? { phone: phone.data } : {};
  return accountStep(step, carried, async (user) => {
    const types = notifyTypesOf(item);
    // Nothing to be told about (sold out, or a trip that has departures): the modal says so.
    if (!types) return step.page;
    // The wishlist service takes the price and status now, from the item (never from the form).
    const { context } = step;
    await context.services.wishlist.subscribeToItem(user.id, item, {
      types,
      phone: phone.data || null,
      currency: context.currency,
      site: context.tenant.id,
    });
    return step.page;
  });
}

/** Who is going, shown once the person is signed in (the modal reads it again). */
async function groupInfoStep(step: Step): Promise<StepAnswer> {
  const item = await itemOf(step);
  if (!item) return step.fail({ error: "modals.errors.notFound" }, 404);
  return accountStep(step, {}, async () => step.page);
}

/**
 * Subscribed once the person is known; the modal closes on the form's alert. A new
 * e-mail gets a double opt-in e-mail, not an account; analytics count new and
 * existing customers apart, known before the code or not.
 */
async function newsletterStep(step: Step): Promise<StepAnswer> {
  const { request, context, fields, page } = step;
  if (!context.user && (fields.intent === "email" || fields.intent === "register")) {
    const optIn = await newsletterOptIn(request, context, fields.email, page);
    if (optIn) return optIn;
  }
  const known =
    fields.intent === "code" && !context.user ? (await accountsOf(context).userByEmail(fields.email.toLowerCase())) !== null : true;
  return accountStep(
    step,
    {},
    async (user, how) => {
      const done = await accountsOf(context).subscribeNewsletter(user.id);
      return withNewsletterState(withoutModal(page, "newsletter"), done && !done.changed ? "already" : how);
    },
    { asksTaxCode: false, newcomer: !known },
  );
}

/** The trip or departure the modal's `type` names (checked by the form's schema). */
async function itemOf({ context, fields }: Step): Promise<ModalItem | null> {
  const ref = itemRefOf(fields.type);
  if (!ref) return null;
  return ref.kind === "tour" ? context.services.groupInfo.tour(ref.id) : context.services.groupInfo.travel(ref.id);
}

type Who = "new" | "existing" | "logged";

/**
 * The steps every flow shares: the sign-in steps for a visitor, the tax-code step where the
 * site asks for it, then `done` — what the modal was opened for — answering where to
 * go next (`how`, for analytics: new, existing or logged).
 */
async function accountStep(
  { request, context, form, fields, page, fail }: Step,
  carried: StepState,
  done: (user: { id: string }, how: Who) => Promise<string>,
  options: { asksTaxCode?: boolean; newcomer?: boolean } = {},
): Promise<StepAnswer> {
  const { intent, email } = fields;
  const complete = async (user: { id: string }, cookie?: string, how: Who = "logged", through = async (path: string) => path) => {
    const headers = new Headers(PERSONAL);
    if (cookie) headers.append("Set-Cookie", cookie);
    // On it and es an account action waits for the tax code, asked once (the modal's tax-code step).
    const due = (options.asksTaxCode ?? true) && (await accountsOf(context).taxCodeDue(user.id));
    const next = due ? modalStepHref(page, { step: "tax-code", ...carried }) : await done(user, how);
    headers.set("Location", await through(next));
    return new Response(null, { status: 303, headers });
  };

  if (intent === "tax-code") {
    if (!context.user) throw redirect(modalStepHref(page, carried), 303);
    try {
      await accountsOf(context).saveTaxCode(context.user.id, fields.taxCode);
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      // Left empty: asked for, not refused.
      const message = fields.taxCode.trim() === "" ? "account.errors.missing.taxCode" : "account.errors.invalid.taxCode";
      return fail({ step: "tax-code", email: context.user.email, field: "taxCode", error: message });
    }
    return complete(context.user);
  }
  if (context.user) return complete(context.user);
  // A visitor reaches these only by a stale page: they start at the first step.
  if (intent === "save" || intent === "subscribe")
    throw redirect(modalStepHref(page, { ...carried, ...(email ? { email: email.slice(0, EMAIL_MAX_LENGTH) } : {}) }), 303);

  const origin = new URL(request.url).origin;
  return handleSignInStep(form, context, {
    stepUrl: (state) => modalStepHref(page, { ...state, ...carried }),
    codeLink: (address, code) => origin + modalStepHref(page, { step: "code", email: address, code, ...carried }),
    signedIn: async (user: User, posted) => {
      // Back through the provider (a one-time ticket): the other sites then sign the person in by redirects alone.
      const { cookie, through } = await startSession(context, user, request, null, {
        offerPasskey: posted.get("passkeyReady") === "1",
      });
      return complete(user, cookie, options.newcomer ? "new" : "existing", through);
    },
  });
}

/** Only a path of this site (no open redirect). */
function returnToOf(value: string | null): string {
  const parsed = localPath.safeParse(value ?? "");
  return parsed.success ? parsed.data : "/";
}

export type { ModalStepsData };
