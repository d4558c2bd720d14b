/**
 * `npm run content:publish` as ops run it, into a local state folder like the one `npm start`
 * serves (migrated as `npm start` migrates it: scripts/local-migrate.mjs, wrangler's table and
 * all). A bad file is reported as `file: field: message`, exits 1 and leaves the published
 * pages as they were; a good publish writes every site, removes the cached copies of what
 * changed and says what changed.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withLocalD1, withLocalState } from "../../scripts/local-d1";
import { applyLocalMigrations } from "../../scripts/local-migrate.mjs";
import { customPageCacheKey } from "../../workers/services/content/cache-keys";
import { tenants } from "../../tenants";

const run = promisify(execFile);
const root = join(import.meta.dirname, "../..");
const tsx = join(root, "node_modules/tsx/dist/cli.mjs");
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

/** The live page's title, read from the state folder as the running site reads it. */
function liveTitle(state: string, site: string, key: string): Promise<string | null> {
  return withLocalD1(state, async (db) => {
    const row = await db
      .prepare(
        "SELECT p.title FROM custom_pages_live l JOIN custom_pages p ON p.generation = l.generation WHERE p.site = ? AND p.kind = 'key' AND p.name = ?",
      )
      .bind(site, key)
      .first<{ title: string }>();
    return row?.title ?? null;
  });
}

/** The site's cached copy of a page (KV), as the running site would find it. */
const cached = (state: string, key: string) => withLocalState(state, ({ cache }) => cache.get(key));

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

  // Four tsx runs one after another: the limit only catches a hang.
  it("publishes every site, then only what changed, and a bad file later leaves the live pages as they were", {
    timeout: 600_000,
  }, async () => {
    const state = join(work, "state");
    await applyLocalMigrations(state);

    const first = await publish(contentCopy("good"), state);
    expect(first.code, first.stderr).toBe(0);
    // Every site's fourteen pages, whatever sites the repository has.
    const pageCount = 14 * tenants.length;
    expect(first.stdout).toContain(`content: ${pageCount} pages are valid (${tenants.map((site) => `${site.id} 14`).join(", ")})`);
    expect(first.stdout).toContain(`${pageCount} added, 0 changed, 0 removed`);
    expect(await liveTitle(state, "it", "faqs")).toBe("Domande frequenti");
    // A copy the site kept of the page before the change: the publish must remove it.
    const faqsKey = customPageCacheKey("it", "key", "faqs");
    await withLocalState(state, ({ cache }) => cache.put(faqsKey, "the page as it was"));
    expect(await cached(state, faqsKey)).toBe("the page as it was");

    const changed = contentCopy("changed", (dir) => {
      const file = join(dir, "it/faqs.json");
      writeFileSync(file, readFileSync(file, "utf8").replace('"title": "Domande frequenti"', '"title": "Domande frequenti e risposte"'));
    });
    const second = await publish(changed, state);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/0 added, 1 changed, 0 removed; 1 cache entries purged/);
    expect(await liveTitle(state, "it", "faqs")).toBe("Domande frequenti e risposte");
    expect(await cached(state, faqsKey)).toBeNull();

    const bad = await publish(badCopy("bad-later"), state);
    expect(bad.code).toBe(1);
    expect(await liveTitle(state, "it", "faqs")).toBe("Domande frequenti e risposte");
  });
});
