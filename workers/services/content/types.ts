/**
 * A custom page as published (Custom page): the file's page with its Markdown already
 * rendered to safe HTML, `route:` links resolved to the site's paths and custom CSS scoped.
 * This is the one shape D1 rows and KV entries hold, parsed again whenever it is read back.
 */
import { z } from "zod";
import type { KvCache } from "../../cache/kv-cache";
import { FAQ_CATEGORIES, PAGE_TYPES } from "../../../tenants/content/schema";

const id = z.string().regex(/^[a-z0-9-]{1,60}$/);
const text = z.string().min(1);
/** HTML the publish step rendered from Markdown (markdown-it, raw HTML escaped, links checked). */
const html = z.string();

/** A call to action of the contacts content's books, resolved for the site (support:phone is its number). */
export const publishedContactActionSchema = z.object({
  name: z.string(),
  label: text,
  href: text,
  external: z.boolean(),
  description: text.nullable(),
});

/** A block of the contacts content: its calls to action in the order it lists them. */
export const publishedContactBlockSchema = z.object({
  id,
  title: text,
  html: html.nullable(),
  showContactPage: z.boolean(),
  showTalkToUs: z.boolean(),
  actions: z.array(publishedContactActionSchema),
});

export const publishedBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("richText"), id, html }),
  z.object({
    type: z.literal("faq"),
    id,
    title: text.nullable(),
    items: z.array(z.object({ category: z.enum(FAQ_CATEGORIES), question: text, html })).min(1),
  }),
  z.object({
    type: z.literal("imageText"),
    id,
    title: text.nullable(),
    image: z.object({ id: z.string(), seoName: z.string(), alt: text }),
    imageSide: z.enum(["left", "right"]),
    html,
  }),
  z.object({ type: z.literal("tripCards"), id, title: text, query: z.string(), limit: z.number().int().min(1).max(12) }),
  z.object({
    type: z.literal("callToAction"),
    id,
    title: text,
    html: html.nullable(),
    label: text,
    href: text,
    /** An https link to another site (opened with rel="noopener"). */
    external: z.boolean(),
  }),
  z.object({
    type: z.literal("contacts"),
    id,
    title: text,
    channels: z.array(z.enum(["phone", "email", "talkToUs"])).min(1),
    html: html.nullable(),
  }),
  z.object({
    type: z.literal("legal"),
    id,
    updated: z.iso.date(),
    sections: z.array(z.object({ id, heading: text, html })).min(1),
  }),
  // The contacts content's blocks with showContactPage, copied in when the page is published.
  z.object({ type: z.literal("contactBooks"), id, title: text.nullable(), blocks: z.array(publishedContactBlockSchema) }),
]);

export const PAGE_KINDS = ["key", "slug"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const publishedPageSchema = z.object({
  site: z.string(),
  kind: z.enum(PAGE_KINDS),
  /** The route key or the slug. */
  name: z.string(),
  type: z.enum(PAGE_TYPES),
  title: text,
  lead: text.nullable(),
  seo: z.object({ title: text, description: text, noindex: z.boolean() }),
  hideLayout: z.boolean(),
  /** Already checked against the safe subset and scoped under `.custom-page`. */
  customCss: z.string().nullable(),
  blocks: z.array(publishedBlockSchema),
  hash: z.string(),
  source: z.string(),
});

/** A bean bar as published: message rendered, routes as path patterns of the site, CSS scoped. */
export const publishedBeanBarSchema = z.object({
  id,
  html: text,
  backgroundColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  textColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  customCss: z.string().nullable(),
  callToAction: z.object({ label: text, href: text, external: z.boolean() }).nullable(),
  closable: z.boolean(),
  routes: z.object({ match: z.array(z.string()), exclude: z.array(z.string()) }),
  /** The first and last day the bar shows; null ends are open (bars published before windows existed). */
  validFrom: z.string().nullable().default(null),
  validUntil: z.string().nullable().default(null),
});

/** What a site shows around its pages, one row per site and kind: its bean bars, its contacts content. */
export const SITE_CONTENT_KINDS = ["beans", "contacts"] as const;
export type SiteContentKind = (typeof SITE_CONTENT_KINDS)[number];

export const publishedBeansSchema = z.object({ bars: z.array(publishedBeanBarSchema) });
export const publishedContactsSchema = z.object({ blocks: z.array(publishedContactBlockSchema) });

export type SiteContentBody = { beans: z.infer<typeof publishedBeansSchema>; contacts: z.infer<typeof publishedContactsSchema> };

/** One site's published bean bars or contacts content, as the publish writes it. */
export type PublishedSiteContent = {
  [K in SiteContentKind]: { site: string; kind: K; body: SiteContentBody[K]; hash: string; source: string };
}[SiteContentKind];

export type PublishedBeanBar = z.infer<typeof publishedBeanBarSchema>;
export type PublishedContactBlock = z.infer<typeof publishedContactBlockSchema>;
export type PublishedBlock = z.infer<typeof publishedBlockSchema>;
export type PublishedPage = z.infer<typeof publishedPageSchema>;
export type BlockOf<T extends PublishedBlock["type"]> = Extract<PublishedBlock, { type: T }>;

export type ContentDeps = {
  db: D1Database;
  cache: KvCache;
};
