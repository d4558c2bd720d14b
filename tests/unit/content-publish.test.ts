/**
 * The publish pipeline's pure part (scripts/content/build.ts): every problem names its file and
 * field, nothing is built when anything is wrong, inheritance fills what a site leaves out,
 * and the plan purges exactly the pages that changed.
 */
import { describe, expect, it } from "vitest";
import { tenants } from "../../tenants";
import { buildContent, formatProblem, loadContentTree, searchQueryProblems, type ContentTree } from "../../scripts/content/build";
import { publishPlan } from "../../scripts/content/publish-plan";
import { customPageCacheKey } from "../../workers/services/content/cache-keys";

const FIXTURES = "tests/fixtures/content";
const fixtures = () => loadContentTree(FIXTURES);

/** The fixture tree with one file of one site replaced (or removed, with `null`). */
function withFile(site: string, file: string, page: unknown | null): ContentTree {
  const tree = fixtures();
  const folders = new Map([...tree.folders].map(([name, files]) => [name, new Map(files)]));
  if (page === null) folders.get(site)!.delete(file);
  else folders.get(site)!.set(file, typeof page === "string" ? page : JSON.stringify(page));
  return { root: tree.root, folders };
}

const page = (overrides: Record<string, unknown> = {}, blocks: unknown[] = [{ type: "richText", id: "intro", markdown: "Hello." }]) => ({
  slug: "test-page",
  type: "INFO",
  title: "Test page",
  seo: { title: "Test page", description: "A page for the tests." },
  blocks,
  ...overrides,
});

const problemsOf = (tree: ContentTree) => buildContent(tree, tenants).problems.map(formatProblem);

