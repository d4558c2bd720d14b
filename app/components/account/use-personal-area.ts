import { useActionData, useLoaderData, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { fieldError, firstMessage } from "../../lib/forms/failure";
import type { SavedSearchFailure } from "../../lib/search/saved-search-views";
import type { AccountAreaFailure, accountLoader } from "../../routes/oidc.account.server";

/**
 * What the personal area shows: the loader's facts, and the action's answer sorted out between
 * its forms (a passkey's new name, the communications form, the watched searches' list).
 */
export function usePersonalArea() {
  const facts = useLoaderData<typeof accountLoader>();
  const revalidator = useRevalidator();
  const answer = useActionData<AccountAreaFailure | SavedSearchFailure>();
  // The watched searches' forms answer with the search they were about (their list reads it); a passkey's name with the passkey.
  const area = answer && !("id" in answer) ? answer : undefined;
  const renameFailure = area?.passkey
    ? { passkey: area.passkey, error: fieldError(area, "name") ?? "account.area.passkeyNameInvalid" }
    : undefined;
  // This page for the list's forms: the client site kept, a done form's notice left out.
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("saved");
  params.delete("done");
  return {
    ...facts,
    answer,
    renameFailure,
    /** The communications form's refusal, a catalogue key. */
    failure: area && !area.passkey ? firstMessage(area) : null,
    here: location.pathname + (params.size ? `?${params}` : ""),
    busy: useNavigation().state === "submitting",
    revalidate: () => revalidator.revalidate(),
  };
}

export type PersonalArea = ReturnType<typeof usePersonalArea>;
