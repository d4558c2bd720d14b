// Written by scripts/site-index.mjs from the files in tenants/: do not edit (`npm run build` writes it again).
import menus_int from "./int.json";
import menus_uk from "./uk.json";
import menus_us from "./us.json";
import menus_it from "./it.json";
import menus_es from "./es.json";
import menus_fr from "./fr.json";
import menus_de from "./de.json";

/** Every site's header and footer content, as the file holds it (tenants/menus/index.ts validates each). */
export const menuFiles: Record<string, unknown> = {
  int: menus_int,
  uk: menus_uk,
  us: menus_us,
  it: menus_it,
  es: menus_es,
  fr: menus_fr,
  de: menus_de,
};
