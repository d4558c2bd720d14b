/**
 * docs/ holds the longer explanations comments link to. Its index (docs/README.md) lists every
 * document; every link of the README and of docs/, and every `docs/<file>.md#<heading>` named in
 * a source comment, reaches a file and a heading that exist, so a renamed heading or a moved
 * document fails here instead of leaving readers at a dead link.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const SOURCE_FOLDERS = ["app", "workers", "scripts", "tests", "tenants"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = new Set(["node_modules", "build"]);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings (outside code blocks). */
function anchorsOf(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

/** What is wrong with a link from `from` (a repository path) to `target`, or null. */
function brokenLink(from: string, target: string): string | null {
  const [path, anchor] = target.split("#") as [string, string | undefined];
  const file = path === "" ? join(root, from) : resolve(dirname(join(root, from)), path);
  if (!existsSync(file)) return `${from}: ${target}: no file ${relative(root, file)}`;
  if (anchor && file.endsWith(".md") && !anchorsOf(readFileSync(file, "utf8")).has(anchor))
    return `${from}: ${target}: no heading "#${anchor}" in ${relative(root, file)}`;
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const documents = readdirSync(join(root, "docs")).filter((file) => file.endsWith(".md"));

describe("docs/", () => {
  it("makes GitHub's anchors", () => {
    expect(anchorOf("React DOM server stream")).toBe("react-dom-server-stream");
    expect(anchorOf("What `npm ci` and `npm ls` print, and why")).toBe("what-npm-ci-and-npm-ls-print-and-why");
    expect(anchorOf("Adding or changing a country site")).toBe("adding-or-changing-a-country-site");
  });

  it("its index lists every document", () => {
    const index = readFileSync(join(root, "docs/README.md"), "utf8");
    const unlisted = documents.filter((file) => file !== "README.md" && !index.includes(`](${file})`));
    expect(unlisted, "add each to docs/README.md's list, with a line on what it explains").toEqual([]);
  });

  it("every link of the README and of docs/ reaches its file and heading", () => {
    const broken = ["README.md", ...documents.map((file) => `docs/${file}`)].flatMap((from) => {
      const text = readFileSync(join(root, from), "utf8");
      return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .flatMap((target) => brokenLink(from, target) ?? []);
    });
    expect(broken).toEqual([]);
  });

  it("every docs/ heading a source file names exists", () => {
    const broken = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap((file) => {
      const text = readFileSync(join(root, file), "utf8");
      return [...text.matchAll(/\bdocs\/([\w-]+\.md)(#[\w-]+)?/g)].flatMap(
        (match) => brokenLink("docs/README.md", `${match[1]}${match[2] ?? ""}`)?.replace("docs/README.md", file) ?? [],
      );
    });
    expect(broken).toEqual([]);
  });
});
