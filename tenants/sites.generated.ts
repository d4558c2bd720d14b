// Written by scripts/site-index.mjs from the files in tenants/: do not edit (`npm run build` writes it again).
import site_int from "./int.json";
import site_uk from "./uk.json";
import site_us from "./us.json";
import site_it from "./it.json";
import site_es from "./es.json";
import site_fr from "./fr.json";
import site_de from "./de.json";

/** Every site config, as the file holds it (tenants/index.ts validates each), in switcher order. */
export const siteConfigs: Record<string, unknown> = {
  int: site_int,
  uk: site_uk,
  us: site_us,
  it: site_it,
  es: site_es,
  fr: site_fr,
  de: site_de,
};
