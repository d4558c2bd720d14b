import type { CatalogueLanguage } from "../../../tenants/languages";

/**
 * The periods still to come (months first, then named periods and events, by start), in
 * one language. The language suffix comes from the fixed catalogue languages, never from input.
 * A period with no name in the language (an empty one) is a holiday its sites' countries do not
 * keep, and is not offered there.
 */
export const periodsSql = (language: CatalogueLanguage) =>
  `SELECT id, type, name_${language} AS name, starting_date, ending_date FROM periods WHERE ending_date > ?1 AND name_${language} <> '' ORDER BY type = 'month' DESC, starting_date LIMIT 60`;
