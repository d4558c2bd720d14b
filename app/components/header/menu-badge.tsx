import type { ResolvedMenuItem } from "../../lib/shell/menu-links";
import { useTranslation } from "../shell/translation";

export function MenuLabel({ item }: { item: ResolvedMenuItem }) {
  const { t } = useTranslation();
  return (
    <>
      {item.icon && (
        <span aria-hidden="true" className="menu-icon">
          {item.icon}{" "}
        </span>
      )}
      {item.label}
      {item.badge && <span className={`menu-badge badge-${item.badge.toLowerCase()}`}>{t(`layout.menuBadges.${item.badge}`)}</span>}
    </>
  );
}

/**
 * A menu entry as a plain link: the header and footer navigate their own links in the app
 * (useClientNavigation); outside links open as the menu says.
 */
export function MenuLink({ item, className }: { item: ResolvedMenuItem; className?: string }) {
  if (!item.href)
    return (
      <span className={className}>
        <MenuLabel item={item} />
      </span>
    );
  if (/^https?:/.test(item.href)) {
    return (
      <a href={item.href} className={className} target={item.target} rel="noopener">
        <MenuLabel item={item} />
      </a>
    );
  }
  return (
    <a href={item.href} className={className}>
      <MenuLabel item={item} />
    </a>
  );
}

/** A plain list of menu entries (menu columns, drop-downs, footer columns, mobile sections). */
export function MenuLinks({ items }: { items: ResolvedMenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink item={item} />
        </li>
      ))}
    </ul>
  );
}
