/**
 * 000 §7 newsletter subscription events, for new, existing and logged users: the e-mail only
 * ever as its SHA-256 hex (as the notify-me payload), the signed-in person's id for a logged
 * user. Loaded by the newsletter form only once a subscription has happened (its own chunk).
 */
import type { NewsletterState } from "../newsletter/state";
import type { PageType } from "./page-type";
import { hashEmail } from "./text";
import { track } from "./track";

export async function trackNewsletter(state: NewsletterState, who: { pageType: PageType; email: string | null; userId: string | null }): Promise<void> {
  const base = { pageType: who.pageType, sectionFrom: "newsletter" as const, ...(who.userId ? { userId: who.userId } : {}) };
  if (state === "logged") {
    if (who.userId) track("newsletterSubscriptionLoggedUser", { ...base, userId: who.userId });
    return;
  }
  // Already on: nothing was subscribed.
  if (state === "already") return;
  const email = await hashEmail(who.email);
  if (!email) return;
  track(state === "new" ? "newsletterSubscriptionNewUser" : "newsletterSubscriptionExistingUser", { ...base, email });
}
