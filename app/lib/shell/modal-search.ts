import { toSearchString, withModal } from "./modal-url";

/**
 * `toSearchString(withModal(new URLSearchParams(search), name, extra))` for a page's query string
 * (`location.search`), written directly when the page has none and every name and value is
 * plain (characters URLSearchParams writes as they are): a trip page writes a modal link per
 * departure, and building the parameters for each was a twentieth of its render.
 */
export function modalSearch(search: string, name: string, extra: Record<string, string> = {}): string {
  const pairs = [["modal", name], ...Object.entries(extra)];
  return search.length < 2 && !("modal" in extra) && pairs.every((pair) => pair.every((part) => /^[\w.*-]*$/.test(part)))
    ? `?${pairs.map((pair) => pair.join("=")).join("&")}`
    : toSearchString(withModal(new URLSearchParams(search), name, extra));
}
