/**
 * The watched searches' forms on the wishlist page and in the personal area: rename,
 * pause, resume, delete, each a plain form naming its intent (SAVED_SEARCH_INTENTS) and posted
 * to the page's own action, which hands them here. A refused form answers 400 (404 for a
 * search that is not the person's) with a message key, nothing stored; a done one is a 303
 * back to the page it came from. Personal data: never stored by any cache.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { PERSONAL } from "../lib/http/cache-policy";
import { hasNoControlCharacters, MAX_SAVED_SEARCH_NAME, SAVED_SEARCH_INTENTS } from "../lib/search/saved-search";
import type { FormFailure } from "../lib/forms/failure";
import { intent } from "./forms.server";
import { localPath } from "./form-fields.server";
import { siteOriginOf } from "../../workers/services/oidc/clients";
import type { SavedSearchFailure, SavedSearchView } from "../lib/search/saved-search-views";

const id = z.string().uuid("savedSearches.errors.invalid");
const returnTo = z.preprocess((v) => (v === "" ? undefined : v), localPath.optional()).catch(undefined);
export const savedSearchFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("rename-search"),
      id,
      name: z
        .string("savedSearches.errors.name")
        .trim()
        .min(1, "savedSearches.errors.name")
        .max(MAX_SAVED_SEARCH_NAME, "savedSearches.errors.name")
        .refine(hasNoControlCharacters, "savedSearches.errors.name"),
      returnTo,
    }),
    z.object({ intent: z.enum(["pause-search", "resume-search", "delete-search"]), id, returnTo }),
  ],
  { error: "savedSearches.errors.invalid" },
);

/**
 * A person's watched searches with today's match counts. On a site, its own searches link by
 * their path; on the accounts host (`here` null) every search links to its site.
 */
export function savedSearchList(context: AppLoadContext, userId: string, here: string | null): Promise<SavedSearchView[]> {
  return context.services.savedSearches.list(userId, {
    site: here,
    today: context.today,
    originOf: (tenant) => siteOriginOf(tenant, context.request.url),
  });
}

/**
 * The forms' rows of a page's intent table (the wishlist page's, the personal area's), for the
 * person `userId` (a site's session or the provider's; null sends the visitor to `signIn`);
 * `home` is where to go back to when the form names no page. Each row words its own refusal:
 * the message, and which search it was about.
 */
export function savedSearchIntents(context: AppLoadContext, userId: string | null, home: string, signIn: string) {
  const row = (schema: z.ZodType<SavedSearchForm>) => ({
    ...intent(schema, (input: SavedSearchForm) => savedSearchFormAction(input, context, userId, home, signIn)),
    refuse: (failure: FormFailure, status: number, form: FormData | null) => {
      const posted = id.safeParse(form?.get("id"));
      // A message for the form as a whole when no field has one (a missing id).
      const formErrors = failure.formErrors.length || failure.fieldErrors.name ? failure.formErrors : ["savedSearches.errors.invalid"];
      return refuse({ ...failure, formErrors }, posted.success ? posted.data : null, status);
    },
  });
  return Object.fromEntries(SAVED_SEARCH_INTENTS.map((name) => [name, row(savedSearchFormSchema)]));
}

type SavedSearchForm = z.output<typeof savedSearchFormSchema>;

async function savedSearchFormAction(input: SavedSearchForm, context: AppLoadContext, userId: string | null, home: string, signIn: string) {
  const back = input.returnTo ?? home;
  if (!userId) return redirect(signIn, { status: 303, headers: PERSONAL });
  const service = context.services.savedSearches;
  const user = userId;
  switch (input.intent) {
    case "rename-search":
      if (!(await service.rename(user, input.id, input.name))) return notFound(input.id);
      break;
    case "pause-search":
    case "resume-search":
      if (!(await service.setActive(user, input.id, input.intent === "resume-search"))) return notFound(input.id);
      break;
    case "delete-search":
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
