/**
 * Hostile input: content files (tenants/content/schema.ts) and the publish step's checks
 * (scripts/content: Markdown, link targets, custom CSS, the whole build). A file may be written
 * by anyone with access to the repository: nothing in it may break the publish or reach a page
 * as script, a foreign link dressed as a site path, or CSS outside its wrapper.
 */
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

// A thousand runs per property take a while on a busy machine: a ceiling, not a timing check.
vi.setConfig({ testTimeout: 300_000 });
import { beanBarsFileSchema, contactsContentSchema, pageSchema, siteManifestSchema } from "../../../tenants/content/schema";
import { buildContent } from "../../../scripts/content/build";
import { checkCustomCss, PAGE_SCOPE } from "../../../scripts/content/css";
import { linkResolverFor } from "../../../scripts/content/links";
import { renderMarkdown } from "../../../scripts/content/markdown";
import { getTenant } from "../../../tenants";
import { assertNoPollution, hostileString, jsonWithProtoKeys, PROTO_KEYS, RUNS } from "./arbitraries";

const ROOT = new URL("../../../tenants/content/", import.meta.url).pathname;
const site = getTenant("it")!;
const files = new Map(readdirSync(`${ROOT}it`).map((name) => [name, readFileSync(`${ROOT}it/${name}`, "utf8")]));
const ORIGIN = "https://site.test";

