/**
 * The newsletter's code steps end with one pass through the identity provider (so the other
 * sites know the person too): the page the outcome lands on is a fresh load,
 * not an answer arriving while the page is open. The modal marks the tab (sessionStorage, this
 * tab and origin only) while its code steps show; the outcome's report (done.ts) takes the
 * mark, so it counts that subscription once, and a plain reload of the URL still counts nothing.
 */
const KEY = "caravan:newsletter-code-steps";
/** A mark older than this is a step abandoned long ago, not this outcome. */
const FRESH_MS = 15 * 60_000;

export function markCodeSteps(): void {
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode, quota): the outcome after the round trip goes unreported.
  }
}

export function takeCodeStepsMark(): boolean {
  try {
    const at = Number(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    return at > 0 && Date.now() - at < FRESH_MS;
  } catch {
    return false;
  }
}
