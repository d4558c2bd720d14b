/**
 * Authentication rules, decided from what the page shows and what the current-user
 * call (GET /api/users/me) answered. Pure, so the rules are tested without a browser.
 *
 * - the user's validity differs from the page (signed in elsewhere, signed out, another
 *   person): reload;
 * - USER_PRIVACY_POLICY_ERROR: with an id, the personal area's communications; without, log
 *   out after 3 seconds;
 * - an admin (ACCOUNT_NOT_ALLOWED): log out at once;
 * - any other failure while the page shows a user: log out.
 * A network failure (offline, the tab waking up) decides nothing: the next check will.
 */
export const PRIVACY_LOGOUT_DELAY_MS = 3_000;

export type CurrentUserAnswer = { kind: "network-error" } | { kind: "answer"; status: number; body: unknown };

export type SessionDecision =
  | { kind: "none" }
  | { kind: "signed-in"; userId: string }
  | { kind: "reload" }
  | { kind: "logout"; delayMs: number }
  | { kind: "personal-area"; hash: "communications" };

export function decideSession(shownUserId: string | null, answer: CurrentUserAnswer): SessionDecision {
  if (answer.kind === "network-error") return { kind: "none" };
  const body = (answer.body ?? {}) as { data?: { id?: unknown }; error?: { code?: unknown; extra?: { id?: unknown } } };
  if (answer.status === 200 && typeof body.data?.id === "string") {
    return shownUserId === body.data.id ? { kind: "signed-in", userId: body.data.id } : { kind: "reload" };
  }
  if (answer.status === 401) return shownUserId ? { kind: "reload" } : { kind: "none" };
  const code = body.error?.code;
  if (code === "USER_PRIVACY_POLICY_ERROR") {
    return typeof body.error?.extra?.id === "string"
      ? { kind: "personal-area", hash: "communications" }
      : { kind: "logout", delayMs: PRIVACY_LOGOUT_DELAY_MS };
  }
  if (code === "ACCOUNT_NOT_ALLOWED") return { kind: "logout", delayMs: 0 };
  return shownUserId ? { kind: "logout", delayMs: 0 } : { kind: "none" };
}
