/**
 * Modal host: modals live in the URL (`modal`, `type`, `layout`), so they work
 * without JavaScript, survive a reload and close with Back. Several `modal` values form
 * a stack, the last one on top; the filters modal stays in the URL while the modals
 * opened over it close. Off a trip's own pages, `travel` names the trip whose dates the
 * available-dates modal shows (a search result card opens it).
 */
export const MODAL_PARAMS = ["modal", "type", "layout", "travel"] as const;
/** The parameters that belong to the modal that used them, not to the page. */
const MODAL_OWN_PARAMS = ["type", "layout", "travel"] as const;
export const FILTERS_MODAL = "modal-filters";
export const AVAILABLE_DATES_MODAL = "available-dates";

export function openModals(search: URLSearchParams): string[] {
  return search.getAll("modal").filter((name) => /^[a-z][a-z-]{0,40}$/.test(name));
}

/** The query string with `name` opened on top of whatever is open. */
export function withModal(search: URLSearchParams, name: string, extra: Record<string, string> = {}): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete("modal");
  for (const open of openModals(search).filter((m) => m !== name)) next.append("modal", open);
  next.append("modal", name);
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  return next;
}

/**
 * The query string once the top modal closes. `type`, `layout` and `travel` belong to the
 * modal that used them, so they go when no modal but the filters one is left.
 */
export function withoutTopModal(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  const remaining = openModals(search).slice(0, -1);
  next.delete("modal");
  for (const name of remaining) next.append("modal", name);
  if (remaining.every((name) => name === FILTERS_MODAL)) for (const param of MODAL_OWN_PARAMS) next.delete(param);
  return next;
}

export function toSearchString(search: URLSearchParams): string {
  const value = search.toString();
  return value ? `?${value}` : "";
}
