/**
 * Custom pages: each site's pages are files under `tenants/content/<site>/`,
 * one JSON file per page, checked against this schema by `npm run content:publish` before
 * anything is written. A page is served by its route key (the fixed content pages of the route table)
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
 * The fixed route keys that are content pages: a page file may name only these as
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

const plain = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(300)
  .refine((text) => !HTML_TAG.test(text), "must not contain HTML tags");
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
  // FAQ accordion grouped by category.
  z.strictObject({
    type: z.literal("faq"),
    id: blockId,
    title: plain.optional(),
    items: z.array(z.strictObject({ category: z.enum(FAQ_CATEGORIES), question: plain, answer: markdown })).min(1),
  }),
  z.strictObject({
    type: z.literal("imageText"),
    id: blockId,
    title: plain.optional(),
    image,
    imageSide: z.enum(["left", "right"]).default("left"),
    markdown,
  }),
  // Trip cards chosen by a search query string of the search page (e.g. "travelStyles[]=NATURE&sort=price:asc").
  z.strictObject({
    type: z.literal("tripCards"),
    id: blockId,
    title: plain,
    query: z.string().max(500),
    limit: z.number().int().min(1).max(12).default(6),
  }),
  z.strictObject({ type: z.literal("callToAction"), id: blockId, title: plain, text: markdown.optional(), label: plain, href: linkTarget }),
  // Contact books: the channels shown; numbers and addresses come from the site's config.
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
  // The blocks of the site's contacts content (contacts-content.json) that have showContactPage.
  z.strictObject({ type: z.literal("contactBooks"), id: blockId, title: plain.optional() }),
]);

export const pageSchema = z
  .strictObject({
    /** The fixed route key this page serves, or… */
    key: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** …the slug the catch-all route serves it on (path without leading and trailing slash). */
    slug: z
      .string()
      .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "must be lower-case path segments without leading or trailing slash")
      .optional(),
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

export const siteManifestSchema = z.strictObject({
  inherits: z
    .string()
    .regex(/^[a-z]{2,3}$/)
    .optional(),
  /**
   * Files of this folder copied from another site (`npm run site:add`) that still read in that
   * site's words: they are published as they are, and `npm run tenants:check` lists them until
   * each is translated and taken off the list.
   */
  untranslated: z
    .strictObject({
      from: z.string().regex(/^[a-z]{2,3}$/),
      files: z.array(z.string().regex(/^[a-z0-9-]+\.json$/)),
    })
    .optional(),
});

export type ContentBlock = z.infer<typeof blockSchema>;

// ---------------------------------------------------------------------------------------
// Bean bars (the strips above the header): `tenants/content/<site>/beans.json`.

export const BEANS_FILE = "beans.json";
export const CONTACTS_CONTENT_FILE = "contacts-content.json";

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour as #rrggbb");
/**
 * Where a bean bar shows: site paths with `*` segments (`/viaggi/*`), `*` alone for every page,
 * or `route:<key>`, published as that route's path on the site with each parameter as `*`
 * (app/lib/content/bean-bar-routes.ts has the matching rules). An exclude wins over a match.
 */
const beanRoute = z
  .string()
  .trim()
  .regex(/^(\*|route:[a-z0-9-]+|\/[^\s?#]*)$/, "must be *, a site path such as /viaggi/* or route:<key>");

/** A window end: a calendar day, or days relative to the publish ("today", "today+45", "today-14"). */
const dayRef = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2}|today([+-]\d{1,4})?)$/, "must be a day as YYYY-MM-DD, or today, today+N or today-N (days from the publish)");

export const beanBarSchema = z.strictObject({
  /** Names the bar in the closing cookie: a new id shows a bar again to people who closed the old one. */
  id: blockId,
  /** Short Markdown: one paragraph with **bold**, *italic* and links (no headings or lists). */
  message: markdown.pipe(z.string().max(280, "must be at most 280 characters (a bar is at most 13rem high)")),
  backgroundColor: hexColour,
  textColor: hexColour,
  /** Limited to the pages' safe subset and scoped to the bar (`:scope` is the bar itself). */
  customCss: z.string().max(2000).optional(),
  callToAction: z.strictObject({ label: plain.max(40), href: linkTarget }).optional(),
  closable: z.boolean().default(true),
  routes: z.strictObject({
    match: z.array(beanRoute).min(1, "must list at least one route"),
    exclude: z.array(beanRoute).default([]),
  }),
  /** Nothing stale: the first and last day the bar shows, both included. */
  window: z.strictObject({ from: dayRef, until: dayRef }),
});

export const beanBarsFileSchema = z
  .strictObject({ bars: z.array(beanBarSchema).max(10) })
  .refine((file) => new Set(file.bars.map((bar) => bar.id)).size === file.bars.length, "bar ids must be unique within a site");

export type BeanBarSource = z.infer<typeof beanBarSchema>;

// ---------------------------------------------------------------------------------------
// Contacts content: `tenants/content/<site>/contacts-content.json`.

const bookName = z.string().regex(/^[a-z][a-zA-Z0-9-]{0,40}$/, "must start with a lower-case letter (letters, digits, dashes)");

/** One call to action of the books: where it leads, or the site's own support phone or e-mail (tenants/<site>.json). */
export const contactCallToActionSchema = z.strictObject({
  label: plain.max(60),
  href: z.union([z.enum(["support:phone", "support:email"]), linkTarget]),
  /** A line under the label (opening hours, what it is for). */
  description: plain.max(160).optional(),
});

export const contactsContentSchema = z
  .strictObject({
    /** Call-to-action definitions by name, which blocks list. */
    books: z.record(bookName, contactCallToActionSchema),
    blocks: z
      .array(
        z.strictObject({
          id: blockId,
          title: plain.max(80),
          markdown: markdown.optional(),
          /** Shown on the contacts page (its contactBooks block). */
          showContactPage: z.boolean(),
          /** Shown in the talk-to-us modal (where the site's flag is on). */
          showTalkToUs: z.boolean(),
          callToActionList: z.array(bookName).min(1),
        }),
      )
      .min(1),
  })
  .superRefine((content, ctx) => {
    const ids = new Set<string>();
    content.blocks.forEach((block, i) => {
      if (ids.has(block.id))
        ctx.addIssue({ code: "custom", path: ["blocks", i, "id"], message: `"${block.id}" is the id of another block` });
      ids.add(block.id);
      block.callToActionList.forEach((name, j) => {
        if (!Object.hasOwn(content.books, name)) {
          ctx.addIssue({
            code: "custom",
            path: ["blocks", i, "callToActionList", j],
            message: `"${name}" is not a call to action of books`,
          });
        }
      });
    });
  });

export type ContactsContentSource = z.infer<typeof contactsContentSchema>;
export type ContentPage = z.infer<typeof pageSchema>;
