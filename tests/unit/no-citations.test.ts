/**
 * Every comment stands on its own. A comment that points at a document outside the repository
 * (a numbered spec section, a tracker's issue number) tells a reader who cloned the repo
 * nothing: the rule or the reason belongs in the comment itself, in the product's words, or in
 * docs/ with the comment linking its heading. This reads the source of app/, workers/, scripts/,
 * tests/ and tenants/ (its code: the sites' legal texts may cite their laws' sections), the README
 * and docs/, and names every file:line that cites one. A comment pasted into many files belongs
 * once where the thing it explains is defined: a comment of two lines or more found in three
 * files fails too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "workers", "scripts", "tests", "tenants"];
/** Installed packages and build output (build/, public/build/) are not ours to read. */
const SKIPPED = new Set(["node_modules", "build"]);
const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** A section sign, the word issue or issues followed by a number (with or without "#"), or a number in "(#…)". */
const CITATIONS = [/\u00a7/, /\b[Ii]ssues? #?\d+/, /\(#\d+\)/];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The file:line of every citation in a source text. */
function citationsIn(file: string, source: string): string[] {
  if (!CITATIONS.some((pattern) => pattern.test(source))) return [];
  return source
    .split("\n")
    .flatMap((line, i) => (CITATIONS.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

describe("comments that stand on their own", () => {
  const found = new Map(FOLDERS.flatMap(sourceFiles).map((file) => [file, citationsIn(file, readFileSync(join(root, file), "utf8"))]));

  it("finds what it looks for, and nothing else", () => {
    const section = String.fromCharCode(0xa7);
    expect(citationsIn("a.ts", `// 001 ${section}4: on request`)).toHaveLength(1);
    expect(citationsIn("a.ts", `// the modals (${"issue"} 13)\n// ${"Issues"} 5 and 6\nconst x = 1;`)).toEqual([
      `a.ts:1: // the modals (${"issue"} 13)`,
      `a.ts:2: // ${"Issues"} 5 and 6`,
    ]);
    expect(citationsIn("a.ts", `// hostile input (${"#"}16)`)).toHaveLength(1);
    expect(citationsIn("a.ts", `// see ${"issue"} #16`)).toHaveLength(1);
    expect(citationsIn("a.ts", 'const colour = "#00B67A"; // tissue 5 cm, RFC 5545, section 3.1')).toEqual([]);
  });

  it("cites no document outside the repository", () => {
    const citing = [...found].flatMap(([, lines]) => lines);
    expect(citing, "say the rule itself, in the product's words (or link a heading in docs/)").toEqual([]);
  });

  it("nor do the README and docs/", () => {
    const documents = ["README.md", ...readdirSync(join(root, "docs")).flatMap((file) => (file.endsWith(".md") ? [`docs/${file}`] : []))];
    const citing = documents.flatMap((file) => citationsIn(file, readFileSync(join(root, file), "utf8")));
    expect(citing).toEqual([]);
  });
});

/** Every comment of two lines or more in a source text, its lines trimmed. */
function commentBlocks(source: string): string[] {
  const blocks: string[] = [];
  let block: string[] = [];
  const end = () => {
    if (block.length >= 2) blocks.push(block.join("\n"));
    block = [];
  };
  for (const line of source.split("\n")) {
    const text = line.trim();
    if (/^(\/\/|\/\*|\*)/.test(text)) block.push(text);
    else end();
  }
  end();
  return blocks;
}

describe("a comment is written once, where the thing it explains is defined", () => {
  it("finds comments of two lines or more", () => {
    expect(commentBlocks("// one line\nconst a = 1;\n/**\n * Two lines\n */\nconst b = 2;\n// a\n// b\n")).toEqual([
      "/**\n* Two lines\n*/",
      "// a\n// b",
    ]);
  });

  it("no comment of two lines or more stands in three files or more", () => {
    const files = new Map<string, string[]>();
    for (const file of FOLDERS.flatMap(sourceFiles)) {
      for (const block of new Set(commentBlocks(readFileSync(join(root, file), "utf8"))))
        files.set(block, [...(files.get(block) ?? []), file]);
    }
    const pasted = [...files].filter(([, where]) => where.length >= 3).map(([block, where]) => `${where.join(", ")}:\n${block}`);
    expect(pasted, "say it once, in a doc comment where the rule is defined, and let the others use that").toEqual([]);
  });
});
