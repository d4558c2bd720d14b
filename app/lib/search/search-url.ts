import { MODAL_PARAMS } from "../shell/modal-url";
import { parseSearchFilters, searchDate, serializeSearchFilters, type SearchFilters } from "./filters";

export type SearchUrl = {
  filters: SearchFilters;
  /** The canonical `path?query` to redirect to when the URL is not in its canonical form; else null. */
  canonicalUrl: string | null;
};

/**
 * The search page's URL, read once. A no-JS period picker posts `period=FROM_TO`;
 * empty fields of the filters form arrive as `name=`. Both are folded into the canonical
 * query (names only), so every state has one URL; the modal parameters stay.
 */
export function readSearchUrl(url: URL): SearchUrl {
  const params = url.searchParams;
  const filters = parseSearchFilters(params);
  const hasPeriod = params.has("period");
  const hasEmpty = [...params].some(([, value]) => value.trim() === "");
  if (!hasPeriod && !hasEmpty) return { filters, canonicalUrl: null };

  const canonical: SearchFilters = { ...filters };
  if (hasPeriod) {
    // A new period is a new search: back to page 1, with the period's dates (or none).
    const [from, to] = (params.get("period") ?? "").split("_");
    delete canonical.dateFrom;
    delete canonical.dateTo;
    canonical.page = 1;
    const dateFrom = searchDate(from);
    const dateTo = searchDate(to);
    if (dateFrom) canonical.dateFrom = dateFrom;
    if (dateTo) canonical.dateTo = dateTo;
  }
  const query = new URLSearchParams(serializeSearchFilters(canonical));
  // A blank modal value is what asked for this canonical URL: keeping it would redirect forever.
  for (const name of MODAL_PARAMS) for (const value of params.getAll(name)) if (value.trim() !== "") query.append(name, value);
  const search = query.toString();
  return { filters: canonical, canonicalUrl: url.pathname + (search ? `?${search}` : "") };
}
