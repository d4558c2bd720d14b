import type { CatalogueLanguage } from "../../../tenants/languages";

/**
 * 000 §3 periods still to come (months first, then named periods and events, by start), in
 * one language. The language suffix comes from the fixed catalogue languages, never from input.
 */
export const periodsSql = (language: CatalogueLanguage) =>
  `SELECT id, type, name_${language} AS name, starting_date, ending_date FROM periods WHERE ending_date > ?1 ORDER BY type = 'month' DESC, starting_date LIMIT 60`;
