/**
 * The pure heart of `npm run content:publish`: every site folder's files in, either the pages
 * to publish (Markdown rendered, links resolved, CSS scoped, inheritance applied) or the list
 * of problems, each as `file: field: message`. Nothing here touches D1, KV or the network, so
 * tests call it directly; scripts/content-publish.ts and the test harness write its result.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ZodError } from "zod";
import type { TenantConfig } from "../../tenants";
import {
  BEANS_FILE,
  beanBarsFileSchema,
  CONTACTS_CONTENT_FILE,
  CONTENT_ROUTE_KEYS,
  contactsContentSchema,
  pageSchema,
  siteManifestSchema,
  type BeanBarSource,
  type ContactsContentSource,
  type ContentBlock,
  type ContentPage,
} from "../../tenants/content/schema";
import { routeKeys } from "../../tenants/routes";
import { ARRAY_FIELDS, isKnownScalar, parseSearchFilters, type SearchFilterName } from "../../app/lib/search/filters";
import type { PublishedBlock, PublishedContactBlock, PublishedPage, PublishedSiteContent } from "../../workers/services/content/types";
import { checkCustomCss } from "./css";
import { linkResolverFor } from "./links";
import { renderMarkdown, type LinkResolver } from "./markdown";
import { routeShadowing } from "./site-paths";
import { renderBeanBars, renderContactBlocks, siteContentOf } from "./site-content";

export type Problem = { file: string; field: string; message: string };

/** The raw files: site folder -> file name -> text. `root` is how files are named in problems. */
export type ContentTree = { root: string; folders: Map<string, Map<string, string>> };

/** `siteContent`: each site's bean bars and contacts content, for the sites that have (or inherit) the file. */
export type BuildResult = { pages: PublishedPage[]; siteContent: PublishedSiteContent[]; problems: Problem[] };

export const MANIFEST_FILE = "site.json";

export function formatProblem({ file, field, message }: Problem): string {
  return `${file}: ${field}: ${message}`;
}

/** Reads `dir/<site>/*.json` (files directly in `dir`, like schema.ts, are not content). */
export function loadContentTree(dir: string, root = dir): ContentTree {
  const folders = new Map<string, Map<string, string>>();
  if (!existsSync(dir)) return { root, folders };
  for (const entry of readdirSync(dir).sort()) {
    const folder = join(dir, entry);
    if (!statSync(folder).isDirectory()) continue;
    const files = new Map<string, string>();
    for (const file of readdirSync(folder).sort()) if (file.endsWith(".json")) files.set(file, readFileSync(join(folder, file), "utf8"));
    folders.set(entry, files);
  }
  return { root, folders };
}

type SourcePage = { file: string; page: ContentPage };
type Address = `${"key" | "slug"}:${string}`;

const addressOf = (page: ContentPage): Address => (page.key ? `key:${page.key}` : `slug:${page.slug!}`);

