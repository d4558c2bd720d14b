/**
 * The watched searches' list and its one action (issue 27), on every site at a fixed path
 * (SAVED_SEARCHES_PATH): rename, pause, resume, delete, each a plain form naming its intent.
 * The wishlist page shows the same list and its forms post here. A refused form answers 400
 * (404 for a search that is not the person's) with a message key, nothing stored; a done one
 * is a 303 back to the page it came from. Personal HTML: never stored by any cache.
 */
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { PERSONAL } from "../lib/http/cache-policy";
import { hasNoControlCharacters, MAX_SAVED_SEARCH_NAME, MAX_SAVED_SEARCHES, SAVED_SEARCHES_PATH } from "../lib/search/saved-search";
import type { FormFailure } from "../lib/forms/failure";
import { parseFormData, readForm, UNREADABLE_FORM } from "../server/forms.server";
import { localPath } from "../server/form-fields.server";
import { translatorFor } from "../server/i18n.server";
import { seoOf } from "../server/seo.server";
import type { SavedSearchView } from "../../workers/services/saved-searches";

const id = z.string().uuid("savedSearches.errors.invalid");
const returnTo = z.preprocess((v) => (v === "" ? undefined : v), localPath.optional()).catch(undefined);
export const savedSearchFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("rename"),
      id,
      name: z
        .string("savedSearches.errors.name")
        .trim()
        .min(1, "savedSearches.errors.name")
        .max(MAX_SAVED_SEARCH_NAME, "savedSearches.errors.name")
        .refine(hasNoControlCharacters, "savedSearches.errors.name"),
      returnTo,
    }),
    z.object({ intent: z.enum(["pause", "resume", "delete"]), id, returnTo }),
  ],
  { error: "savedSearches.errors.invalid" },
);

/** A refused form, and which search it was about (its row shows the message). */
export type SavedSearchFailure = FormFailure & { id: string | null };

export async function savedSearchesLoader({ context }: LoaderFunctionArgs) {
  const t = await translatorFor(context.tenant.language);
  const seo = await seoOf(context, t("savedSearches.title"));
  if (!context.user) {
    return data(
      {
        signedIn: false as const,
        seo,
        searches: [] as SavedSearchView[],
        max: MAX_SAVED_SEARCHES,
        signInHref: `/auth/sign-in?${new URLSearchParams({ returnTo: SAVED_SEARCHES_PATH })}`,
      },
      { headers: PERSONAL },
    );
  }
  const searches = await savedSearchList(context);
  return data({ signedIn: true as const, seo, searches, max: MAX_SAVED_SEARCHES, signInHref: null }, { headers: PERSONAL });
}

/** The signed-in person's watched searches with today's match counts (the wishlist page shows them too). */
export function savedSearchList(context: AppLoadContext): Promise<SavedSearchView[]> {
  if (!context.user) return Promise.resolve([]);
  return context.services.savedSearches.list(context.user.id, { site: context.tenant.id, today: context.today });
}

export async function savedSearchesAction({ request, context }: ActionFunctionArgs) {
  const body = await readForm(request);
  if (!body.ok) return refuse({ ok: false, formErrors: [UNREADABLE_FORM], fieldErrors: {} }, null, body.status);
  const submission = parseFormData(body.form, savedSearchFormSchema);
  if (!submission.ok) {
    const posted = id.safeParse(body.form.get("id"));
    const { failure } = submission;
    // A message for the form as a whole when no field has one (an unknown intent, a missing id).
    const formErrors = failure.formErrors.length || failure.fieldErrors.name ? failure.formErrors : ["savedSearches.errors.invalid"];
    return refuse({ ...failure, formErrors }, posted.success ? posted.data : null, submission.status);
  }
  const input = submission.value;
  const back = input.returnTo ?? SAVED_SEARCHES_PATH;
  if (!context.user) {
    return redirect(`/auth/sign-in?${new URLSearchParams({ returnTo: back })}`, { status: 303, headers: PERSONAL });
  }
  const service = context.services.savedSearches;
  const user = context.user.id;
  switch (input.intent) {
    case "rename":
      if (!(await service.rename(user, input.id, input.name))) return notFound(input.id);
      break;
    case "pause":
    case "resume":
      if (!(await service.setActive(user, input.id, input.intent === "resume"))) return notFound(input.id);
      break;
    case "delete":
      // Deleting what is already gone (a double submit) is done, not an error.
      await service.remove(user, input.id);
      break;
  }
  return redirect(back, { status: 303, headers: PERSONAL });
}

function notFound(id: string) {
  return refuse({ ok: false, formErrors: ["savedSearches.errors.notFound"], fieldErrors: {} }, id, 404);
}

function refuse(failure: FormFailure, id: string | null, status: number) {
  return data<SavedSearchFailure>({ ...failure, id }, { status, headers: PERSONAL });
}
