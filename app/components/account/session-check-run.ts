/**
 * The current-user check, loaded on demand by SessionWatch: it asks
 * GET /api/users/me and acts on what decideSession says (reload, the personal area's
 * communications, logout now or after 3 s, or userLogged for analytics).
 */
import { decideSession, type CurrentUserAnswer } from "../../lib/account/session-check";
import { pageTypeFor } from "../../lib/analytics/page-type";
import { track } from "../../lib/analytics/track";
import type { RootData } from "../shell/use-tenant";

/** `root`: the root loader's data as the page shows it; `first`: the check of the page load. */
export async function checkSession(root: RootData | undefined, first: boolean): Promise<void> {
  const personalArea = root?.user?.personalAreaUrl;
  const decision = decideSession(root?.user?.id ?? null, await currentUser());
  if (decision.kind === "signed-in") {
    if (first) track("userLogged", { pageType: pageTypeFor(root?.routeKey), userId: decision.userId });
  } else if (decision.kind === "reload") {
    window.location.reload();
  } else if (decision.kind === "personal-area" && personalArea) {
    window.location.assign(`${personalArea}#${decision.hash}`);
  } else if (decision.kind === "logout" || decision.kind === "personal-area") {
    setTimeout(logout, decision.kind === "logout" ? decision.delayMs : 0);
  }
}

async function currentUser(): Promise<CurrentUserAnswer> {
  try {
    const response = await fetch("/api/users/me", { headers: { Accept: "application/json" }, cache: "no-store" });
    return { kind: "answer", status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { kind: "network-error" };
  }
}

/** The header's logout (a POST, so it passes through the provider's end-session), as a document navigation. */
function logout(): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/logout";
  document.body.appendChild(form);
  form.submit();
}
