/**
 * What a custom page puts in the document head and its layout, from its loader data: title,
 * description, noindex and (slug pages) canonical (001 §3 SEO fields), and whether the site's
 * header and footer are hidden (001 §3 hideLayout).
 */
type PageMetaData =
  | { kind: "placeholder"; seo: { title: string; description: string } }
  | { kind: "content"; seo: { title: string; description: string; noindex: boolean }; canonical: string | null; page: { hideLayout: boolean } };

export function contentPageMeta(data: PageMetaData) {
  const tags: Record<string, string>[] = [{ title: data.seo.title }, { name: "description", content: data.seo.description }];
  if (data.kind === "content") {
    if (data.seo.noindex) tags.push({ name: "robots", content: "noindex" });
    if (data.canonical) tags.push({ tagName: "link", rel: "canonical", href: data.canonical });
  }
  return tags;
}

export function hideLayoutOf(data: unknown): boolean {
  const page = (data as { kind?: string; page?: { hideLayout?: unknown } } | null | undefined) ?? null;
  return page?.kind === "content" && page.page?.hideLayout === true;
}
