import type { PageKind, PublishedPage } from "./types";

/** The live generation's page of a site by kind and name: one primary-key read. */
export const LIVE_PAGE_SQL = `SELECT p.site, p.kind, p.name, p.type, p.title, p.lead, p.seo_title, p.seo_description, p.noindex,
  p.hide_layout, p.custom_css, p.blocks, p.content_hash, p.source
FROM custom_pages_live l
JOIN custom_pages p ON p.generation = l.generation AND p.site = ?1 AND p.kind = ?2 AND p.name = ?3
WHERE l.id = 1`;

/**
 * Every live page's address and hash, and those of the sites' bean bars and contacts content
 * (kind 'beans' or 'contacts', name ''): a publish compares them with what it is about to write.
 */
export const LIVE_HASHES_SQL = `SELECT p.site, p.kind, p.name, p.content_hash
FROM custom_pages_live l JOIN custom_pages p ON p.generation = l.generation WHERE l.id = 1
UNION ALL
SELECT c.site, c.kind, '' AS name, c.content_hash
FROM custom_pages_live l JOIN site_content c ON c.generation = l.generation WHERE l.id = 1`;

/** The live generation's bean bars or contacts content of a site: one primary-key read. */
export const LIVE_SITE_CONTENT_SQL = `SELECT c.body
FROM custom_pages_live l
JOIN site_content c ON c.generation = l.generation AND c.site = ?1 AND c.kind = ?2
WHERE l.id = 1`;

export type PageAddress = { site: string; kind: PageKind; name: string };

type Row = Record<string, unknown>;

/** A D1 row as the published page shape (still to be checked by the schema). */
export function pageFromRow(row: Row): Omit<PublishedPage, "blocks"> & { blocks: unknown } {
  return {
    site: String(row.site),
    kind: row.kind as PageKind,
    name: String(row.name),
    type: row.type as PublishedPage["type"],
    title: String(row.title),
    lead: row.lead === null ? null : String(row.lead),
    seo: { title: String(row.seo_title), description: String(row.seo_description), noindex: row.noindex === 1 },
    hideLayout: row.hide_layout === 1,
    customCss: row.custom_css === null ? null : String(row.custom_css),
    blocks: parseJson(String(row.blocks)),
    hash: String(row.content_hash),
    source: String(row.source),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
