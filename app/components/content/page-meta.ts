/**
 * What a custom page puts in the document head, from its loader data: title,
 * description, noindex and (slug pages) canonical (SEO fields).
 */
type PageMetaData = { seo: { title: string; description: string; noindex: boolean }; canonical: string | null };

export function contentPageMeta(data: PageMetaData) {
  const tags: Record<string, string>[] = [{ title: data.seo.title }, { name: "description", content: data.seo.description }];
  if (data.seo.noindex) tags.push({ name: "robots", content: "noindex" });
  if (data.canonical) tags.push({ tagName: "link", rel: "canonical", href: data.canonical });
  return tags;
}
