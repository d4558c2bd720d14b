/**
 * `npm run content:publish` as ops run it: through wrangler, into a local state folder like
 * the one `npm start` serves. A bad file is reported as `file: field: message`, exits 1 and
 * leaves the published pages as they were; a good publish writes every site and says what
 * changed.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = join(import.meta.dirname, "../..");
const tsx = join(root, "node_modules/tsx/dist/cli.mjs");
const wrangler = join(root, "node_modules/wrangler/wrangler-dist/cli.js");
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_COLOR: "1",
};

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "caravan-publish-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the fixtures, changed by `edit`. */
function contentCopy(name: string, edit: (dir: string) => void = () => {}): string {
  const dir = join(work, name);
  cpSync(join(root, "tests/fixtures/content"), dir, { recursive: true });
  edit(dir);
  return dir;
}

async function publish(dir: string, state: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [tsx, "scripts/content-publish.ts", "--dir", dir, "--persist-to", state], {
      cwd: root,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

async function liveTitle(state: string, site: string, key: string): Promise<string | null> {
  const sql = `SELECT p.title FROM custom_pages_live l JOIN custom_pages p ON p.generation = l.generation WHERE p.site = '${site}' AND p.kind = 'key' AND p.name = '${key}'`;
  const { stdout } = await run(
    process.execPath,
    [wrangler, "d1", "execute", "DB", "--local", "--persist-to", state, "--json", "--command", sql],
    { cwd: root, env },
  );
  return (JSON.parse(stdout) as { results: { title: string }[] }[])[0]?.results[0]?.title ?? null;
}

const badCopy = (name: string) =>
  contentCopy(name, (dir) => {
    const file = join(dir, "it/faqs.json");
    const page = JSON.parse(readFileSync(file, "utf8"));
    page.title = "Domande cambiate";
    page.blocks[0].items[0].answer = "See <b>this</b> [link](javascript:alert(1))";
    writeFileSync(file, JSON.stringify(page));
    writeFileSync(
      join(dir, "de/careers.json"),
      JSON.stringify({
        key: "careers",
        type: "INFO",
        title: "Jobs",
        seo: { title: "Jobs", description: "Jobs" },
        blocks: [{ type: "richText", id: "a", markdown: "x" }],
      }),
    );
  });

describe("content:publish", () => {
  it("refuses a bad file before touching anything, naming file and field", async () => {
    const state = join(work, "untouched-state");
    const result = await publish(badCopy("bad-first"), state);
    expect(result.code).toBe(1);
    const lines = result.stderr.split("\n");
    expect(
      lines.some((line) =>
        /bad-first\/it\/faqs\.json: blocks\.0\.items\.0\.answer: must not contain HTML tags \(use Markdown\)$/.test(line),
      ),
      result.stderr,
    ).toBe(true);
    expect(lines.some((line) => /de\/careers\.json: key: "careers" is not a route key of tenants\/routes\.json$/.test(line))).toBe(true);
    expect(result.stderr).toContain("nothing was published");
    expect(existsSync(state)).toBe(false);
  });

  // Seven wrangler and tsx runs one after another: the limit only catches a hang.
  it("publishes every site, then only what changed, and a bad file later leaves the live pages as they were", {
    timeout: 600_000,
  }, async () => {
    const state = join(work, "state");
    await run(process.execPath, [wrangler, "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], { cwd: root, env });

    const first = await publish(contentCopy("good"), state);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/content: 98 pages are valid \(int 14, uk 14, us 14, it 14, es 14, fr 14, de 14\)/);
    expect(first.stdout).toMatch(/98 added, 0 changed, 0 removed/);
    expect(await liveTitle(state, "it", "faqs")).toBe("Domande frequenti");

    const changed = contentCopy("changed", (dir) => {
      const file = join(dir, "it/faqs.json");
      writeFileSync(file, readFileSync(file, "utf8").replace('"title": "Domande frequenti"', '"title": "Domande frequenti e risposte"'));
    });
    const second = await publish(changed, state);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/0 added, 1 changed, 0 removed; 1 cache entries purged/);
    expect(await liveTitle(state, "it", "faqs")).toBe("Domande frequenti e risposte");

    const bad = await publish(badCopy("bad-later"), state);
    expect(bad.code).toBe(1);
    expect(await liveTitle(state, "it", "faqs")).toBe("Domande frequenti e risposte");
  });
});
