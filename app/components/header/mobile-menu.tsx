import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ResolvedMenuItem } from "../../lib/shell/menu-links";
import { Icon } from "./icons";
import { MenuLabel, MenuLink } from "./menu-badge";

/** The small-screen menu: a toggle with collapsible sections, all native disclosures. */
export function MobileMenu({ items, label }: { items: ResolvedMenuItem[]; label: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input: a navigation closes the menu.
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <details className="mobile-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={label}>
        <Icon name="menu" size={26} />
      </summary>
      <nav aria-label={label}>
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.children.length === 0 ? <MenuLink item={item} /> : <MobileSection item={item} />}</li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

function MobileSection({ item }: { item: ResolvedMenuItem }) {
  const links = item.children.flatMap((child) => (child.children.length > 0 ? [child, ...child.children] : [child]));
  const list = (
    <ul>
      {links.map((link) => (
        <li key={`${link.id}-${link.href}`}>
          <MenuLink item={link} />
        </li>
      ))}
    </ul>
  );
  if (item.removeAccordionOnMobile) return list;
  return (
    <details>
      <summary>
        <MenuLabel item={item} />
      </summary>
      {list}
    </details>
  );
}
