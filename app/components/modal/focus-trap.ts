import { type RefObject, useEffect, useRef } from "react";

const CANDIDATES = "a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]";

/**
 * The controls Tab stops at inside a dialog, in document order: a roving grid's other days
 * (tabindex -1), disabled and unrendered controls (a closed panel, a hidden input) are no
 * stops, and a radio group is one stop, its checked radio.
 */
function stopsIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter((element) => {
    if (element.tabIndex < 0 || element.matches(":disabled") || element.getClientRects().length === 0) return false;
    if (element instanceof HTMLInputElement && element.type === "radio" && !element.checked && element.name)
      return !container.querySelector(`input[type=radio][name="${CSS.escape(element.name)}"]:checked`);
    return true;
  });
}

/** The dialog on top: the last modal in the document (a modal opened over another comes after it). */
function isTop(container: HTMLElement): boolean {
  const open = document.querySelectorAll('[aria-modal="true"]');
  return open[open.length - 1] === container;
}

type Options = {
  /** Whether the dialog is open (a dialog its component keeps mounted while closed). */
  active?: boolean;
  /** Escape closes the dialog, when it may be closed (the top dialog only). */
  onEscape?: () => void;
  /** What takes focus on opening: this selector's first match inside, or else the dialog itself (unless focus is inside already). */
  initialFocus?: string;
  /** What opened the dialog, when focus may have moved in before this knows (else the element focused at opening). */
  opener?: RefObject<HTMLElement>;
};

/**
 * A modal dialog keeps the keyboard (WAI-ARIA dialog pattern): focus moves in when it opens,
 * Tab and Shift+Tab go round its own controls and never reach the page behind, focus that
 * lands outside anyway is brought back, and when it closes focus returns to what opened it.
 * Only the top dialog acts, so stacked modals close one Escape at a time.
 */
export function useFocusTrap(dialog: RefObject<HTMLElement>, { active = true, onEscape, initialFocus, opener: openerRef }: Options = {}) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const container = dialog.current;
    if (!active || !container) return;
    const opener = openerRef?.current ?? (document.activeElement as HTMLElement | null);
    if (!container.contains(document.activeElement))
      ((initialFocus && container.querySelector<HTMLElement>(initialFocus)) || container).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container || !isTop(container)) return;
      if (event.key === "Escape" && onEscapeRef.current) {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const stops = stopsIn(container);
      const first = stops[0];
      const last = stops[stops.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (!current || current === container || !container.contains(current)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey ? current === first : current === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
    function onFocusIn(event: FocusEvent) {
      if (container && isTop(container) && event.target instanceof Node && !container.contains(event.target))
        (stopsIn(container)[0] ?? container).focus();
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      // Focus goes back to the opener when it was in the closed dialog (and so fell to the page);
      // a dialog closed by leaving for another page (a calendar day) leaves focus to that page.
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || container.contains(now))) opener.focus({ preventScroll: true });
    };
  }, [active, dialog, initialFocus, openerRef]);
}
