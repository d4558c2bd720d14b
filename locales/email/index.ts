import type { Language } from "../../tenants/languages";
import de from "./de.json";
import enGB from "./en-GB.json";
import enUS from "./en-US.json";
import es from "./es.json";
import fr from "./fr.json";
import it from "./it.json";

/**
 * The e-mail texts, one catalogue per site language. Kept apart from locales/index.ts on
 * purpose: that one is embedded in every page for the browser, and mail texts are needed
 * only by the Worker (workers/email/templates). A new template adds its own top-level key.
 */
export const emailCatalogues = {
  "en-US": enUS,
  "en-GB": enGB,
  it,
  es,
  fr,
  de,
} as const satisfies Record<Language, unknown>;

export type EmailCatalogue = (typeof emailCatalogues)["en-US"];
