import type { Page } from "@playwright/test";

/**
 * Waits until the page answers like a hydrated one: the router is there AND React has taken
 * over every control it rendered. The router alone is not enough: the entry sets it before a
 * hydration that runs in a transition, yields to the browser and, on a loaded machine, finishes
 * a good while later; and a heart or a modal loaded beside the page hydrates when its chunk
 * comes. A control clicked before that does what it does without JavaScript (a form posts, a
 * link loads a page), which is right for a visitor but not what a test of the in-place
 * behaviour means to click.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    if ((window as unknown as { __remixRouter?: unknown }).__remixRouter === undefined) return false;
    const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    const controls = document.querySelectorAll("header.site-header, footer, button, form, summary, select, input, textarea");
    return [...controls].every(ownedByReact);
  });
