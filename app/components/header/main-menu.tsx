import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ResolvedMenuItem } from "../../lib/shell/menu-links";
import { MenuLabel, MenuLink, MenuLinks } from "./menu-badge";
import { useCloseOnNavigation } from "./use-close-on-navigation";

/** The mega-menu closes 300 ms after the pointer leaves, unless it comes back. */
export const MENU_HOLD_MS = 300;

/** Where the menu is the header's bar (app.css); below, it drops down from the toggle (mobile-menu.tsx). */
const BAR_MEDIA = "(min-width: 1024px)";

/**
 * The site's one menu, the header's bar on a desktop and the toggle's drop-down on a phone
 * (laid out by CSS). Each group is a <details> disclosure, so it opens on click (and with the
 * keyboard) even without JavaScript; with it, groups open on hover where the menu is a bar,
 * close after the hold time, and arrow keys move through their links.
 */
export function MainMenu({ items, label }: { items: ResolvedMenuItem[]; label: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);

  useCloseOnNavigation(() => setOpenId(null));
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  return (
    <nav ref={nav} className="main-menu" aria-label={label}>
      <ul>
        {items.map((item) =>
          item.children.length > 0 ? (
            <MenuGroup key={item.id} item={item} open={openId === item.id} setOpen={(open) => setOpenId(open ? item.id : null)} />
          ) : (
            <li key={item.id}>
              <MenuLink item={item} className="menu-top" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuGroup({ item, open, setOpen }: { item: ResolvedMenuItem; open: boolean; setOpen: (open: boolean) => void }) {
  const closeTimer = useRef<number | undefined>(undefined);
  const details = useRef<HTMLDetailsElement>(null);
  const canHover = () => typeof window !== "undefined" && window.matchMedia(`(hover: hover) and (pointer: fine) and ${BAR_MEDIA}`).matches;

  const hold = () => window.clearTimeout(closeTimer.current);
  const release = () => {
    hold();
    closeTimer.current = window.setTimeout(() => setOpen(false), MENU_HOLD_MS);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // The header hydrates on demand (on-demand.tsx), often because the pointer came onto it: a
  // group it rests on opens, as does one opened natively (a tap) before its code came.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the page shows when the menu's code arrives, read once.
  useEffect(() => {
    if (details.current?.open || (canHover() && details.current?.parentElement?.matches(":hover"))) setOpen(true);
  }, []);

  const links = () => [...(details.current?.querySelectorAll<HTMLAnchorElement>(".menu-panel a") ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const onSummary = event.target === details.current?.querySelector("summary");
    // The element's own state: a summary opened with Enter or Space is open before its toggle
    // event has reached React's state, and Escape may come in between.
    if (event.key === "Escape" && (details.current?.open ?? open)) {
      event.preventDefault();
      if (details.current) details.current.open = false;
      setOpen(false);
      details.current?.querySelector("summary")?.focus();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      window.requestAnimationFrame(() => focusLink(onSummary ? 0 : current + 1));
    } else if (event.key === "ArrowUp" && !onSummary) {
      event.preventDefault();
      focusLink(current - 1);
    } else if (event.key === "Home" && !onSummary) {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === "End" && !onSummary) {
      event.preventDefault();
      focusLink(-1);
    }
  }

  return (
    <li
      className={`menu-group menu-${item.type}${item.removeAccordionOnMobile ? " menu-flat-on-mobile" : ""}`}
      onMouseEnter={() => {
        if (!canHover()) return;
        hold();
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (canHover()) release();
      }}
    >
      <details
        ref={details}
        open={open}
        onToggle={(event) => {
          if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
        }}
      >
        <summary className="menu-top">
          <MenuLabel item={item} />
        </summary>
        <div className="menu-panel">
          {item.type === "mega-menu" ? (
            <div className="mega-columns">
              {item.children.map((column) => (
                <section key={column.id} className="mega-column" aria-label={column.label}>
                  <MenuLink item={column} className="mega-heading" />
                  <MenuLinks items={column.children} />
                </section>
              ))}
              {item.href && <MenuLink item={{ ...item, badge: undefined, icon: undefined, children: [] }} className="mega-all" />}
            </div>
          ) : (
            <MenuLinks items={item.children} />
          )}
        </div>
      </details>
    </li>
  );
}
