/**
 * The one action behind the account modals (000 §2 wishlist and group-info steps, 000 §4
 * notify-me; issue 13; 001 §4 the newsletter's code steps): every form of those modals posts here, with `flow`, `type` and the
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
import { readForm } from "../server/forms.server";
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
import { isPhone, PHONE_MAX_LENGTH } from "../lib/account/phone";
import { withToast } from "../lib/wishlist/toast";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";
import { accountModalData, notifyTypesOf, type AccountModalData } from "../server/modal-data.server";
import { AccountError, accountsOf, startSession } from "../server/account/auth.server";
import { newsletterOptIn } from "./newsletter.server";
import { localPath } from "../server/form-fields.server";
import { handleSignInStep, type SignInStep } from "../server/account/sign-in.server";
import { PERSONAL } from "../lib/http/cache-policy";
import { hasNoControlCharacters, MAX_SAVED_SEARCH_NAME, WATCH_SEARCH_TYPE } from "../lib/search/saved-search";
import { savedSearchDefaultName, searchQueryOf } from "../server/saved-search.server";

/** A step the modal refused: the sign-in failures plus notify-me's phone. */
export type ModalStepFailure = {
  /** A sign-in step, or the signed-in person's tax-code step (001 §5). */
  step: SignInStep | "tax-code";
  email: string;
  /** A message key (account.errors.* or modals.*). */
  error: string;
  field: "email" | "marketingConsent" | "taxCode" | "otp" | "phone" | "name" | null;
  renewableIn?: number;
  attemptsLeft?: number;
};

const SIGN_IN_INTENTS = ["email", "register", "resend", "code"] as const;

/** A trip's or a departure's modal names it in `type`; the newsletter's names nothing. */
export const modalTarget = z
  .object({
    flow: z.enum(ACCOUNT_FLOWS),
    type: z
      .string()
      .max(40)
      .nullish()
      .transform((type) => type ?? ""),
  })
  .refine(({ flow, type }) => (isItemFlow(flow) ? itemRefOf(type) !== null || watchesSearch(flow, type) : type === ""));

/** Issue 27: the wishlist modal keeping the page's search rather than a trip or a departure. */
function watchesSearch(flow: AccountFlow, type: string): boolean {
  return flow === "wishlist" && type === WATCH_SEARCH_TYPE;
}
export const intentField = z.enum([...SIGN_IN_INTENTS, "save", "subscribe", "tax-code"]);
/** 000 §5 phone; optional (001 §5), so empty means none. */
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

