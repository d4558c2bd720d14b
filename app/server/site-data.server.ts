import { catalogues } from "../../locales";
import type { TenantConfig } from "../../tenants/schema";
import type { SiteData } from "../lib/shell/site-data";
import { SITE_DATA_PATH } from "../lib/shell/site-data";
import { siteShellOf } from "./site-shell.server";

/** A site's data as the browser fetches it: its JSON, its file's name (`<site id>.<hash>`) and its address. */
export type WrittenSiteData = { json: string; file: string; href: string };

const written = new Map<string, WrittenSiteData>();

/**
 * What the browser needs before it hydrates any page of a site: the language's catalogue and
 * the site's shell. Both depend on the deploy alone (locales/ and the tenant's config), so they
 * are one file per site, named by the site and a hash of its content (the identity provider's
 * host shows each client site's pages, so the address names the site, not the host): a visitor
 * fetches it once and keeps it, and no page carries it (it was 49 KB of every document).
 * Written once per site and instance.
 */
export function siteDataOf(tenant: TenantConfig): WrittenSiteData {
  let data = written.get(tenant.id);
  if (!data) {
    const value: SiteData = { messages: catalogues[tenant.language], shell: siteShellOf(tenant) };
    const json = JSON.stringify(value);
    const file = `${tenant.id}.${contentHash(json)}`;
    data = { json, file, href: `${SITE_DATA_PATH}${file}.json` };
    written.set(tenant.id, data);
  }
  return data;
}

/**
 * A 53-bit hash of the text in base 36 (cyrb53: two multiplicative 32-bit lanes). It names a
 * version for caches, it guards nothing: a change of the content changes the address.
 */
export function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