describe("content:publish validation", () => {
  it("accepts the fixtures and builds every site's pages", () => {
    const { pages, problems } = buildContent(fixtures(), tenants);
    expect(problems).toEqual([]);
    for (const site of tenants) expect(pages.filter((p) => p.site === site.id).length, site.id).toBeGreaterThanOrEqual(12);
  });

  it.each([
    ["a block of an unknown type", page({}, [{ type: "video", id: "v", url: "https://x.test" }]), "blocks.0.type"],
    [
      "a FAQ item without its answer",
      page({}, [{ type: "faq", id: "q", items: [{ category: "GENERAL", question: "Why?" }] }]),
      "blocks.0.items.0.answer",
    ],
    [
      "a FAQ item of an unknown category",
      page({}, [{ type: "faq", id: "q", items: [{ category: "FOOD", question: "Why?", answer: "Because." }] }]),
      "blocks.0.items.0.category",
    ],
    ["HTML in Markdown", page({}, [{ type: "richText", id: "intro", markdown: "Hello <script>alert(1)</script>" }]), "blocks.0.markdown"],
    ["a javascript: link", page({}, [{ type: "richText", id: "intro", markdown: "[x](javascript:alert(1))" }]), "blocks.0.markdown"],
    ["both a key and a slug", page({ key: "faqs" }), "(page)"],
    ["a key that is no route key", page({ slug: undefined, key: "careers" }), "key"],
    ["a route key that is no content page", page({ slug: undefined, key: "search" }), "key"],
    [
      "a link to a route key that does not exist",
      page({}, [{ type: "richText", id: "intro", markdown: "[x](route:careers)" }]),
      "blocks.0.markdown",
    ],
    [
      "a call to action to a route key that does not exist",
      page({}, [{ type: "callToAction", id: "go", title: "Go", label: "Go", href: "route:careers" }]),
      "blocks.0.href",
    ],
    [
      "a link to a route that needs parameters",
      page({}, [{ type: "richText", id: "intro", markdown: "[x](route:travels-travel)" }]),
      "blocks.0.markdown",
    ],
    ["a protocol-relative link", page({}, [{ type: "richText", id: "intro", markdown: "[x](//evil.test/path)" }]), "blocks.0.markdown"],
    ["a # heading", page({}, [{ type: "richText", id: "intro", markdown: "# Title" }]), "blocks.0.markdown"],
    ["an image in Markdown", page({}, [{ type: "richText", id: "intro", markdown: "![x](/a.png)" }]), "blocks.0.markdown"],
    ["a slug a route answers", page({ slug: "legal/privacy-policy" }), "slug"],
    ["a slug of a fixed route", page({ slug: "newsletter" }), "slug"],
    ["unsafe custom CSS", page({ customCss: "body { background: url(https://evil.test/x.png) }" }), "customCss"],
    [
      "a trip-cards query the search does not know",
      page({}, [{ type: "tripCards", id: "t", title: "Trips", query: "colour=red" }]),
      "blocks.0.query",
    ],
    [
      "one anchor id twice",
      page({}, [
        { type: "richText", id: "a", markdown: "x" },
        { type: "legal", id: "b", updated: "2026-01-01", sections: [{ id: "a", heading: "A", markdown: "x" }] },
      ]),
      "blocks.1",
    ],
    ["a SEO title over 70 characters", page({ seo: { title: "x".repeat(71), description: "d" } }), "seo.title"],
  ])("refuses %s, naming the file and the field", (_, bad, field) => {
    const problems = problemsOf(withFile("it", "bad.json", bad));
    expect(problems.length).toBeGreaterThan(0);
    expect(
      problems.some((line) => line.startsWith(`${FIXTURES}/it/bad.json: ${field}: `)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("refuses a file that is not JSON", () => {
    expect(problemsOf(withFile("fr", "broken.json", "{ not json"))).toEqual([
      expect.stringMatching(/^tests\/fixtures\/content\/fr\/broken\.json: \(file\): is not valid JSON/),
    ]);
  });

  it("builds nothing when any file has a problem", () => {
    const result = buildContent(withFile("de", "bad.json", page({ slug: "search" })), tenants);
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.pages).toEqual([]);
  });

  it("requires a folder for every site and no folder that is not a site", () => {
    const tree = fixtures();
    tree.folders.delete("es");
    tree.folders.set("xx", new Map());
    const problems = problemsOf(tree);
    expect(problems).toContain(
      `${FIXTURES}/es/: (folder): missing: every site needs a folder (it may hold just site.json with "inherits")`,
    );
    expect(problems.some((line) => line.startsWith(`${FIXTURES}/xx/: (folder): `))).toBe(true);
  });

  it("refuses two pages with one key in a folder, and inheritance from an unknown site or in a loop", () => {
    expect(problemsOf(withFile("int", "faqs-again.json", { ...JSON.parse(fixtures().folders.get("int")!.get("faqs.json")!) }))).toEqual([
      expect.stringMatching(/int\/faqs-again\.json: key: "faqs" is also the key of .*int\/faqs\.json/),
    ]);
    expect(problemsOf(withFile("fr", "site.json", { inherits: "zz" }))).toEqual([
      `${FIXTURES}/fr/site.json: inherits: "zz" is not a site with a content folder`,
    ]);
    const loop = withFile("int", "site.json", { inherits: "uk" });
    expect(problemsOf(loop).some((line) => line.includes("inheritance loops"))).toBe(true);
  });

  it("checks links of inherited pages on the site that inherits them", () => {
    // AI search is offered on some sites only: a link to it is fine on int and refused where it is off.
    const offering = tenants.filter((t) => t.features.aiSearch).map((t) => t.id);
    const without = tenants.find((t) => !t.features.aiSearch && t.id !== "int");
    if (!offering.includes("int") || !without) return expect(offering.length).toBeGreaterThan(0);
    const problems = problemsOf(
      withFile("int", "magic.json", page({}, [{ type: "richText", id: "intro", markdown: "[magic](route:search-ai)" }])),
    );
    expect(problems.some((line) => line.includes(`(as published on ${without.id})`))).toBe(true);
  });
});

describe("inheritance", () => {
  it("gives a site the pages of the site it inherits, keeping its own", () => {
    const { pages } = buildContent(fixtures(), tenants);
    const of = (site: string, name: string) => pages.find((p) => p.site === site && p.name === name)!;
    // uk has only site.json: every page is int's, published for uk.
    expect(of("uk", "faqs").title).toBe(of("int", "faqs").title);
    expect(of("uk", "faqs").source).toBe(`${FIXTURES}/int/faqs.json`);
    // it keeps its own FAQ and takes int's age groups page.
    expect(of("it", "faqs").title).toBe("Domande frequenti");
    expect(of("it", "age-groups").source).toBe(`${FIXTURES}/int/age-groups.json`);
  });

  it("resolves route: links to each site's own paths", () => {
    const { pages } = buildContent(fixtures(), tenants);
    const html = (site: string) => JSON.stringify(pages.find((p) => p.site === site && p.name === "how-it-works")!.blocks);
    expect(html("int")).toContain('href=\\"/destinations\\"');
    expect(html("it")).toContain('href=\\"/viaggi\\"');
    expect(html("de")).toContain('href=\\"/reiseziele\\"');
    expect(html("de")).not.toContain("route:");
  });
});

describe("search queries of trip cards", () => {
  it.each([
    ["travelStyles[]=NATURE&sort=price:asc", []],
    ["travelStyles[]=NATURE&travelStyles[]=SPACE", ['"travelStyles[]" has a value the search does not know']],
    ["colour=red", ['"colour" is not a search filter']],
  ])("%s", (query, problems) => {
    expect(searchQueryProblems(query)).toEqual(problems);
  });
});

describe("the publish plan", () => {
  const { pages } = buildContent(fixtures(), tenants);
  const live = pages.map((p) => ({ site: p.site, kind: p.kind, name: p.name, hash: p.hash }));

  it("purges nothing when nothing changed, and still writes a whole generation", () => {
    const plan = publishPlan(pages, live, 1000);
    expect(plan.purge).toEqual([]);
    expect(plan.statements.filter((s) => s.sql.startsWith("INSERT INTO custom_pages ")).length).toBe(pages.length);
  });

  it("purges the pages added, changed and removed", () => {
    const [first, second, ...rest] = live;
    const plan = publishPlan(pages, [{ ...first!, hash: "old" }, ...rest, { site: "it", kind: "slug", name: "gone", hash: "x" }], 1000);
    expect(plan.purge.sort()).toEqual(
      [
        customPageCacheKey(first!.site, first!.kind, first!.name),
        customPageCacheKey(second!.site, second!.kind, second!.name),
        customPageCacheKey("it", "slug", "gone"),
      ].sort(),
    );
    expect([plan.added, plan.changed, plan.removed]).toEqual([1, 1, 1]);
  });

  it("switches the live generation with one statement after the pages are written", () => {
    const sql = publishPlan(pages, [], 42).statements.map((s) => s.sql);
    const switchAt = sql.findIndex((s) => s.includes("custom_pages_live"));
    expect(switchAt).toBe(sql.length - 2);
    expect(sql.slice(1, switchAt).every((s) => s.startsWith("INSERT INTO custom_pages "))).toBe(true);
    expect(sql.at(-1)).toContain("DELETE FROM custom_pages WHERE generation <> ?");
  });
});
