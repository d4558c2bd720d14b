import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const MIGRATIONS_DIR = join(import.meta.dirname, "../../workers/db/migrations");

/**
 * Splits a migration file into statements; a trigger body (BEGIN … END;) stays whole.
 * D1's exec() wants one statement per line, so tests run statements one by one instead.
 */
export function splitSqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inTrigger = false;
  for (const rawLine of sql.split("\n")) {
    const line = rawLine.replace(/--.*$/, "").trimEnd();
    if (line.trim() === "") continue;
    current.push(line);
    if (/^\s*CREATE\s+TRIGGER/i.test(line) || /\bBEGIN\s*$/i.test(line)) inTrigger = true;
    const ends = inTrigger ? /^\s*END\s*;\s*$/i.test(line) : line.endsWith(";");
    if (ends) {
      statements.push(current.join("\n"));
      current = [];
      inTrigger = false;
    }
  }
  if (current.length > 0) statements.push(current.join("\n"));
  return statements;
}

/** The statements of every migration file, in file order. */
export function migrationStatements(): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith(".sql"))
      .sort();
  } catch {
    return [];
  }
  return files.flatMap((file) => splitSqlStatements(readFileSync(join(MIGRATIONS_DIR, file), "utf8")));
}
