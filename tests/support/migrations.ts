import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_DIR, migrationFiles, splitSqlStatements } from "../../scripts/local-migrate.mjs";

export { splitSqlStatements };

/** The statements of every migration file, in file order. */
export function migrationStatements(): string[] {
  return migrationFiles().flatMap((file: string) => splitSqlStatements(readFileSync(join(MIGRATIONS_DIR, file), "utf8")));
}
