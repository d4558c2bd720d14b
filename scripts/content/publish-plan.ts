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
  /** Sites' bean bars and contacts content added, changed or removed. */
  siteContentChanged: number;
};

const INSERT_PAGE = `INSERT INTO custom_pages (generation, site, kind, name, type, title, lead, seo_title, seo_description, noindex,
  hide_layout, custom_css, blocks, content_hash, source, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const INSERT_SITE_CONTENT = `INSERT INTO site_content (generation, site, kind, body, content_hash, source, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)`;

/** A publish of pages alone keeps the live bean bars and contacts content, copied into its generation. */
const CARRY_SITE_CONTENT = `INSERT INTO site_content (generation, site, kind, body, content_hash, source, published_at)
  SELECT ?1, c.site, c.kind, c.body, c.content_hash, c.source, c.published_at
  FROM custom_pages_live l JOIN site_content c ON c.generation = l.generation WHERE l.id = 1`;

const SITE_CONTENT_KINDS: ReadonlySet<string> = new Set<SiteContentKind>(["beans", "contacts"]);

/** The cache key of a page or of a site's bean bars / contacts content. */
function cacheKeyOf(entry: { site: string; kind: string; name: string }): string {
  return SITE_CONTENT_KINDS.has(entry.kind)
    ? siteContentCacheKey(entry.site, entry.kind as SiteContentKind)
    : customPageCacheKey(entry.site, entry.kind as PublishedPage["kind"], entry.name);
}

/**
 * `siteContent`: the sites' bean bars and contacts content, written in the same generation as
 * the pages (a site left out has none once the plan runs); without it, the live ones are carried
 * over unchanged. `added`, `changed` and `removed` count pages; `siteContentChanged` the others.
 */
export function publishPlan(
  pages: readonly PublishedPage[],
  live: readonly LivePage[],
  now: number,
  siteContent?: readonly PublishedSiteContent[],
): PublishPlan {
  const generation = now;
  const address = (page: { site: string; kind: string; name: string }) => `${page.site}\u0000${page.kind}\u0000${page.name}`;
  const isSiteContent = (entry: { kind: string }) => SITE_CONTENT_KINDS.has(entry.kind);
  const livePages = live.filter((entry) => !isSiteContent(entry));
  const liveSiteContent = live.filter(isSiteContent);
  const compared = [
    { entries: pages as readonly { site: string; kind: string; name: string; hash: string }[], live: livePages },
    ...(siteContent
      ? [
          {
            entries: siteContent.map((content) => ({ site: content.site, kind: content.kind, name: "", hash: content.hash })),
            live: liveSiteContent,
          },
        ]
      : []),
  ];
  const purge: string[] = [];
  const counts = compared.map(({ entries, live: before }) => {
    const old = new Map(before.map((entry) => [address(entry), entry]));
    const after = new Set(entries.map(address));
    let added = 0;
    let changed = 0;
    for (const entry of entries) {
      const previous = old.get(address(entry));
      if (previous?.hash === entry.hash) continue;
      if (previous) changed++;
      else added++;
      purge.push(cacheKeyOf(entry));
    }
    const gone = before.filter((entry) => !after.has(address(entry)));
    for (const entry of gone) purge.push(cacheKeyOf(entry));
    return { added, changed, removed: gone.length };
  });
  const [pageCounts, siteContentCounts] = counts as [(typeof counts)[number], (typeof counts)[number] | undefined];

  const siteContentRows: SeedStatement[] = siteContent
    ? siteContent.map((content) => ({
        sql: INSERT_SITE_CONTENT,
        params: [generation, content.site, content.kind, JSON.stringify(content.body), content.hash, content.source, now],
      }))
    : liveSiteContent.length > 0
      ? [{ sql: CARRY_SITE_CONTENT, params: [generation] }]
      : [];
  const statements: SeedStatement[] = [
    // Rows of this generation left by a publish that stopped half-way are not live: start clean.
    { sql: "DELETE FROM custom_pages WHERE generation = ?", params: [generation] },
    ...pages.map((page) => ({
      sql: INSERT_PAGE,
      params: [
        generation,
        page.site,
        page.kind,
        page.name,
        page.type,
        page.title,
        page.lead,
        page.seo.title,
        page.seo.description,
        page.seo.noindex ? 1 : 0,
        page.hideLayout ? 1 : 0,
        page.customCss,
        JSON.stringify(page.blocks),
        page.hash,
        page.source,
        now,
      ],
    })),
    ...siteContentRows,
    // The switch: one statement, so readers see the old generation or the new one, never a mix
    // (it also drops the other generations' bean bars and contacts content: a trigger of 0008).
    {
      sql: "INSERT INTO custom_pages_live (id, generation) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET generation = excluded.generation",
      params: [generation],
    },
    { sql: "DELETE FROM custom_pages WHERE generation <> ?", params: [generation] },
  ];
  const siteContentChanged = siteContentCounts ? siteContentCounts.added + siteContentCounts.changed + siteContentCounts.removed : 0;
  return { generation, statements, purge, ...pageCounts!, siteContentChanged };
}