export async function modalStepsAction({ request, context }: ActionFunctionArgs) {
  const body = await readForm(request);
  // An unreadable body shows the step again with its message, like any refused step.
  if (!body.ok)
    return data<ModalStepFailure>(
      { step: "email", email: "", error: "modals.errors.badRequest", field: null },
      { status: body.status, headers: PERSONAL },
    );
  const { form } = body;
  const url = new URL(request.url);
  // The form's fields first, then the action URL's (the sign-in step forms carry the flow there).
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : url.searchParams.get(name);
  };
  const parsed = modalTarget.safeParse({ flow: field("flow"), type: field("type") });
  const intent = intentField.safeParse(field("intent"));
  const email = String(field("email") ?? "")
    .trim()
    .slice(0, 254);
  const fail = (failure: Partial<ModalStepFailure>, status = 400) =>
    data<ModalStepFailure>(
      { step: "email", email, error: "modals.errors.badRequest", field: null, ...failure },
      { status, headers: PERSONAL },
    );
  if (!parsed.success || !intent.success) return fail({});
  const { flow, type } = parsed.data;
  const ref = itemRefOf(type);
  const page = modalPage(returnToOf(field("returnTo")), flow, type);
  const item = !ref
    ? null
    : ref.kind === "tour"
      ? await context.services.groupInfo.tour(ref.id)
      : await context.services.groupInfo.travel(ref.id);
  const search = watchesSearch(flow, type);
  if (isItemFlow(flow) && !item && !search) return fail({ error: "modals.errors.notFound" }, 404);

  const phone = phoneField.safeParse(field("phone") ?? "");
  if (flow === "notify-me" && !phone.success) {
    const step = (field("step") as SignInStep | null) ?? "email";
    return fail({
      step: intent.data === "subscribe" || intent.data === "email" ? "email" : step,
      field: "phone",
      error: "modals.notifyMe.errors.phone",
    });
  }
  const carried: StepState = flow === "notify-me" && phone.success && phone.data ? { phone: phone.data } : {};

  // What the modal was opened for, once the person is known (`how`: 000 §7 new, existing or logged).
  const complete = async (
    user: { id: string },
    cookie?: string,
    how: Who = "logged",
    through = async (path: string) => path,
  ): Promise<Response> => {
    const headers = new Headers(PERSONAL);
    if (cookie) headers.append("Set-Cookie", cookie);
    // 001 §5: on it and es an account action waits for the tax code, asked once (the modal's tax-code step).
    const due = flow !== "newsletter" && (await accountsOf(context).taxCodeDue(user.id));
    const next = due
      ? modalStepHref(page, { step: "tax-code", ...carried })
      : await pending(context, flow, item, user, page, carried.phone ?? null, how);
    headers.set("Location", await through(next));
    return new Response(null, { status: 303, headers });
  };

  if (intent.data === "tax-code") {
    if (!context.user) throw redirect(modalStepHref(page, carried), 303);
    try {
      await accountsOf(context).saveTaxCode(context.user.id, field("taxCode") ?? "");
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      return fail({ step: "tax-code", email: context.user.email, field: "taxCode", error: "account.errors.invalid.taxCode" });
    }
    return complete(context.user);
  }

  // 001 §4 (architecture §9): a new e-mail subscribing gets a double opt-in e-mail, not an account.
  if (flow === "newsletter" && !context.user && (intent.data === "email" || intent.data === "register")) {
    const optIn = await newsletterOptIn(request, context, email, page);
    if (optIn) return optIn;
  }

  // Issue 27: a signed-in person watches the page's search at once, under the name they gave (checked here, 400 when unfit).
  if (search && context.user && intent.data === "save") {
    const name = savedSearchNameField.safeParse(field("name") ?? "");
    if (!name.success) return fail({ field: "name", error: "savedSearches.errors.name", email: context.user.email });
    if (!(await accountsOf(context).taxCodeDue(context.user.id))) {
      const saved = await saveWatchedSearch(context, context.user.id, page, name.data);
      // A double submit finds it watched: the same answer.
      if (saved === "cap") return fail({ error: "savedSearches.errors.cap", email: context.user.email }, 409);
      throw redirect(page, { status: 303, headers: PERSONAL });
    }
  }
  if (context.user && (intent.data === "save" || intent.data === "subscribe")) return complete(context.user);
  if (!context.user && (intent.data === "save" || intent.data === "subscribe")) {
    // A visitor reaches these only by a stale page: they start at the first step.
    throw redirect(modalStepHref(page, { ...carried, ...(email ? { email } : {}) }), 303);
  }
  if (context.user) return complete(context.user);

  const origin = url.origin;
  // The newsletter counts new and existing customers apart (000 §7): known before the code, or not.
  const known =
    flow === "newsletter" && intent.data === "code" ? (await accountsOf(context).userByEmail(email.toLowerCase())) !== null : true;
  return handleSignInStep(request, context, form, {
    stepUrl: (state) => modalStepHref(page, { ...state, ...carried }),
    codeLink: (address, code) => origin + modalStepHref(page, { step: "code", email: address, code, ...carried }),
    signedIn: async (user: User) => {
      // Back through the provider (a one-time ticket): the other sites then sign the person in by redirects alone.
      const { cookie, through } = await startSession(context, user, request, null, {
        offerPasskey: form.get("passkeyReady") === "1",
      });
      return complete(user, cookie, known ? "existing" : "new", through);
    },
  });
}

type Who = "new" | "existing" | "logged";

/** Does what the modal was for; answers where to go next. */
async function pending(
  context: AppLoadContext,
  flow: AccountFlow,
  found: ModalItem | null,
  user: { id: string },
  page: string,
  phone: string | null,
  how: Who,
): Promise<string> {
  if (flow === "newsletter") {
    // 001 §4: subscribed once the person is known; the modal closes on the form's alert.
    const done = await accountsOf(context).subscribeNewsletter(user.id);
    return withNewsletterState(withoutModal(page, flow), done && !done.changed ? "already" : how);
  }
  if (flow === "wishlist" && !found) {
    // Issue 27, after the sign-in steps: watched under its default name; the modal then says so (or that the cap is reached).
    await saveWatchedSearch(context, user.id, page, "");
    return page;
  }
  const item = found!;
  switch (flow) {
    case "wishlist": {
      await context.services.wishlist.add(user.id, { travelId: item.travelId, ...(item.tour ? { tourId: item.tour.id } : {}) });
      return withToast(withoutModal(page, flow), "added");
    }
    case "notify-me": {
      const types = notifyTypesOf(item);
      // Nothing to be told about (sold out, or a trip that has departures): the modal says so.
      if (!types) return page;
      // The wishlist service takes the price and status now, from the item (never from the form).
      await context.services.wishlist.subscribeToItem(user.id, item, { types, phone, currency: context.currency, site: context.tenant.id });
      return page;
    }
    case "group-info":
      return page;
  }
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

/** Only a path of this site (no open redirect). */
function returnToOf(value: string | null): string {
  const parsed = localPath.safeParse(value ?? "");
  return parsed.success ? parsed.data : "/";
}

export type ModalStepsData = { modal: AccountModalData; returnTo: string };
