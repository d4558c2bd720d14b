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

/**
 * The state the element carries, or null (an empty element: the page was rendered for this
 * request, and its root data already says who asks). Anything else is treated as no state: the
 * page then shows what its own data says rather than failing.
 */
export function readPersonalState(text: string | null | undefined): PersonalState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PersonalState> | null;
    const user = value?.user;
    const wishlist = value?.wishlist;
    if (!user || typeof user.id !== "string" || typeof user.email !== "string" || typeof user.personalAreaUrl !== "string") return null;
    if (!wishlist || !Array.isArray(wishlist.travels) || !Array.isArray(wishlist.tours)) return null;
    return { user: { ...user, newsletter: user.newsletter === true }, wishlist };
  } catch {
    return null;
  }
}
