/**
 * Bean bars: which paths a bar shows on (`*` segments, `*` alone, exclude over
 * match), the closing cookie, and the publish checks of beans.json and contacts-content.json,
 * each problem naming its file and field.
 */
import { inWindow, resolveDayRef } from "../../app/lib/content/bean-bar-window";
import { describe, expect, it } from "vitest";
import { tenants } from "../../tenants";
import { beanBarShowsOn, closedBeansOf, MAX_CLOSED_BEANS, patternMatches, withClosedBean } from "../../app/lib/content/bean-bar-routes";
import { buildContent, formatProblem, loadContentTree, type ContentTree } from "../../scripts/content/build";
import { contrastRatio } from "../../scripts/content/site-content";
import type { PublishedBeanBar, PublishedContactBlock } from "../../workers/services/content/types";

describe("route patterns", () => {
  it.each([
    // pattern, path, matches
    ["/cerca", "/cerca", true],
    ["/cerca", "/cerca/", true],
    ["/cerca", "/CERCA", true],
    ["/cerca", "/cerca/altro", false],
    ["/cerca", "/", false],
    ["/", "/", true],
    ["/", "/cerca", false],
    ["/viaggi/*", "/viaggi/giappone", true],
    ["/viaggi/*", "/viaggi", false],
    ["/viaggi/*", "/viaggi/giappone/itinerario", false],
    ["/viaggi/*/*", "/viaggi/giappone/itinerario", true],
    ["/viaggi/*/itinerario", "/viaggi/giappone/itinerario", true],
    ["/viaggi/*/itinerario", "/viaggi/giappone/in-breve", false],
    ["/*/itinerario", "/viaggi/giappone/itinerario", false],
    ["/*", "/faqs", true],
    ["/*", "/", false],
    ["*", "/", true],
    ["*", "/any/deep/path", true],
  ] as const)("%s on %s: %s", (pattern, path, expected) => {
    expect(patternMatches(pattern, path)).toBe(expected);
  });

  it("shows a bar where a match pattern matches and no exclude pattern does: the exclude wins", () => {
    const routes = { match: ["/viaggi", "/viaggi/*", "/viaggi/*/*"], exclude: ["/viaggi/*/in-breve"] };
    expect(beanBarShowsOn(routes, "/viaggi")).toBe(true);
    expect(beanBarShowsOn(routes, "/viaggi/giappone")).toBe(true);
    expect(beanBarShowsOn(routes, "/viaggi/giappone/itinerario")).toBe(true);
    expect(beanBarShowsOn(routes, "/viaggi/giappone/in-breve")).toBe(false);
    expect(beanBarShowsOn(routes, "/cerca")).toBe(false);
    // Everywhere but: `*` with an exclude list, and an exclude as wide as the match.
    expect(beanBarShowsOn({ match: ["*"], exclude: ["/legale/*"] }, "/legale/privacy-policy")).toBe(false);
    expect(beanBarShowsOn({ match: ["*"], exclude: ["/legale/*"] }, "/")).toBe(true);
    expect(beanBarShowsOn({ match: ["/cerca"], exclude: ["*"] }, "/cerca")).toBe(false);
    expect(beanBarShowsOn({ match: [], exclude: [] }, "/")).toBe(false);
  });
});

describe("the closing cookie", () => {
  it("reads valid ids only and adds an id once, at the end", () => {
    expect(closedBeansOf("a=1; caravan_beans=summer-2026.deposit-100; b=2")).toEqual(["summer-2026", "deposit-100"]);
    expect(closedBeansOf("caravan_beans=ok.NOT OK.<script>.fine")).toEqual(["ok", "fine"]);
    expect(closedBeansOf(null)).toEqual([]);
    expect(withClosedBean(["a", "b"], "a")).toEqual(["b", "a"]);
  });

  it("keeps the most recent closes when there are too many", () => {
    const many = Array.from({ length: MAX_CLOSED_BEANS }, (_, i) => `bar-${i}`);
    const next = withClosedBean(many, "new-bar");
    expect(next.length).toBe(MAX_CLOSED_BEANS);
    expect(next.at(-1)).toBe("new-bar");
    expect(next).not.toContain("bar-0");
  });
});

// ---------------------------------------------------------------------------------------
// Publishing: the sites' own content is valid; a bad file is named with its field.

const CONTENT = "tenants/content";
const BAR = {
  id: "test-bar",
  message: "**Hello** and [see more](route:faqs).",
  backgroundColor: "#0b3d5c",
  textColor: "#ffffff",
  callToAction: { label: "Go", href: "route:search" },
  closable: true,
  routes: { match: ["route:search", "/viaggi/*"], exclude: ["route:travels-travel-snapshot"] },
  window: { from: "today-1", until: "2099-12-31" },
};

