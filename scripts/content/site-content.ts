/**
 * The two files of a site folder that are not pages: `beans.json`, the bean bars, and
 * `contacts-content.json`, the contacts content. Checked and rendered for one site here, as
 * pages are in build.ts: Markdown to safe HTML, links and `route:` patterns to the site's paths,
 * custom CSS scoped to the bar, the support phone and e-mail from the site's config.
 */
import { createHash } from "node:crypto";
import type { TenantConfig } from "../../tenants";
import { routeKeys, routeTable, type RouteKey } from "../../tenants/routes";
import type { BeanBarSource, ContactsContentSource } from "../../tenants/content/schema";
import { BEAN_PATH_PATTERN } from "../../app/lib/content/bean-bar-routes";
import { resolveDayRef } from "../../app/lib/content/bean-bar-window";
import type {
  PublishedBeanBar,
  PublishedContactBlock,
  PublishedSiteContent,
  SiteContentBody,
  SiteContentKind,
} from "../../workers/services/content/types";
import { checkCustomCss } from "./css";
import { renderMarkdown, type LinkResolver } from "./markdown";

type Fail = (field: string, message: string) => void;

/** A bar is at most 13rem high; WCAG AA asks 4.5:1 for text of its size. */
const MIN_CONTRAST = 4.5;

export function renderBeanBars(
  site: TenantConfig,
  bars: readonly BeanBarSource[],
  resolve: LinkResolver,
  fail: Fail,
  today: string = new Date().toISOString().slice(0, 10),
): PublishedBeanBar[] {
  return bars.map((bar, index) => {
    const at = `bars.${index}`;
    const message = renderMarkdown(bar.message, resolve);
    for (const error of message.errors) fail(`${at}.message`, error);
    // One paragraph, inline Markdown only: the bar shows it as one line of text with links.
    const paragraphs = message.html.match(/<p>/g)?.length ?? 0;
    if (paragraphs !== 1 || /<(h\d|ul|ol|li)\b/.test(message.html))
      fail(`${at}.message`, "must be one paragraph (no headings, lists or blank lines)");
    const ratio = contrastRatio(bar.textColor, bar.backgroundColor);
    if (ratio < MIN_CONTRAST) {
      fail(
        `${at}.textColor`,
        `contrast with backgroundColor is ${ratio.toFixed(2)}:1; at least ${MIN_CONTRAST}:1 is needed to be readable`,
      );
    }
    let customCss: string | null = null;
    if (bar.customCss?.trim()) {
      const checked = checkCustomCss(bar.customCss, `#bean-${bar.id}`);
      for (const error of checked.errors) fail(`${at}.customCss`, error);
      customCss = checked.css || null;
    }
    let callToAction: PublishedBeanBar["callToAction"] = null;
    if (bar.callToAction) {
      const link = resolve(bar.callToAction.href);
      if ("error" in link) fail(`${at}.callToAction.href`, link.error);
      else callToAction = { label: bar.callToAction.label, href: link.href, external: link.external };
    }
    const patterns = (list: readonly string[], field: string) =>
      list.map((pattern, i) => {
        const path = routePattern(site, pattern);
        if ("error" in path) fail(`${at}.routes.${field}.${i}`, path.error);
        return "error" in path ? "" : path.pattern;
      });
    // Relative window ends count from the publish day (demo content stays current).
    const validFrom = resolveDayRef(bar.window.from, today);
    const validUntil = resolveDayRef(bar.window.until, today);
    if (validFrom > validUntil) fail(`${at}.window`, `from (${validFrom}) is after until (${validUntil})`);
    return {
      id: bar.id,
      validFrom,
      validUntil,
      html: message.html.replace(/^<p>|<\/p>$/g, ""),
      backgroundColor: bar.backgroundColor.toLowerCase(),
      textColor: bar.textColor.toLowerCase(),
      customCss,
      callToAction,
      closable: bar.closable,
      routes: { match: patterns(bar.routes.match, "match"), exclude: patterns(bar.routes.exclude, "exclude") },
    };
  });
}

/** A pattern of the file as the site's path pattern: `route:<key>` is the key's path with `*` for each parameter. */
function routePattern(site: TenantConfig, pattern: string): { pattern: string } | { error: string } {
  if (pattern.startsWith("route:")) {
    const key = pattern.slice("route:".length);
    if (!(routeKeys as string[]).includes(key)) return { error: `"${key}" is not a route key of tenants/routes.json` };
    const path = routeTable[key as RouteKey][site.pathLocale];
    return {
      pattern:
        path
          .split("/")
          .map((segment) => (segment.startsWith(":") ? "*" : segment))
          .join("/") || "/",
    };
  }
  if (!BEAN_PATH_PATTERN.test(pattern)) return { error: "must be *, route:<key> or a path whose segments are names or *" };
  return { pattern: pattern.length > 1 ? pattern.replace(/\/$/, "").toLowerCase() : pattern };
}

export function renderContactBlocks(
  site: TenantConfig,
  content: ContactsContentSource,
  resolve: LinkResolver,
  fail: Fail,
): PublishedContactBlock[] {
  const actions = new Map(
    Object.entries(content.books).map(([name, book]) => {
      let link: { href: string; external: boolean } | { error: string };
      if (book.href === "support:phone") link = { href: `tel:${site.support.phone.replace(/[^+0-9]/g, "")}`, external: false };
      else if (book.href === "support:email") link = { href: `mailto:${site.support.email}`, external: false };
      else link = resolve(book.href);
      if ("error" in link) fail(`books.${name}.href`, link.error);
      const href = "error" in link ? "" : link.href;
      return [
        name,
        { name, label: book.label, href, external: "error" in link ? false : link.external, description: book.description ?? null },
      ];
    }),
  );
  const blocks = content.blocks.map((block, index) => {
    let html: string | null = null;
    if (block.markdown) {
      const out = renderMarkdown(block.markdown, resolve);
      for (const error of out.errors) fail(`blocks.${index}.markdown`, error);
      html = out.html;
    }
    return {
      id: block.id,
      title: block.title,
      html,
      showContactPage: block.showContactPage,
      showTalkToUs: block.showTalkToUs,
      actions: block.callToActionList.map((name) => actions.get(name)!),
    };
  });
  // Where the site's talk-to-us flag is on, the modal must have something to show.
  if (site.features.talkToUs && !blocks.some((block) => block.showTalkToUs)) {
    fail("blocks", `the ${site.id} site shows talk to us: at least one block needs "showTalkToUs": true`);
  }
  return blocks;
}

export function siteContentOf<K extends SiteContentKind>(
  site: string,
  kind: K,
  body: SiteContentBody[K],
  source: string,
): PublishedSiteContent {
  // The hash is of what the site shows, not of where the file lies (as for pages).
  const hash = createHash("sha256").update(JSON.stringify({ site, kind, body })).digest("hex");
  return { site, kind, body, hash, source } as PublishedSiteContent;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
