/**
 * What a publish writes and which cache entries it drops, from the pages to publish and the
 * hashes of the live ones. The writes are one new generation of every page, then the switch
 * of the live pointer (one statement), then the removal of older generations (see
 * workers/db/migrations/0008_custom_pages.sql): stopped at any point, the old content stays live.
 */
import { customPageCacheKey, siteContentCacheKey } from "../../workers/services/content/cache-keys";
import type { PublishedPage, PublishedSiteContent, SiteContentKind } from "../../workers/services/content/types";
import type { SeedStatement } from "../seed/sql";

/** A live page, or a site's bean bars or contacts content (kind 'beans' / 'contacts', name ''). */
export type LivePage = { site: string; kind: string; name: string; hash: string };

export type PublishPlan = {
  generation: number;
  statements: SeedStatement[];
  /** KV keys of the pages added, changed or removed. */
  purge: string[];
  added: number;
  changed: number;
  removed: number;
};

const INSERT_PAGE = `INSERT INTO custom_pages (generation, site, kind, name, type, title, lead, seo_title, seo_description, noindex,
  hide_layout, custom_css, blocks, content_hash, source, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const INSERT_SITE_CONTENT = `INSERT INTO site_content (generation, site, kind, body, content_hash, source, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)`;

const SITE_CONTENT_KINDS: ReadonlySet<string> = new Set<SiteContentKind>(["beans", "contacts"]);

/** The cache key of a page or of a site's bean bars / contacts content. */
function cacheKeyOf(entry: { site: string; kind: string; name: string }): string {
  return SITE_CONTENT_KINDS.has(entry.kind)
    ? siteContentCacheKey(entry.site, entry.kind as SiteContentKind)
    : customPageCacheKey(entry.site, entry.kind as PublishedPage["kind"], entry.name);
}

/**
 * `siteContent`: the sites' bean bars and contacts content, written in the same generation as
 * the pages (a site left out has none once the plan runs). Counts are of pages and those alike.
 */
export function publishPlan(pages: readonly PublishedPage[], live: readonly LivePage[], now: number, siteContent: readonly PublishedSiteContent[] = []): PublishPlan {
  const generation = now;
  const address = (page: { site: string; kind: string; name: string }) => `${page.site}\u0000${page.kind}\u0000${page.name}`;
  const entries = [...pages, ...siteContent.map((content) => ({ site: content.site, kind: content.kind, name: "", hash: content.hash }))];
  const before = new Map(live.map((page) => [address(page), page]));
  const after = new Set(entries.map(address));
  const purge: string[] = [];
  let added = 0;
  let changed = 0;
  for (const entry of entries) {
    const old = before.get(address(entry));
    if (old?.hash === entry.hash) continue;
    if (old) changed++;
    else added++;
    purge.push(cacheKeyOf(entry));
  }
  const gone = live.filter((page) => !after.has(address(page)));
  for (const page of gone) purge.push(cacheKeyOf(page));

  const statements: SeedStatement[] = [
    // Rows of this generation left by a publish that stopped half-way are not live: start clean.
    { sql: "DELETE FROM custom_pages WHERE generation = ?", params: [generation] },
    ...pages.map((page) => ({
      sql: INSERT_PAGE,
      params: [
        generation, page.site, page.kind, page.name, page.type, page.title, page.lead, page.seo.title, page.seo.description,
        page.seo.noindex ? 1 : 0, page.hideLayout ? 1 : 0, page.customCss, JSON.stringify(page.blocks), page.hash, page.source, now,
      ],
    })),
    ...siteContent.map((content) => ({
      sql: INSERT_SITE_CONTENT,
      params: [generation, content.site, content.kind, JSON.stringify(content.body), content.hash, content.source, now],
    })),
    // The switch: one statement, so readers see the old generation or the new one, never a mix
    // (it also drops the other generations' bean bars and contacts content: a trigger of 0008).
    { sql: "INSERT INTO custom_pages_live (id, generation) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET generation = excluded.generation", params: [generation] },
    { sql: "DELETE FROM custom_pages WHERE generation <> ?", params: [generation] },
  ];
  return { generation, statements, purge, added, changed, removed: gone.length };
}
