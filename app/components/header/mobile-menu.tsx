import { useEffect, useRef, useState, type ReactNode } from "react";
import { Icon } from "./icons";
import { useCloseOnNavigation } from "./use-close-on-navigation";

/**
 * The small-screen toggle around the one menu (main-menu.tsx), a native disclosure. Below
 * 1024 px the menu it holds drops down under the header with its groups as collapsible
 * sections; from 1024 px the toggle is hidden and CSS lays the same menu out as the header's
 * bar (app.css: `::details-content`), so every page carries the menu's markup once.
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened natively (a tap) before the header's code came (on-demand.tsx): it stays open.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  useCloseOnNavigation(() => setOpen(false));
  return (
    <details ref={details} className="mobile-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={label}>
        <Icon name="menu" size={26} />
      </summary>
      {children}
    </details>
  );
}
