/**
 * 000 §2 Modal host: modals live in the URL (`modal`, `type`, `layout`), so they work
 * without JavaScript, survive a reload and close with Back. Several `modal` values form
 * a stack, the last one on top; the filters modal stays in the URL while the modals
 * opened over it close.
 */
export const MODAL_PARAMS = ["modal", "type", "layout"] as const;
export const FILTERS_MODAL = "modal-filters";

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
 * The query string once the top modal closes. `type` and `layout` belong to the modal
 * that used them, so they go when no modal but the filters one is left.
 */
export function withoutTopModal(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  const remaining = openModals(search).slice(0, -1);
  next.delete("modal");
  for (const name of remaining) next.append("modal", name);
  if (remaining.every((name) => name === FILTERS_MODAL)) {
    next.delete("type");
    next.delete("layout");
  }
  return next;
}

export function toSearchString(search: URLSearchParams): string {
  const value = search.toString();
  return value ? `?${value}` : "";
}