function withFile(site: string, file: string, content: unknown): ContentTree {
  const tree = loadContentTree(CONTENT);
  const folders = new Map([...tree.folders].map(([name, files]) => [name, new Map(files)]));
  folders.get(site)!.set(file, typeof content === "string" ? content : JSON.stringify(content));
  return { root: tree.root, folders };
}
const problemsOf = (tree: ContentTree) => buildContent(tree, tenants).problems.map(formatProblem);

describe("publishing bean bars", () => {
  it("publishes every site's bars and contacts content, resolving routes to the site's own paths", () => {
    const { siteContent, problems } = buildContent(loadContentTree(CONTENT), tenants);
    expect(problems).toEqual([]);
    for (const site of tenants) {
      expect(
        siteContent
          .filter((c) => c.site === site.id)
          .map((c) => c.kind)
          .sort(),
        site.id,
      ).toEqual(["beans", "contacts"]);
    }
    const bars = (site: string) =>
      (siteContent.find((c) => c.site === site && c.kind === "beans")!.body as { bars: PublishedBeanBar[] }).bars;
    expect(bars("it")[0]!.routes).toEqual({ match: ["/cerca", "/viaggi", "/viaggi/*", "/viaggi/*/*"], exclude: ["/viaggi/*/in-breve"] });
    expect(bars("de")[0]!.routes.match).toEqual(["/suchen", "/reiseziele", "/reiseziele/*", "/reiseziele/*/*"]);
    expect(bars("it")[0]!.callToAction).toEqual({ label: "Scopri i viaggi", href: "/cerca", external: false });
    const contacts = siteContent.find((c) => c.site === "fr" && c.kind === "contacts")!.body as { blocks: PublishedContactBlock[] };
    expect(contacts.blocks[0]!.actions.map((a) => a.href)).toContain("tel:+33155500100");
  });

  it("renders a bar's message, scopes its CSS to the bar and keeps path patterns as written", () => {
    const bar = {
      ...BAR,
      customCss: ":scope { font-weight: 600 } a { color: inherit }",
      routes: { match: ["/Offerte/*/", "*"], exclude: [] },
    };
    const { siteContent, problems } = buildContent(withFile("it", "beans.json", { bars: [bar] }), tenants);
    expect(problems).toEqual([]);
    const [published] = (siteContent.find((c) => c.site === "it" && c.kind === "beans")!.body as { bars: PublishedBeanBar[] }).bars;
    expect(published!.html).toBe('<strong>Hello</strong> and <a href="/domande-frequenti">see more</a>.');
    expect(published!.customCss).toBe("#bean-test-bar{font-weight: 600}\n#bean-test-bar a{color: inherit}");
    expect(published!.routes.match).toEqual(["/offerte/*", "*"]);
  });

  it("writes a window relative to the publish day as calendar days, and refuses one that ends before it starts", () => {
    const built = buildContent(
      withFile("it", "beans.json", { bars: [{ ...BAR, window: { from: "today-14", until: "today+45" } }] }),
      tenants,
      {
        today: "2026-11-25",
      },
    );
    const [published] = (built.siteContent.find((c) => c.site === "it" && c.kind === "beans")!.body as { bars: PublishedBeanBar[] }).bars;
    expect([published!.validFrom, published!.validUntil]).toEqual(["2026-11-11", "2027-01-09"]);
    const backwards = buildContent(
      withFile("it", "beans.json", { bars: [{ ...BAR, window: { from: "2026-12-01", until: "today" } }] }),
      tenants,
      {
        today: "2026-11-25",
      },
    );
    expect(backwards.problems.map((p) => p.field)).toContain("bars.0.window");
    const missing = buildContent(withFile("it", "beans.json", { bars: [{ ...BAR, window: undefined }] }), tenants);
    expect(missing.problems.map((p) => p.field)).toContain("bars.0.window");
  });

  it("shows a bar only inside its window, both ends included", () => {
    const window = { validFrom: "2026-11-11", validUntil: "2027-01-09" };
    expect(["2026-11-10", "2026-11-11", "2027-01-09", "2027-01-10"].map((day) => inWindow(window, day))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(resolveDayRef("today", "2026-12-31")).toBe("2026-12-31");
    expect(resolveDayRef("today+1", "2026-12-31")).toBe("2027-01-01");
    expect(resolveDayRef("2027-06-30", "2026-12-31")).toBe("2027-06-30");
  });

  it.each([
    ["a colour that is not #rrggbb", { ...BAR, backgroundColor: "navy" }, "bars.0.backgroundColor"],
    ["text too faint on its background", { ...BAR, backgroundColor: "#ffffff", textColor: "#aaaaaa" }, "bars.0.textColor"],
    ["a message of two paragraphs", { ...BAR, message: "One.\n\nTwo." }, "bars.0.message"],
    ["a message with a heading", { ...BAR, message: "## Big news" }, "bars.0.message"],
    ["a message with HTML", { ...BAR, message: "Hi <b>there</b>" }, "bars.0.message"],
    ["a message too long for 13rem", { ...BAR, message: "x".repeat(281) }, "bars.0.message"],
    [
      "a call to action to a route key that does not exist",
      { ...BAR, callToAction: { label: "Go", href: "route:careers" } },
      "bars.0.callToAction.href",
    ],
    ["a javascript: call to action", { ...BAR, callToAction: { label: "Go", href: "javascript:alert(1)" } }, "bars.0.callToAction.href"],
    ["a route key that does not exist", { ...BAR, routes: { match: ["route:careers"], exclude: [] } }, "bars.0.routes.match.0"],
    ["a pattern with a partial wildcard", { ...BAR, routes: { match: ["/viaggi/gia*"], exclude: [] } }, "bars.0.routes.match.0"],
    ["a pattern that is no path", { ...BAR, routes: { match: ["viaggi"], exclude: [] } }, "bars.0.routes.match.0"],
    ["an exclude with a query", { ...BAR, routes: { match: ["*"], exclude: ["/cerca?x=1"] } }, "bars.0.routes.exclude.0"],
    ["no match list", { ...BAR, routes: { match: [], exclude: [] } }, "bars.0.routes.match"],
    ["an id with capitals", { ...BAR, id: "Summer" }, "bars.0.id"],
    ["unsafe custom CSS", { ...BAR, customCss: "a { background: url(https://evil.test/x.png) }" }, "bars.0.customCss"],
    ["an unknown field", { ...BAR, colour: "#000000" }, "bars.0"],
  ])("refuses %s, naming the file and the field", (_, bar, field) => {
    const problems = problemsOf(withFile("es", "beans.json", { bars: [bar] }));
    expect(
      problems.some((line) => line.startsWith(`${CONTENT}/es/beans.json: ${field}: `)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("refuses two bars with one id, and builds nothing when a bar is wrong", () => {
    const result = buildContent(withFile("fr", "beans.json", { bars: [BAR, BAR] }), tenants);
    expect(result.problems.map(formatProblem)).toContainEqual(
      expect.stringMatching(/^tenants\/content\/fr\/beans\.json: \(page\): bar ids must be unique/),
    );
    expect(result.pages).toEqual([]);
    expect(result.siteContent).toEqual([]);
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#5a3b00", "#fff4d6")).toBeGreaterThan(4.5);
  });
});

describe("publishing the contacts content", () => {
  const CONTACTS = {
    books: { call: { label: "Call", href: "support:phone" }, faqs: { label: "FAQs", href: "route:faqs" } },
    blocks: [{ id: "help", title: "Help", showContactPage: true, showTalkToUs: true, callToActionList: ["call", "faqs"] }],
  };

  it.each([
    [
      "a block naming a call to action the books do not have",
      { ...CONTACTS, blocks: [{ ...CONTACTS.blocks[0], callToActionList: ["call", "chat"] }] },
      "blocks.0.callToActionList.1",
    ],
    [
      "a book link to an unknown route",
      { ...CONTACTS, books: { ...CONTACTS.books, faqs: { label: "FAQs", href: "route:careers" } } },
      "books.faqs.href",
    ],
    [
      "a site with talk to us but nothing for its modal",
      { ...CONTACTS, blocks: [{ ...CONTACTS.blocks[0], showTalkToUs: false }] },
      "blocks",
    ],
    [
      "a block without its flags",
      { ...CONTACTS, blocks: [{ id: "help", title: "Help", callToActionList: ["call"] }] },
      "blocks.0.showContactPage",
    ],
  ])("refuses %s, naming the file and the field", (_, content, field) => {
    const problems = problemsOf(withFile("it", "contacts-content.json", content));
    expect(
      problems.some((line) => line.startsWith(`${CONTENT}/it/contacts-content.json: ${field}: `)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("needs a block for the contacts page where a page has contact books", () => {
    const content = { ...CONTACTS, blocks: [{ ...CONTACTS.blocks[0], showContactPage: false }] };
    const problems = problemsOf(withFile("it", "contacts-content.json", content));
    expect(
      problems.some((line) => line.startsWith(`${CONTENT}/it/contacts.json: blocks.1: `)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("resolves the support phone and e-mail from the site's config", () => {
    const { siteContent } = buildContent(withFile("es", "contacts-content.json", CONTACTS), tenants);
    const blocks = (siteContent.find((c) => c.site === "es" && c.kind === "contacts")!.body as { blocks: PublishedContactBlock[] }).blocks;
    expect(blocks[0]!.actions.map((a) => a.href)).toEqual(["tel:+34915550100", "/preguntas-frecuentes"]);
  });
});
