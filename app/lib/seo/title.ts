/**
 * The one title rule of every page on every site ("page title suffix: the product's
 * brand name"): "<page title> | <brand>". The brand is the product's name alone ("Caravan"),
 * never a site's name ("Caravan Italia"), so a page reads the same way on all seven sites; the
 * home page follows the rule too. Pure: the React pages, the error pages and the Worker's plain
 * error page all use it.
 */
export const TITLE_SEPARATOR = " | ";

/**
 * A title that already ends with the brand or a site's name after a separator ("Privacy |
 * Caravan Italia", "FAQ – Caravan"): the ending is dropped, so the rule adds the brand once.
 */
export function withoutBrand(title: string, brand: string): string {
  return title.replace(brandEnding(brand), "").trim();
}

// One brand per site: its pattern is compiled once per instance, not on every page's title.
const endings = new Map<string, RegExp>();

function brandEnding(brand: string): RegExp {
  let ending = endings.get(brand);
  if (!ending) {
    const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    ending = new RegExp(`\\s*[|·–—-]\\s*${escaped}(?:\\s[^|·–—]*)?$`, "u");
    if (endings.size > 50) endings.clear();
    endings.set(brand, ending);
  }
  return ending;
}

/** A title that does not name the brand already (the error pages' headings): the rule, nothing to take off. */
export function titleWithBrand(title: string, brand: string): string {
  return title ? `${title}${TITLE_SEPARATOR}${brand}` : brand;
}

export function brandedTitle(title: string, brand: string): string {
  return titleWithBrand(withoutBrand(title, brand), brand);
}
