/**
 * The account modals (wishlist, notify-me, group info, newsletter) and their guest steps
 * (step-1 e-mail → step-2-new-user / step-2-existing-user → step-3 code), as URLs. Every step
 * lives on the page's URL next to `modal` and `type`, so a reload or Back shows the same step,
 * and every form posts to one action whose URL carries the same state. Pure: the modals, the
 * action and the root loader all read it.
 */
import { FILTERS_MODAL, openModals, toSearchString, withModal } from "../shell/modal-url";
import type { AccountStep } from "../analytics/events";

export const ACCOUNT_FLOWS = ["wishlist", "notify-me", "group-info", "newsletter"] as const;
export type AccountFlow = (typeof ACCOUNT_FLOWS)[number];

/** The flows about a trip or a departure (`type` names it); the newsletter's is about no item. */
export function isItemFlow(flow: AccountFlow): boolean {
  return flow !== "newsletter";
}

/** The one action every step of every account modal posts to (a fixed route, the same on every site). */
export const MODAL_STEPS_PATH = "/account/modal-steps";

/** The step state a modal keeps on the URL; it goes when the modal closes (modal-url.ts). */
export const STEP_PARAMS = ["step", "email", "renewableIn", "code", "phone"] as const;

/** The fetcher every step form of the account modals submits through, with JavaScript. */
export const STEP_FETCHER = "account-modal-step";

export function isAccountFlow(value: unknown): value is AccountFlow {
  return typeof value === "string" && (ACCOUNT_FLOWS as readonly string[]).includes(value);
}

/** The account modal on top of the stack, if the top one is one. */
export function accountFlowOf(search: URLSearchParams): AccountFlow | null {
  const top = openModals(search).at(-1);
  return isAccountFlow(top) ? top : null;
}

/** The key of a modal's URL state (the modal, its item, its step): data read for another key is stale. */
export function modalDataKey(flow: string, params: URLSearchParams): string {
  return [flow, params.get("type") ?? "", ...STEP_PARAMS.map((p) => params.get(p) ?? "")].join("|");
}

export type ItemRef = { kind: "travel" | "tour"; id: number };

/** `type` of these modals: `travel-<id>` or `tour-<id>`. */
export function itemRefOf(type: string | null | undefined): ItemRef | null {
  const match = /^(travel|tour)-([1-9][0-9]{0,9})$/.exec(type ?? "");
  return match ? { kind: match[1] as ItemRef["kind"], id: Number(match[2]) } : null;
}

export type StepState = { step?: string; email?: string; renewableIn?: number | string | null; code?: string; phone?: string };

function withSteps(search: URLSearchParams, state: StepState): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const param of STEP_PARAMS) next.delete(param);
  if (state.step && state.step !== "email") next.set("step", state.step);
  if (state.email) next.set("email", state.email);
  if (state.renewableIn) next.set("renewableIn", String(state.renewableIn));
  if (state.code) next.set("code", state.code);
  if (state.phone) next.set("phone", state.phone);
  return next;
}

/**
 * The page a modal belongs to, as `path?query` with the modal open on `type` and no step
 * state: where the steps go back to.
 */
export function modalPage(path: string, flow: AccountFlow, type: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.delete("toast");
  // A finished newsletter subscription's state (app/lib/newsletter/state.ts) is not the modal's.
  url.searchParams.delete("newsletter");
  const search = withSteps(withModal(url.searchParams, flow, type ? { type } : {}), {});
  return url.pathname + toSearchString(search);
}

/** The page with the modal at one step. */
export function modalStepHref(page: string, state: StepState): string {
  const url = new URL(page, "http://site.invalid");
  return url.pathname + toSearchString(withSteps(url.searchParams, state));
}

/** The page once its modal has closed (the wishlist modal closes once the item is saved). */
export function withoutModal(page: string, flow: AccountFlow): string {
  const url = new URL(page, "http://site.invalid");
  const remaining = openModals(url.searchParams).filter((name) => name !== flow);
  url.searchParams.delete("modal");
  for (const name of remaining) url.searchParams.append("modal", name);
  // As the host's own close does: `type` and its kin belong to the modals, not to the filters one.
  if (remaining.every((name) => name === FILTERS_MODAL)) for (const param of ["type", "layout", "travel"]) url.searchParams.delete(param);
  for (const param of STEP_PARAMS) url.searchParams.delete(param);
  return url.pathname + toSearchString(url.searchParams);
}

/** Where a modal's forms post and, without JavaScript, where a refused step is shown again. */
export function stepsActionHref(flow: AccountFlow, type: string, returnTo: string, state: StepState): string {
  const search = withSteps(new URLSearchParams({ flow, ...(type ? { type } : {}), returnTo }), state);
  return `${MODAL_STEPS_PATH}${toSearchString(search)}`;
}

/** Names of the sign-in steps, as analytics reports them (wishlistStep, groupInfoStep). */
export function analyticsStepOf(step: string): AccountStep {
  return step === "new-user"
    ? "step-2-new-user"
    : step === "existing-user"
      ? "step-2-existing-user"
      : step === "code"
        ? "step-3"
        : "step-1";
}
