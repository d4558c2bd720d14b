import type { MenuItem, MenuLink } from "../../../tenants/menu-schema";
import { href } from "../../../tenants/routes";
import type { PathLocale } from "../../../tenants/schema";

/** A menu item ready to render: its link is this site's localized URL. */
export type ResolvedMenuItem = Omit<MenuItem, "link" | "children"> & { href: string | null; children: ResolvedMenuItem[] };

export function resolveMenu(items: MenuItem[], pathLocale: PathLocale): ResolvedMenuItem[] {
  return items.map(({ link, children, ...item }) => ({
    ...item,
    href: link ? linkHref(link, pathLocale) : null,
    children: resolveMenu(children ?? [], pathLocale),
  }));
}

function linkHref(link: MenuLink, pathLocale: PathLocale): string | null {
  if ("url" in link) return link.url;
  const path = href(pathLocale, link.route, link.params);
  if (!path) return null;
  const query = new URLSearchParams(link.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
