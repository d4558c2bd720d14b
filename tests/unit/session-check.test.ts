/** Authentication rules in the browser, as decideSession words them. */
import { describe, expect, it } from "vitest";
import { decideSession, PRIVACY_LOGOUT_DELAY_MS } from "../../app/lib/account/session-check";

const ok = (id: string) => ({ kind: "answer" as const, status: 200, body: { data: { id, email: "a@example.com" } } });
const error = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
  kind: "answer" as const,
  status,
  body: { error: { code, message: "", extra } },
});

describe("decideSession", () => {
  it.each([
    ["the same person: signed in (userLogged)", "u1", ok("u1"), { kind: "signed-in", userId: "u1" }],
    ["signed in elsewhere while the page shows a visitor: reload", null, ok("u1"), { kind: "reload" }],
    ["another person now: reload", "u1", ok("u2"), { kind: "reload" }],
    ["signed out while the page shows a user: reload", "u1", error(401, "UNAUTHENTICATED"), { kind: "reload" }],
    ["a visitor stays a visitor", null, error(401, "UNAUTHENTICATED"), { kind: "none" }],
    [
      "privacy policy with an id: the communications page",
      "u1",
      error(403, "USER_PRIVACY_POLICY_ERROR", { id: "u1" }),
      { kind: "personal-area", hash: "communications" },
    ],
    [
      "privacy policy without an id: logout after 3 s",
      "u1",
      error(403, "USER_PRIVACY_POLICY_ERROR"),
      { kind: "logout", delayMs: PRIVACY_LOGOUT_DELAY_MS },
    ],
    ["an admin: logout at once", "u1", error(403, "ACCOUNT_NOT_ALLOWED"), { kind: "logout", delayMs: 0 }],
    ["any other failure: logout", "u1", error(500, "INTERNAL"), { kind: "logout", delayMs: 0 }],
    ["an unreadable answer: logout", "u1", { kind: "answer" as const, status: 502, body: null }, { kind: "logout", delayMs: 0 }],
    ["offline: nothing yet", "u1", { kind: "network-error" as const }, { kind: "none" }],
  ])("%s", (_, shown, answer, expected) => {
    expect(decideSession(shown, answer)).toEqual(expected);
  });

  it("waits 3 seconds before the privacy-policy logout", () => {
    expect(PRIVACY_LOGOUT_DELAY_MS).toBe(3_000);
  });
});