/** Validates everything, then renders every site's pages; any problem means no pages. */
export function buildContent(tree: ContentTree, sites: readonly TenantConfig[], options: { today?: string } = {}): BuildResult {
  const problems: Problem[] = [];
  const report = (file: string, field: string, message: string) => problems.push({ file, field, message });
  const siteIds = new Set(sites.map((site) => site.id));

  for (const site of sites)
    if (!tree.folders.has(site.id))
      report(
        `${tree.root}/${site.id}/`,
        "(folder)",
        `missing: every site needs a folder (it may hold just ${MANIFEST_FILE} with "inherits")`,
      );
  for (const folder of tree.folders.keys())
    if (!siteIds.has(folder)) report(`${tree.root}/${folder}/`, "(folder)", "is not a site of tenants/ (folders are named by site id)");

  // 1. Each file on its own: JSON, the schema, and the checks that need no other file.
  const own = new Map<string, Map<Address, SourcePage>>();
  const ownBeans = new Map<string, { file: string; bars: BeanBarSource[] }>();
  const ownContacts = new Map<string, { file: string; content: ContactsContentSource }>();
  const inherits = new Map<string, string>();
  for (const [folder, files] of tree.folders) {
    const pages = new Map<Address, SourcePage>();
    own.set(folder, pages);
    for (const [name, text] of files) {
      const file = `${tree.root}/${folder}/${name}`;
      const json = parseJson(text);
      if (json instanceof Error) {
        report(file, "(file)", `is not valid JSON: ${json.message}`);
        continue;
      }
      if (name === MANIFEST_FILE) {
        const manifest = siteManifestSchema.safeParse(json);
        if (!manifest.success) reportZod(report, file, manifest.error);
        else if (manifest.data.inherits) inherits.set(folder, manifest.data.inherits);
        continue;
      }
      if (name === BEANS_FILE) {
        const beans = beanBarsFileSchema.safeParse(json);
        if (!beans.success) reportZod(report, file, beans.error);
        else ownBeans.set(folder, { file, bars: beans.data.bars });
        continue;
      }
      if (name === CONTACTS_CONTENT_FILE) {
        const contacts = contactsContentSchema.safeParse(json);
        if (!contacts.success) reportZod(report, file, contacts.error);
        else ownContacts.set(folder, { file, content: contacts.data });
        continue;
      }
      const parsed = pageSchema.safeParse(json);
      if (!parsed.success) {
        reportZod(report, file, parsed.error);
        continue;
      }
      const page = parsed.data;
      checkPage(page, (field, message) => report(file, field, message));
      const address = addressOf(page);
      const twin = pages.get(address);
      if (twin)
        report(
          file,
          page.key ? "key" : "slug",
          `"${address.slice(address.indexOf(":") + 1)}" is also the ${page.key ? "key" : "slug"} of ${twin.file}`,
        );
      else pages.set(address, { file, page });
    }
  }

  // 2. Inheritance: a site's pages, then those of the site it inherits from (and so on).
  const effective = new Map<string, Map<Address, SourcePage>>();
  const chains = new Map<string, string[]>();
  for (const site of sites) {
    const chain = [site.id];
    let parent = inherits.get(site.id);
    while (parent) {
      if (!siteIds.has(parent) || !own.has(parent)) {
        report(`${tree.root}/${chain.at(-1)}/${MANIFEST_FILE}`, "inherits", `"${parent}" is not a site with a content folder`);
        break;
      }
      if (chain.includes(parent)) {
        report(`${tree.root}/${chain.at(-1)}/${MANIFEST_FILE}`, "inherits", `inheritance loops: ${[...chain, parent].join(" -> ")}`);
        break;
      }
      chain.push(parent);
      parent = inherits.get(parent);
    }
    const pages = new Map<Address, SourcePage>();
    for (const id of chain.toReversed()) for (const [address, source] of own.get(id) ?? []) pages.set(address, source);
    effective.set(site.id, pages);
    chains.set(site.id, chain);
  }

  // 3. Render for each site (links resolve to that site's paths); problems name the source file.
  const rendered: PublishedPage[] = [];
  const siteContent: PublishedSiteContent[] = [];
  const seen = new Set<string>();
  for (const site of sites) {
    const resolve = linkResolverFor(site);
    const failIn = (file: string) => {
      const onSite = file.startsWith(`${tree.root}/${site.id}/`) ? "" : ` (as published on ${site.id})`;
      return (field: string, message: string) => {
        const line = `${file}\u0000${field}\u0000${message}`;
        if (!seen.has(line)) report(file, field, message + onSite);
        seen.add(line);
      };
    };
    // The bean bars and contacts content of the nearest site of the chain that has the file.
    const chain = chains.get(site.id) ?? [site.id];
    const beans = chain.map((id) => ownBeans.get(id)).find(Boolean);
    if (beans)
      siteContent.push(
        siteContentOf(site.id, "beans", { bars: renderBeanBars(site, beans.bars, resolve, failIn(beans.file), options.today) }, beans.file),
      );
    const contacts = chain.map((id) => ownContacts.get(id)).find(Boolean);
    let contactBlocks: PublishedContactBlock[] | null = null;
    if (contacts) {
      contactBlocks = renderContactBlocks(site, contacts.content, resolve, failIn(contacts.file));
      siteContent.push(siteContentOf(site.id, "contacts", { blocks: contactBlocks }, contacts.file));
    } else if (site.features.talkToUs) {
      report(
        `${tree.root}/${site.id}/${CONTACTS_CONTENT_FILE}`,
        "(file)",
        `missing: the ${site.id} site shows talk to us, whose modal is built from this file`,
      );
    }
    for (const { file, page } of effective.get(site.id)?.values() ?? []) {
      rendered.push(renderPage(site, file, page, resolve, failIn(file), contactBlocks));
    }
  }
  return problems.length > 0 ? { pages: [], siteContent: [], problems } : { pages: rendered, siteContent, problems };
}

/** Checks of one page that need nothing but the page and the route table. */
function checkPage(page: ContentPage, fail: (field: string, message: string) => void): void {
  if (page.key) {
    if (!(routeKeys as string[]).includes(page.key)) fail("key", `"${page.key}" is not a route key of tenants/routes.json`);
    else if (!(CONTENT_ROUTE_KEYS as readonly string[]).includes(page.key))
      fail("key", `"${page.key}" is not a content page (content keys: ${CONTENT_ROUTE_KEYS.join(", ")})`);
  }
  if (page.slug) {
    if (page.slug.length > 200) fail("slug", "must be at most 200 characters");
    const shadow = routeShadowing(page.slug);
    if (shadow) fail("slug", `"/${page.slug}" is answered by the route ${shadow}: pick another slug`);
  }
  if (page.customCss !== undefined) for (const message of checkCustomCss(page.customCss).errors) fail("customCss", message);
  // Block ids and legal section ids are the page's in-page anchors: one of each per page.
  const anchors = new Set<string>();
  page.blocks.forEach((block, index) => {
    const ids = [block.id, ...(block.type === "legal" ? block.sections.map((s) => s.id) : [])];
    for (const id of ids) {
      if (anchors.has(id)) fail(`blocks.${index}`, `the anchor id "${id}" is used twice on the page`);
      anchors.add(id);
    }
    if (block.type === "tripCards") for (const message of searchQueryProblems(block.query)) fail(`blocks.${index}.query`, message);
  });
}

