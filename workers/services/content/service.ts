import type { ZodType } from "zod";
import { customPageCacheKey, CUSTOM_PAGE_TTL_SECONDS, siteContentCacheKey } from "./cache-keys";
import { LIVE_PAGE_SQL, LIVE_SITE_CONTENT_SQL, pageFromRow } from "./pages-sql";
import {
  publishedBeansSchema,
  publishedContactsSchema,
  publishedPageSchema,
  type ContentDeps,
  type PageKind,
  type PublishedPage,
  type SiteContentBody,
  type SiteContentKind,
} from "./types";

/** A site without the file publishes nothing of that kind: no bars, no contacts blocks. */
const EMPTY: SiteContentBody = { beans: { bars: [] }, contacts: { blocks: [] } };
const SCHEMAS: { [K in SiteContentKind]: ZodType<SiteContentBody[K]> } = { beans: publishedBeansSchema, contacts: publishedContactsSchema };

/** Thrown by the D1 read when there is no such page, so the read-through stores nothing for it. */
class NoSuchPage extends Error {}

/**
 * The site's published custom pages (custompages/show: by routing key or by slug),
 * read through the KV cache: versioned key, TTL, parsed again on the way back, D1 when KV
 * fails. A missing page is not cached: any path reaches the catch-all, and caching misses
 * would let anyone fill KV with keys.
 */
export function createContentService({ db, cache }: ContentDeps, { site }: { site: string }) {
  async function page(kind: PageKind, name: string): Promise<PublishedPage | null> {
    try {
      return await cache.readThrough({
        key: customPageCacheKey(site, kind, name),
        ttlSeconds: CUSTOM_PAGE_TTL_SECONDS,
        schema: publishedPageSchema,
        load: async () => {
          const row = await db.prepare(LIVE_PAGE_SQL).bind(site, kind, name).first<Record<string, unknown>>();
          if (!row) throw new NoSuchPage();
          // A row the schema refuses is a publish bug: it fails loudly here rather than rendering half a page.
          return publishedPageSchema.parse(pageFromRow(row));
        },
      });
    } catch (error) {
      if (error instanceof NoSuchPage) return null;
      throw error;
    }
  }

  /**
   * The site's bean bars or contacts content. Every page asks for the bars, so the answer is
   * cached even when the site has none (one key per site and kind: nobody can add keys).
   */
  function siteContent<K extends SiteContentKind>(kind: K): Promise<SiteContentBody[K]> {
    const schema = SCHEMAS[kind];
    return cache.readThrough({
      key: siteContentCacheKey(site, kind),
      ttlSeconds: CUSTOM_PAGE_TTL_SECONDS,
      schema,
      load: async () => {
        const row = await db.prepare(LIVE_SITE_CONTENT_SQL).bind(site, kind).first<{ body: string }>();
        return row ? schema.parse(JSON.parse(row.body)) : EMPTY[kind];
      },
    });
  }

  return {
    /** Bean bars: every bar of the site, with the routes it shows on (the caller matches the path). */
    beanBars: async () => (await siteContent("beans")).bars,
    /** Contacts content: its blocks, each with its calls to action resolved. */
    contactBlocks: async () => (await siteContent("contacts")).blocks,
    /** The page of a fixed route key (fixed content pages are custom pages keyed by route key). */
    byKey: (key: string) => page("key", key),
    /** The page the catch-all route serves on a path (without leading and trailing slash). */
    bySlug: (slug: string) => page("slug", slug),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