/** A real file with one change: a value replaced, a key added (prototype keys too) or removed. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const own: (string | number)[][] = [at];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) own.push(...paths(item, [...at, i]));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) own.push(...paths(item, [...at, key]));
  return own;
}
function mutate(text: string, pick: number, change: { kind: "set" | "add" | "drop"; key: string; value: unknown }): string {
  const json = JSON.parse(text) as Json;
  const all = paths(json);
  const path = all[pick % all.length]!;
  if (path.length === 0) return JSON.stringify(change.value);
  // biome-ignore lint/suspicious/noExplicitAny: walks a path taken from this very JSON, so every step exists; the JSON type cannot say so.
  let parent: any = json;
  for (const step of path.slice(0, -1)) parent = parent[step];
  const last = path.at(-1)!;
  if (change.kind === "drop") Array.isArray(parent) ? parent.splice(Number(last), 1) : delete parent[last];
  else if (change.kind === "set") parent[last] = change.value;
  else if (parent[last] && typeof parent[last] === "object" && !Array.isArray(parent[last])) {
    // Written as JSON text, a `__proto__` key is an own key, as JSON.parse gives it.
    Object.defineProperty(parent[last], change.key, { value: change.value, enumerable: true, writable: true, configurable: true });
  }
  return JSON.stringify(json);
}
const change = fc.record({
  kind: fc.constantFrom("set" as const, "add" as const, "drop" as const),
  key: fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 10 })),
  value: fc.oneof(
    jsonWithProtoKeys,
    hostileString,
    fc.constantFrom(
      "<script>alert(1)</script>",
      "[x](javascript:alert(1))",
      "[x](/\\evil.com)",
      "[x](//evil.com)",
      "a{b:url(x)}",
      "@import 'x';",
      "route:__proto__",
      "route:constructor",
    ),
  ),
});

describe("content files", () => {
  it("every schema answers for any JSON (never throws), and what it accepts has no prototype tricks", () => {
    fc.assert(
      fc.property(jsonWithProtoKeys, (json) => {
        for (const schema of [pageSchema, beanBarsFileSchema, contactsContentSchema, siteManifestSchema]) {
          const parsed = schema.safeParse(json);
          if (parsed.success) assertNoPollution(parsed.data);
          else expect(parsed.error.issues.every((issue) => typeof issue.message === "string" && issue.message.length > 0)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("a real file with one hostile change: the build never throws; it reports problems or publishes safe HTML", () => {
    const names = [...files.keys()];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.nat(), change, (name, pick, edit) => {
        const changed = new Map(files);
        changed.set(name, mutate(files.get(name)!, pick, edit));
        const result = buildContent({ root: "content", folders: new Map([["it", changed]]) }, [site]);
        for (const problem of result.problems) expect(problem.message.length).toBeGreaterThan(0);
        if (result.problems.length > 0) return;
        const text = JSON.stringify(result.pages) + JSON.stringify(result.siteContent);
        expect(text).not.toMatch(/<script/i);
        expect(text).not.toMatch(/href=\\"(?:javascript|data|vbscript):/i);
        for (const page of result.pages) assertNoPollution(page);
      }),
      RUNS,
    );
    // The build renders a whole site each run: a thousand of them need more than the default time.
  }, 120_000);

  it("contacts content: a call to action named __proto__ or constructor is never taken for one of the books", () => {
    const base = JSON.parse(files.get("contacts-content.json")!) as { blocks: { callToActionList: string[] }[] };
    fc.assert(
      fc.property(fc.constantFrom(...PROTO_KEYS), fc.nat({ max: 20 }), (name, index) => {
        const block = base.blocks[index % base.blocks.length]!;
        const edited = {
          ...base,
          blocks: base.blocks.map((b) => (b === block ? { ...b, callToActionList: [...b.callToActionList, name] } : b)),
        };
        const parsed = contactsContentSchema.safeParse(JSON.parse(JSON.stringify(edited)));
        expect(parsed.success).toBe(false);
      }),
      RUNS,
    );
  });
});

describe("publish checks", () => {
  const resolve = linkResolverFor(site);

  it("link targets: a site path stays on the site; only https links are external; never throws", () => {
    const target = fc.oneof(
      hostileString,
      fc
        .tuple(
          fc.constantFrom("/", "//", "/\\", "\\", "route:", "mailto:", "tel:", "https://", "http://", "javascript:", "/%2F", " /"),
          hostileString,
        )
        .map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(target, (value) => {
        const link = resolve(value);
        if ("error" in link) {
          expect(link.error.length).toBeGreaterThan(0);
          return;
        }
        const url = new URL(link.href, `${ORIGIN}/page`);
        if (link.external) expect(url.protocol).toBe("https:");
        else if (!/^(mailto|tel):/.test(link.href)) expect(url.origin, `${JSON.stringify(value)} -> ${link.href}`).toBe(ORIGIN);
      }),
      RUNS,
    );
  });

  it("Markdown: never throws, never passes HTML or a script link through", () => {
    const text = fc.oneof(
      hostileString,
      fc
        .array(
          fc.oneof(
            hostileString,
            fc.constantFrom(
              "<b>",
              "<script>x</script>",
              "[a](javascript:alert(1))",
              "[a](/ok)",
              "![i](/x.png)",
              "# H1",
              "## H2",
              "* item",
              "`code`",
              "<img src=x onerror=y>",
              "&lt;",
              "[a](<javascript:x>)",
              "[a](JAVASCRIPT:x)",
            ),
          ),
          { maxLength: 8 },
        )
        .map((parts) => parts.join("\n")),
    );
    fc.assert(
      fc.property(text, (value) => {
        const { html, errors } = renderMarkdown(value, resolve);
        expect(html).not.toMatch(/<(script|img|iframe|b|style)\b/i);
        expect(html).not.toMatch(/href="(?:javascript|data|vbscript):/i);
        for (const error of errors) expect(error.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it("custom CSS: never throws; accepted CSS loads nothing and every rule is under the page's wrapper", () => {
    const css = fc.oneof(
      hostileString,
      fc
        .array(
          fc.oneof(
            hostileString,
            fc.constantFrom(
              "a{color:red}",
              ":scope{margin:0}",
              "@media (min-width:1px){p{x:y}}",
              "}",
              "{",
              "url(x)",
              "u\\72l(x)",
              "/*",
              "*/",
              "@import",
              "</style>",
              "a,b{c:d}",
              ":is(a,b){c:d}",
              "@font-face{}",
            ),
          ),
          { maxLength: 6 },
        )
        .map((parts) => parts.join(" ")),
    );
    fc.assert(
      fc.property(css, (source) => {
        const checked = checkCustomCss(source);
        if (checked.errors.length > 0) {
          expect(checked.css).toBe("");
          return;
        }
        expect(checked.css).not.toMatch(/@import|url\s*\(|expression|behaviou?r|<|\\/i);
        // Every selector outside @media/@supports starts with the wrapper.
        const selectors = checked.css.replace(/@(media|supports)[^{]*\{/g, "").match(/(^|\})\s*([^{}]+)\{/g) ?? [];
        for (const rule of selectors) {
          for (const selector of rule
            .replace(/^\}?\s*/, "")
            .replace(/\{$/, "")
            .split(/,(?![^(]*\))/))
            expect(selector.trim().startsWith(PAGE_SCOPE)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
