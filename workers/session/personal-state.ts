/**
 * A signed-in person's small state for the overlay on shared copies of pages
 * (http/personal-overlay.ts): their saved ids and whether their newsletter is on. Read from D1 once and
 * kept in the isolate for PERSONAL_STATE_TTL_MS, so a person going from page to page costs one
 * read every few seconds, not two per page.
 *
 * A request of the person's that writes (a heart, the newsletter, a sign-in joining a guest's
 * list) forgets it here (`forgetPersonalState`): the next page in this isolate reads it again.
 * Another isolate may show the older state for at most the TTL.
 */
import type { PersonalState } from "../../app/lib/account/personal-state";

export const PERSONAL_STATE_TTL_MS = 5_000;
/** Beyond this many people, the oldest is dropped first (a few hundred bytes each). */
const MAX_PEOPLE = 5_000;

type Kept = { saved: PersonalState["wishlist"]; newsletter: boolean; readAt: number };
export type PersonalReads = {
  savedIds(userId: string): Promise<PersonalState["wishlist"]>;
  newsletterOn(userId: string): Promise<boolean>;
};

const kept = new Map<string, Kept>();
/**
 * Bumped for a person each time they are forgotten: a read that began before a write finishes
 * after it, and must not be kept as if it were newer.
 */
const forgotten = new Map<string, number>();

/** What is kept of a person: their saved ids and whether their newsletter is on. */
export type KeptState = Omit<Kept, "readAt">;

/** The person's saved ids and newsletter flag, from the isolate's memory while they are young. */
export async function keptStateOf(userId: string, reads: PersonalReads, now = Date.now()): Promise<KeptState> {
  let state = kept.get(userId);
  if (!state || now - state.readAt >= PERSONAL_STATE_TTL_MS) {
    const version = forgotten.get(userId) ?? 0;
    const [saved, newsletter] = await Promise.all([reads.savedIds(userId), reads.newsletterOn(userId)]);
    state = { saved, newsletter, readAt: now };
    if ((forgotten.get(userId) ?? 0) === version) keep(userId, state);
  }
  return { saved: state.saved, newsletter: state.newsletter };
}

/** The person wrote: their next page reads their state again. */
export function forgetPersonalState(userId: string): void {
  kept.delete(userId);
  forgotten.set(userId, (forgotten.get(userId) ?? 0) + 1);
  if (forgotten.size > MAX_PEOPLE) forgotten.delete(forgotten.keys().next().value!);
}

function keep(userId: string, state: Kept): void {
  kept.delete(userId);
  kept.set(userId, state);
  if (kept.size > MAX_PEOPLE) kept.delete(kept.keys().next().value!);
}
