/** The Markdown subset of custom pages and the safe CSS subset (scripts/content). */
import { describe, expect, it } from "vitest";
import { getTenant } from "../../tenants";
import { checkCustomCss } from "../../scripts/content/css";
import { linkResolverFor } from "../../scripts/content/links";
import { renderMarkdown } from "../../scripts/content/markdown";

const render = (text: string, site = "it") => renderMarkdown(text, linkResolverFor(getTenant(site)!));

describe("Markdown rendering", () => {
  it("renders the subset: headings, lists, emphasis, code", () => {
    const { html, errors } = render("## Title\n\n### Sub\n\n- **bold** and *italic*\n- `caravan_device`\n\n1. one");
    expect(errors).toEqual([]);
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h3>Sub</h3>");
    expect(html).toContain("<strong>bold</strong> and <em>italic</em>");
    expect(html).toContain("<code>caravan_device</code>");
    expect(html).toContain("<ol>");
  });

  it("escapes raw HTML instead of passing it through", () => {
    const { html } = render('<script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "//evil.test",
    "http://plain.test",
    "ftp://x.test",
  ])("refuses a %s link", (target) => {
    const { html, errors } = render(`[click](${target})`);
    expect(errors).toEqual([expect.stringContaining(`link "${target}"`)]);
    expect(html).not.toContain("href");
  });

  it("resolves route: to the site's localized path", () => {
    expect(render("[faq](route:faqs)", "it").html).toBe('<p><a href="/domande-frequenti">faq</a></p>');
    expect(render("[faq](route:faqs)", "de").html).toBe('<p><a href="/haeufige-fragen">faq</a></p>');
    expect(render("[faq](route:faqs)", "us").html).toBe('<p><a href="/faqs">faq</a></p>');
  });

  it("marks https links rel=noopener and keeps site paths, mailto: and tel:", () => {
    expect(render("[x](https://example.com/a)").html).toBe('<p><a href="https://example.com/a" rel="noopener">x</a></p>');
    expect(render("[x](/cerca?travelStyles[]=NATURE)").html).toContain('href="/cerca?travelStyles[]=NATURE"');
    expect(render("[x](mailto:hello@caravantrips.it)").html).toContain('href="mailto:hello@caravantrips.it"');
    expect(render("[x](tel:+390255500100)").html).toContain('href="tel:+390255500100"');
  });

  it("reports headings outside ## and ###, and images", () => {
    expect(render("# One").errors).toEqual([expect.stringContaining("only ## and ### headings")]);
    expect(render("#### Four").errors).toEqual([expect.stringContaining("only ## and ### headings")]);
    expect(render("![alt](/x.png)").errors).toEqual([expect.stringContaining("images are not allowed")]);
  });

  it("does not read reference definitions (a way around the inline link check)", () => {
    const { html } = render("[x][a]\n\n[a]: javascript:alert(1)");
    expect(html).not.toContain("href");
  });
});

describe("custom CSS subset", () => {
  it("scopes every selector under the page wrapper, :scope being the wrapper itself", () => {
    const { css, errors } = checkCustomCss(
      "h2, .cta:hover { color: #c8102e }\n:scope { background: #fff }\n@media (min-width: 768px) { p { font-size: 1.1rem } }",
    );
    expect(errors).toEqual([]);
    expect(css).toBe(
      ".custom-page h2,.custom-page .cta:hover{color: #c8102e}\n.custom-page{background: #fff}\n@media (min-width: 768px){.custom-page p{font-size: 1.1rem}}",
    );
  });

  it("keeps selector lists inside :is() whole", () => {
    expect(checkCustomCss(":is(h2, h3) a { color: red }").css).toBe(".custom-page :is(h2, h3) a{color: red}");
  });

  it("refuses a rule whose parentheses are left open, where the browser would read on past it", () => {
    for (const source of ["(((( a,b{c:d}", "a{c:(d}", "a) b{c:d}"]) {
      const { css, errors } = checkCustomCss(source);
      expect(css).toBe("");
      expect(errors.join(" ")).toMatch(/parentheses .* not balanced/);
    }
  });

  it.each([
    ["@import url(x.css);", "@import"],
    ["p { background: url(https://evil.test/x) }", "url()"],
    ["p { background: URL ( x ) }", "url()"],
    ["p { background-image: image-set('x.png' 1x) }", "url()"],
    ["p { width: expression(alert(1)) }", "expression"],
    ["p { behavior: url(x.htc) }", "behavior"],
    ["p { -moz-binding: x }", "-moz-binding"],
    ["p { color: red } </style><script>alert(1)</script>", "<"],
    ["p { background: u\\72l(x) }", "backslash"],
    ["@font-face { font-family: x }", "@font-face"],
    ["@keyframes spin { from { opacity: 0 } }", "@keyframes"],
    ["p { color: red", "not closed"],
    ["p { a { color: red } }", "nested"],
    ["/* open comment p { color: red }", "comment"],
  ])("refuses %s", (source, reason) => {
    const { css, errors } = checkCustomCss(source);
    expect(css).toBe("");
    expect(errors.join(" ")).toContain(reason);
  });
});
