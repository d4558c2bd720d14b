/**
 * schema.org BreadcrumbList for a page's trail (Home › Destinations › the trip): what search
 * engines show instead of the bare URL. The trail is the one the page shows, with absolute URLs.
 */
export type BreadcrumbItem = { name: string; url: string };

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}
