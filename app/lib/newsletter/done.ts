/**
 * What the newsletter form does once a subscription's outcome arrives while the page is open
 * (its own small chunk, loaded only then): the event for a new, an existing or a
 * logged user, the e-mail only ever as its SHA-256 hex (as the notify-me payload), and, 2 s
 * later, the field cleared. An "already" outcome subscribed nobody: no event.
 */
import type { PageType } from "../analytics/page-type";
import { hashEmail } from "../analytics/text";
import { track } from "../analytics/track";
import { takeCodeStepsMark } from "./round-trip";
import { NEWSLETTER_CLEAR_MS, newsletterStateOf } from "./state";

type Who = { pageType?: PageType; user?: { id: string; email: string } | null } | null | undefined;

export async function subscribed(outcome: string, who: Who, form: HTMLFormElement | null, live: boolean): Promise<void> {
  // A form that is not shown (the footer's on the newsletter page) reports nothing: the shown one does.
  if (!form) return;
  // A fresh load counts only right after the modal's code steps (their pass through the provider): not a reload.
  if (!takeCodeStepsMark() && !live) return;
  setTimeout(() => form.reset(), NEWSLETTER_CLEAR_MS);
  const state = newsletterStateOf(outcome);
  const user = who?.user;
  if (!state || state === "already" || !user) return;
  const base = { pageType: who.pageType ?? "", sectionFrom: "newsletter" as const, userId: user.id };
  if (state === "logged") return track("newsletterSubscriptionLoggedUser", base);
  const email = await hashEmail(user.email);
  if (email) track(state === "new" ? "newsletterSubscriptionNewUser" : "newsletterSubscriptionExistingUser", { ...base, email });
}
