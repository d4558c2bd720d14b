// Shared by remix.config.js (which cannot load TypeScript) and the unit tests.

/**
 * Lists every pair of route keys that claim the same path shape within one path-locale.
 * `/a/:x` and `/a/:y` are the same shape; the build refuses a table with any conflict.
 * @param {Record<string, Record<string, string>>} table route key -> path-locale -> path
 * @returns {string[]}
 */
export function pathConflicts(table) {
  /** @type {Map<string, string>} */
  const seen = new Map();
  const conflicts = [];
  for (const [key, paths] of Object.entries(table)) {
    for (const [pathLocale, path] of Object.entries(paths)) {
      const shape = path
        .split("/")
        .filter(Boolean)
        .map((s) => (s.startsWith(":") ? ":" : s.toLowerCase()))
        .join("/");
      const id = `${pathLocale} /${shape}`;
      const other = seen.get(id);
      if (other !== undefined && other !== key) conflicts.push(`${id}: "${other}" and "${key}"`);
      else seen.set(id, key);
    }
  }
  return conflicts;
}