/** A trip-cards query must be one the search page reads whole (names and values). */
export function searchQueryProblems(query: string): string[] {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  const filters = parseSearchFilters(params) as Record<string, unknown>;
  const problems: string[] = [];
  for (const name of new Set(params.keys())) {
    const field = name.endsWith("[]") ? name.slice(0, -2) : name;
    const known = name.endsWith("[]") ? ARRAY_FIELDS.has(field as SearchFilterName) : isKnownScalar(name);
    if (!known) problems.push(`"${name}" is not a search filter`);
    else if (name.endsWith("[]")) {
      const kept = (filters[field] as unknown[] | undefined)?.length ?? 0;
      if (kept < params.getAll(name).length) problems.push(`"${name}" has a value the search does not know`);
    } else if (filters[field] === undefined) problems.push(`"${name}" has a value the search does not know`);
  }
  return problems;
}

function renderPage(
  site: TenantConfig,
  file: string,
  page: ContentPage,
  resolve: LinkResolver,
  fail: (field: string, message: string) => void,
  contactBlocks: PublishedContactBlock[] | null,
): PublishedPage {
  const html = (field: string, markdown: string) => {
    const out = renderMarkdown(markdown, resolve);
    for (const message of out.errors) fail(field, message);
    return out.html;
  };
  const blocks = page.blocks.map((block, index) => renderBlock(block, `blocks.${index}`, html, resolve, fail, contactBlocks));
  const css = page.customCss?.trim() ? checkCustomCss(page.customCss).css : null;
  const body = {
    site: site.id,
    kind: page.key ? ("key" as const) : ("slug" as const),
    name: page.key ?? page.slug!,
    type: page.type,
    title: page.title,
    lead: page.lead ?? null,
    seo: { title: page.seo.title, description: page.seo.description, noindex: page.seo.noindex },
    hideLayout: page.hideLayout,
    customCss: css || null,
    blocks,
  };
  // What the page shows, not where its file lies: the hash decides which cache entries a publish purges.
  return { ...body, source: file, hash: createHash("sha256").update(JSON.stringify(body)).digest("hex") };
}

function renderBlock(
  block: ContentBlock,
  at: string,
  html: (field: string, markdown: string) => string,
  resolve: LinkResolver,
  fail: (field: string, message: string) => void,
  contactBlocks: PublishedContactBlock[] | null,
): PublishedBlock {
  switch (block.type) {
    case "richText":
      return { type: "richText", id: block.id, html: html(`${at}.markdown`, block.markdown) };
    case "faq":
      return {
        type: "faq",
        id: block.id,
        title: block.title ?? null,
        items: block.items.map((item, i) => ({
          category: item.category,
          question: item.question,
          html: html(`${at}.items.${i}.answer`, item.answer),
        })),
      };
    case "imageText":
      return {
        type: "imageText",
        id: block.id,
        title: block.title ?? null,
        image: block.image,
        imageSide: block.imageSide,
        html: html(`${at}.markdown`, block.markdown),
      };
    case "tripCards":
      return { type: "tripCards", id: block.id, title: block.title, query: block.query.replace(/^\?/, ""), limit: block.limit };
    case "callToAction": {
      const link = resolve(block.href);
      if ("error" in link) fail(`${at}.href`, link.error);
      return {
        type: "callToAction",
        id: block.id,
        title: block.title,
        html: block.text ? html(`${at}.text`, block.text) : null,
        label: block.label,
        href: "error" in link ? "" : link.href,
        external: "error" in link ? false : link.external,
      };
    }
    case "contacts":
      return {
        type: "contacts",
        id: block.id,
        title: block.title,
        channels: block.channels,
        html: block.markdown ? html(`${at}.markdown`, block.markdown) : null,
      };
    case "legal":
      return {
        type: "legal",
        id: block.id,
        updated: block.updated,
        sections: block.sections.map((section, i) => ({
          id: section.id,
          heading: section.heading,
          html: html(`${at}.sections.${i}.markdown`, section.markdown),
        })),
      };
    case "contactBooks": {
      // Copied in, so the page's hash (and its cache entry) changes with the contacts content.
      const shown = (contactBlocks ?? []).filter((contact) => contact.showContactPage);
      if (shown.length === 0) fail(at, `needs ${CONTACTS_CONTENT_FILE} with at least one block that has "showContactPage": true`);
      return { type: "contactBooks", id: block.id, title: block.title ?? null, blocks: shown };
    }
  }
}

function reportZod(report: (file: string, field: string, message: string) => void, file: string, error: ZodError): void {
  for (const issue of error.issues) report(file, issue.path.map(String).join(".") || "(page)", issue.message);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
