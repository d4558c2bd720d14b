import { useActionData, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { fieldError, firstMessage, type FormFailure } from "../../lib/forms/failure";
import type { SavedSearchFailure } from "../../lib/search/saved-search-views";

/** A refused form of the personal area: a passkey's new name says which passkey it was about. */
export type PersonalAreaFailure = FormFailure<"newsletter" | "name"> & { passkey?: string };

/**
 * The personal area's state: the action's answer sorted out between its forms (a passkey's new
 * name, the communications form, the watched searches' list), this page's address for the
 * list's forms, and whether a form is on its way.
 */
export function usePersonalArea() {
  const revalidator = useRevalidator();
  const answer = useActionData<PersonalAreaFailure | SavedSearchFailure>();
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
    answer,
    renameFailure,
    /** The communications form's refusal, a catalogue key. */
    failure: area && !area.passkey ? firstMessage(area) : null,
    here: location.pathname + (params.size ? `?${params}` : ""),
    busy: useNavigation().state === "submitting",
    revalidate: () => revalidator.revalidate(),
  };
}

export type PersonalAreaState = ReturnType<typeof usePersonalArea>;
