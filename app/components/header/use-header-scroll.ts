import { useEffect, useState } from "react";

/** The header turns solid after 50 px of scroll. */
const SOLID_AFTER = 50;
/** It hides after scrolling down more than 20 px, shows after scrolling up more than 20 px or at the top. */
const THRESHOLD = 20;

export function nextHeaderState(state: { hidden: boolean; anchor: number }, y: number): { hidden: boolean; anchor: number } {
  if (y <= 0) return { hidden: false, anchor: 0 };
  const delta = y - state.anchor;
  if (!state.hidden && delta > THRESHOLD) return { hidden: true, anchor: y };
  if (state.hidden && delta < -THRESHOLD) return { hidden: false, anchor: y };
  // Keep the anchor at the turning point so small jitters never toggle it.
  if ((!state.hidden && delta < 0) || (state.hidden && delta > 0)) return { ...state, anchor: y };
  return state;
}

export function useHeaderScroll(): { solid: boolean; hidden: boolean } {
  const [view, setView] = useState({ solid: false, hidden: false });
  useEffect(() => {
    let state = { hidden: false, anchor: window.scrollY };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        state = nextHeaderState(state, y);
        setView((previous) => {
          const next = { solid: y > SOLID_AFTER, hidden: state.hidden };
          return previous.solid === next.solid && previous.hidden === next.hidden ? previous : next;
        });
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return view;
}
