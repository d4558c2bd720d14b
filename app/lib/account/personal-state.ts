/**
 * A signed-in person's own parts of a page that is otherwise the same for everyone: who they
 * are (the account menu, the footer's newsletter form, group info) and what they saved (the
 * hearts and the header's count). The Worker answers such a page from its shared copy and
 * writes this state into it (workers/http/personal-overlay.ts); the browser reads it back
 * from the element below before hydrating, so its first render is the page the server sent.
 */

/** The empty JSON script the root renders on every page; only a shared copy's overlay fills it. */
export const PERSONAL_ELEMENT_ID = "caravan-personal";

export type PersonalUser = { id: string; email: string; personalAreaUrl: string; newsletter: boolean };
export type PersonalSaved = { travels: number[]; tours: Array<{ tourId: number; travelId: number }> };
export type PersonalState = { user: PersonalUser; wishlist: PersonalSaved };

/** The state as the script element's text: JSON with every `<` escaped, so it cannot close the element. */
export function personalStateJson(state: PersonalState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}
