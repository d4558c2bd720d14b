/**
 * Custom pages (001 §2, §3): each site's pages are files under `tenants/content/<site>/`,
 * one JSON file per page, checked against this schema by `npm run content:publish` before
 * anything is written. A page is served by its route key (the fixed content pages of 001 §2)
 * or by its slug (the catch-all route). Its body is a list of typed blocks.
 *
 * Text fields marked Markdown take a small subset: paragraphs (blank line between), `##` and
 * `###` headings, `-` and `1.` lists, `**bold**`, `*italic*` and links `[text](target)` where
 * the target is a site path (`/…`), a route key (`route:legal-privacy-policy`), `mailto:`,
 * `tel:` or an https URL. Raw HTML is not allowed (it is shown as text).
 *
 * A site folder may hold `site.json` with `{ "inherits": "<site>" }`: the pages of that site
 * are used for every key or slug this folder does not define (the English sites share most
 * pages and keep their own legal texts and contacts).
 */
import { z } from "zod";

export const FAQ_CATEGORIES = ["GENERAL", "ITINERARY", "DESTINATION"] as const;
export const PAGE_TYPES = ["INFO", "FAQ", "LEGAL", "CONTACTS", "MEDIA", "LANDING"] as const;

/**
 * The fixed route keys of 001 §2 that are content pages: a page file may name only these as
 * its `key`, and only these read their page from the published content (the other keys of
 * the custom page route are features of their own: events, sales, tours, wishlist…).
 */
export const CONTENT_ROUTE_KEYS = [
  "faqs",
  "how-it-works",
  "age-groups",
  "no-sharing-room",
  "our-values",
  "contacts",
  "media-sharing",
  "media-coordinators",
  "legal-general-condition",
  "legal-privacy-policy",
  "legal-terms-conditions",
  "legal-cancellation-policy",
] as const;
export type ContentRouteKey = (typeof CONTENT_ROUTE_KEYS)[number];

const LINK_TARGET = /^(\/[^\s]*|route:[a-z0-9-]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+|https:\/\/[^\s]+)$/;
const HTML_TAG = /<\/?[a-z][^>]*>/i;

export const markdown = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .refine((text) => !HTML_TAG.test(text), "must not contain HTML tags (use Markdown)")
  .refine(
    (text) => [...text.matchAll(/\]\(([^)]*)\)/g)].every((m) => LINK_TARGET.test(m[1]!)),
    "links must point to /path, route:<key>, mailto:, tel: or https://",
  );

const plain = z.string().trim().min(1, "must not be empty").max(300).refine((text) => !HTML_TAG.test(text), "must not contain HTML tags");
const blockId = z.string().regex(/^[a-z0-9-]{1,60}$/, "must be lower-case letters, digits and dashes");
const linkTarget = z.string().regex(LINK_TARGET, "must be /path, route:<key>, mailto:, tel: or https://");

/** An image of the catalogue's media (`/resource/{size}/{id}/{seoName}`), with its alt text in the page's language. */
const image = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  seoName: z.string().regex(/^[a-z0-9-]+$/),
  alt: plain,
});

export const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("richText"), id: blockId, markdown }),
  // FAQ accordion grouped by category (001 §3 FAQ categories).
  z.strictObject({
    type: z.literal("faq"),
    id: blockId,
    title: plain.optional(),
    items: z
      .array(z.strictObject({ category: z.enum(FAQ_CATEGORIES), question: plain, answer: markdown }))
      .min(1),
  }),
  z.strictObject({ type: z.literal("imageText"), id: blockId, title: plain.optional(), image, imageSide: z.enum(["left", "right"]).default("left"), markdown }),
  // Trip cards chosen by a search query string of the search page (e.g. "travelStyles[]=NATURE&sort=price:asc").
  z.strictObject({ type: z.literal("tripCards"), id: blockId, title: plain, query: z.string().max(500), limit: z.number().int().min(1).max(12).default(6) }),
  z.strictObject({ type: z.literal("callToAction"), id: blockId, title: plain, text: markdown.optional(), label: plain, href: linkTarget }),
  // Contact books (001 §3 contacts content): the channels shown; numbers and addresses come from the site's config.
  z.strictObject({
    type: z.literal("contacts"),
    id: blockId,
    title: plain,
    channels: z.array(z.enum(["phone", "email", "talkToUs"])).min(1),
    markdown: markdown.optional(),
  }),
  // Legal text: sections with headings; the table of contents is built from them.
  z.strictObject({
    type: z.literal("legal"),
    id: blockId,
    updated: z.iso.date(),
    sections: z.array(z.strictObject({ id: blockId, heading: plain, markdown })).min(1),
  }),
]);

export const pageSchema = z
  .strictObject({
    /** The fixed route key this page serves (001 §2), or… */
    key: z.string().regex(/^[a-z0-9-]+$/).optional(),
    /** …the slug the catch-all route serves it on (path without leading and trailing slash). */
    slug: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "must be lower-case path segments without leading or trailing slash").optional(),
    type: z.enum(PAGE_TYPES),
    title: plain,
    /** A line under the title. */
    lead: plain.optional(),
    seo: z.strictObject({ title: plain.max(70), description: plain.max(170), noindex: z.boolean().default(false) }),
    hideLayout: z.boolean().default(false),
    /** Limited to a safe subset when published (no url(), @import, expression, behaviour). */
    customCss: z.string().max(4000).optional(),
    blocks: z.array(blockSchema).min(1),
  })
  .refine((page) => Boolean(page.key) !== Boolean(page.slug), "must have exactly one of key or slug")
  .refine((page) => new Set(page.blocks.map((b) => b.id)).size === page.blocks.length, "block ids must be unique within a page");

export const siteManifestSchema = z.strictObject({ inherits: z.string().regex(/^[a-z]{2,3}$/).optional() });

export type ContentBlock = z.infer<typeof blockSchema>;
export type ContentPage = z.infer<typeof pageSchema>;
