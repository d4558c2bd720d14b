/**
 * The Markdown subset of custom pages (tenants/content/schema.ts), rendered once, at publish
 * time, by markdown-it: raw HTML is never passed through (`html: false` escapes it), only
 * paragraphs, `##`/`###` headings, lists, emphasis and links are parsed, and every link target
 * goes through the site's link policy (`route:` keys become the site's localized paths,
 * https links get rel="noopener", anything else is refused).
 */
import MarkdownIt from "markdown-it";

export type ResolvedLink = { href: string; external: boolean };
/** A link target as written in a page, resolved for one site, or why it is refused. */
export type LinkResolver = (target: string) => ResolvedLink | { error: string };
export type RenderedMarkdown = { html: string; errors: string[] };

const md = new MarkdownIt("zero", { html: false, linkify: false, typographer: false, breaks: false });
// "zero" parses paragraphs and text only; these are the rules of the subset, with `code` for names
// such as cookies (plus images, so that one is reported rather than shown as a stray "!" and a link).
md.enable(["heading", "list", "emphasis", "backticks", "link", "image", "escape", "entity", "newline"]);
// Every target reaches the walk below, which resolves or refuses it with a message (markdown-it's
// own check would silently print a refused link as text).
md.validateLink = () => true;
// Targets are written as they were resolved (route paths, mailto:, tel:), not re-encoded.
md.normalizeLink = (url) => url;

const ALLOWED_HEADINGS = new Set(["h2", "h3"]);

export function renderMarkdown(text: string, resolve: LinkResolver): RenderedMarkdown {
  const errors: string[] = [];
  const tokens = md.parse(text, {});
  for (const token of tokens) {
    if (token.type === "heading_open" && !ALLOWED_HEADINGS.has(token.tag)) {
      errors.push(`only ## and ### headings are allowed (found ${"#".repeat(Number(token.tag.slice(1)))})`);
    }
    for (const child of token.children ?? []) {
      if (child.type === "image") {
        errors.push("images are not allowed in Markdown (use an imageText block)");
        child.type = "text";
        child.content = "";
        child.children = [];
      }
      if (child.type !== "link_open") continue;
      const target = String(child.attrGet("href") ?? "");
      const link = resolve(target);
      if ("error" in link) {
        errors.push(`link "${target}": ${link.error}`);
        child.attrs = [];
        continue;
      }
      child.attrs = [["href", link.href]];
      if (link.external) child.attrSet("rel", "noopener");
    }
  }
  return { html: md.renderer.render(tokens, md.options, {}).trim(), errors };
}
