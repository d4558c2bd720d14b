/**
 * The README's Folders section lists every folder of app/, workers/ and tests/ down to three
 * levels (`app/components/search/`, `workers/db/migrations/`), each with a line on what it holds;
 * a deeper folder is its parent's. A folder added without its line, or a line left for a folder
 * that is gone, fails here with the folder's name.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const ROOTS = ["app", "workers", "tests"];
/** Three levels of path: `app/components/search`, two below the root folder. */
const DEPTH = 2;
/** Installed packages, build output and tools' caches are not the project's folders. */
const SKIPPED = (name: string) => name === "node_modules" || name === "build" || name.startsWith(".");

function folders(dir: string, depth = 1): string[] {
  if (depth > DEPTH) return [];
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED(entry.name))
    .flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      return [path, ...folders(path, depth + 1)];
    });
}

/** The README's "Folders" section: from its heading to the next one of its level. */
function foldersSection(readme: string): string {
  const start = readme.indexOf("\n## Folders\n");
  if (start < 0) throw new Error('README.md has no "## Folders" section');
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The folders a section lists on their own lines: "- `app/lib/search/` — what it holds". */
function listedFolders(section: string): Map<string, string> {
  const listed = new Map<string, string>();
  for (const match of section.matchAll(/^- `((?:app|workers|tests)\/[^`]*?)\/` — (.+)$/gm)) listed.set(match[1]!, match[2]!.trim());
  return listed;
}

describe("the README's Folders section", () => {
  const listed = listedFolders(foldersSection(readFileSync(join(root, "README.md"), "utf8")));

  it("reads a folder's line, and only a folder's", () => {
    const section =
      "\n## Folders\n\n- `app/lib/search/` — filters and links.\n- `app/root.tsx` — not a folder\n- `scripts/seed/` — not one of the three\n";
    expect([...listedFolders(foldersSection(section))]).toEqual([["app/lib/search", "filters and links."]]);
  });

  it("lists every folder of app/, workers/ and tests/ down to three levels, each with what it holds", () => {
    const missing = ROOTS.flatMap((dir) => folders(dir)).filter((folder) => !listed.has(folder));
    expect(missing, 'add a line "- `<folder>/` — what it holds" to the README\'s Folders section').toEqual([]);
    for (const [folder, line] of listed) expect(line.length, `${folder}: say what it holds`).toBeGreaterThan(10);
  });

  it("lists no folder that is gone", () => {
    const gone = [...listed.keys()].filter((folder) => !existsSync(join(root, folder)) || !statSync(join(root, folder)).isDirectory());
    expect(gone, "remove these lines from the README's Folders section").toEqual([]);
  });
});
