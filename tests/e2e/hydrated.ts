import type { Page } from "./fixtures";

/**
 * Waits until the page answers like a hydrated one: the router is there AND React has taken
 * over every control it rendered. The router alone is not enough: the entry sets it before a
 * hydration that runs in a transition, yields to the browser and, on a loaded machine, finishes
 * a good while later; and a heart or a modal loaded beside the page hydrates when its chunk
 * comes. A control clicked before that does what it does without JavaScript (a form posts, a
 * link loads a page), which is right for a visitor but not what a test of the in-place
 * behaviour means to click. The header and the footer load their code when the visitor reaches
 * into them (app/components/shell/on-demand.tsx): this reaches into both, as a visitor about to
 * use them would (on-demand.spec.ts tests them before that).
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    if ((window as unknown as { __remixRouter?: unknown }).__remixRouter === undefined) return false;
    for (const part of document.querySelectorAll("header.site-header, footer.site-footer"))
      part.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const propsOf = (element: Element) => {
      const key = Object.keys(element).find((name) => name.startsWith("__reactProps$"));
      return key ? ((element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[key] ?? null) : null;
    };
    // Markup a component sets as HTML (the bean bars) is the browser's, never React's.
    const ownedOrHtml = (element: Element) => {
      if (propsOf(element)) return true;
      let parent = element.parentElement;
      while (parent && !propsOf(parent)) parent = parent.parentElement;
      return parent !== null && propsOf(parent)?.dangerouslySetInnerHTML !== undefined;
    };
    const controls = document.querySelectorAll("header.site-header, footer, button, form, summary, select, input, textarea");
    return [...controls].every(ownedOrHtml);
  });

/**
 * Only the router: for the tests of what a click does while a part of the page still waits for
 * its code (the search bar's first click).
 */
export const routerStarted = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);

/**
 * Waits until no CSS transition or animation runs (a dialog fading in, a toast fading out):
 * axe measures colour contrast on what is painted, and half-faded text fails it. An animation
 * that only marks the end of a wait (the code step's resend button, shown when the server's
 * wait is over) starts after a long delay and paints nothing until then: it is not waited for.
 */
export const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getTiming().delay ?? 0) <= 2_000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * Waits until the browser has run everything already queued: two frames (rendering and what
 * observers such as IntersectionObserver report after it) and then an idle moment, when no task
 * is waiting. A test that checks that something did NOT happen checks after this, instead of
 * after a fixed time that passes whether or not the page is done.
 */
export const browserIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }))),
      ),
  );
