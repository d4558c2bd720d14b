import { createElement, Suspense, useEffect, type ComponentType } from "react";
import { inAppNavigation } from "./client-navigation";

/** What wakes a part besides the visitor reaching into it and the page changing. */
type Wake = {
  /** Coming within a screen of the viewport (the footer). */
  view?: boolean;
  /** Any scroll of the page (the header, which changes as the page scrolls). */
  scroll?: boolean;
};

/** What this module reads of the router Remix keeps on the window. */
type RouterState = {
  navigation: { state: string };
  revalidation: string;
  fetchers: { size: number };
  location: unknown;
  loaderData: unknown;
};
type Router = {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string, options: { preventScrollReset: boolean }): unknown;
};

type Sleeper = { selector: string; wake: Wake; resolve: () => void; observer?: IntersectionObserver };

const sleepers = new Set<Sleeper>();
/** The visitor reaching into a part: a pointer over it or pressing it, a touch, focus (the keyboard). */
const REACH = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
let unsubscribe: (() => void) | undefined;

function rouse(sleeper: Sleeper) {
  sleepers.delete(sleeper);
  sleeper.observer?.disconnect();
  sleeper.resolve();
  if (sleepers.size === 0) {
    for (const type of REACH) document.removeEventListener(type, onReach, true);
    window.removeEventListener("scroll", onScroll);
    unsubscribe?.();
    unsubscribe = undefined;
  }
}

function onReach(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  for (const sleeper of [...sleepers]) if (target?.closest(sleeper.selector)) rouse(sleeper);
}

function onScroll() {
  for (const sleeper of [...sleepers]) if (sleeper.wake.scroll) rouse(sleeper);
}

/** Resolves when the part the selector names is wanted (see OnDemand). */
function wanted(selector: string, wake: Wake): Promise<void> {
  return new Promise((resolve) => {
    const sleeper: Sleeper = { selector, wake, resolve };
    if (sleepers.size === 0) {
      for (const type of REACH) document.addEventListener(type, onReach, { capture: true, passive: true });
      window.addEventListener("scroll", onScroll, { passive: true });
    }
    sleepers.add(sleeper);
    // The page changing (a navigation, a form or a fetcher, a revalidation) may change what the
    // part shows: its code is fetched at once, beside the data. (The router's other updates,
    // such as its routes found as links appear, change nothing shown.)
    const router = (window as { __remixRouter?: Router }).__remixRouter;
    if (router && !unsubscribe) {
      let shown = router.state;
      unsubscribe = router.subscribe((state) => {
        const changes =
          state.navigation.state !== "idle" ||
          state.revalidation !== "idle" ||
          state.fetchers.size > 0 ||
          state.location !== shown.location ||
          state.loaderData !== shown.loaderData;
        shown = state;
        if (changes) for (const each of [...sleepers]) rouse(each);
      });
    }
    const element = document.querySelector(selector);
    if (wake.view && element && "IntersectionObserver" in window) {
      sleeper.observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && rouse(sleeper), {
        rootMargin: "100% 0px",
      });
      sleeper.observer.observe(element);
    }
  });
}

/** A part of the page whose code loads on demand (see OnDemand); one per part, made once per module. */
export type OnDemandPart = {
  selector: string;
  load: () => Promise<ComponentType>;
  wake: Wake;
  loaded?: ComponentType;
  loading?: Promise<void>;
  woken?: Promise<void>;
  /** The server's markup of the part, read before React takes it over (null when there was none). */
  serverMarkup?: ServerElement | null;
};

/** An element as the server wrote it: its tag, its attributes as React props, its inner HTML. */
type ServerElement = { tag: string; props: Record<string, string>; html: string };

function serverElement(element: Element | null): ServerElement | null {
  if (!element) return null;
  const props: Record<string, string> = {};
  for (const { name, value } of element.attributes) props[name === "class" ? "className" : name] = value;
  return { tag: element.localName, props, html: element.innerHTML };
}

export function onDemandPart(selector: string, load: () => Promise<ComponentType>, wake: Wake = {}): OnDemandPart {
  return { selector, load, wake };
}

/** The parts whose server markup is still waiting for their code (until React has mounted it). */
const waiting = new Set<OnDemandPart>();

function settle(part: OnDemandPart) {
  if (!waiting.delete(part)) return;
  if (waiting.size === 0) window.removeEventListener("click", onWaitingClick, true);
}

/**
 * React stops a click on a part still dehydrated before it reaches the document's listeners
 * (it cannot dispatch to handlers it has not attached), so the document's one listener for
 * plain links (client-navigation.ts) never hears it: heard first, on the window, such a link
 * navigates in the app as it would a moment later.
 */
function onWaitingClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (![...waiting].some((part) => target?.closest(part.selector))) return;
  const to = inAppNavigation(event);
  const router = (window as { __remixRouter?: Router }).__remixRouter;
  if (!to || !router) return;
  event.preventDefault();
  router.navigate(to.path, { preventScrollReset: to.keepScroll });
}

function start(part: OnDemandPart): Promise<void> {
  part.loading ??= part.load().then(
    (component) => {
      part.loaded = component;
    },
    () => {
      // Its chunk is gone (a deploy since the page loaded): the page reloads, as for a page's
      // own chunk and at most as often (entry.client); otherwise the part stays as it is.
      if ((window as { __caravanAllowChunkReload?: () => boolean }).__caravanAllowChunkReload?.()) window.location.reload();
      part.loaded = () => <ServerMarkup part={part} />;
    },
  );
  return part.loading;
}

/**
 * React's report that an update reached a part still dehydrated (error #421), so it drew the
 * part afresh: until a part's code is mounted, the copy of its server markup, as OnDemand
 * means to. Not a fault of the page; entry.client reports every other recoverable error (it
 * reads this from the window: the entry's own chunk stays without this module).
 */
export function isOnDemandRedraw(error: unknown): boolean {
  return waiting.size > 0 && error instanceof Error && /#421\b|before it finished hydrating/.test(error.message);
}
if (typeof window !== "undefined") Object.assign(window, { __caravanOnDemandRedraw: isOnDemandRedraw });

/**
 * The part as the server wrote it: the same element, its content as HTML. It hydrates against
 * the server's markup without a mismatch (React leaves HTML it is given as it is).
 */
function ServerMarkup({ part }: { part: OnDemandPart }) {
  const markup = part.serverMarkup;
  if (!markup) return null;
  return createElement(markup.tag, { ...markup.props, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: markup.html } });
}

function Part({ part }: { part: OnDemandPart }) {
  if (part.loaded) return <Mounted part={part} />;
  if (typeof document === "undefined" || !part.serverMarkup) throw start(part);
  if (!part.woken) {
    if (waiting.size === 0) window.addEventListener("click", onWaitingClick, true);
    waiting.add(part);
    part.woken = wanted(part.selector, part.wake).then(() => start(part));
  }
  throw part.woken;
}

/** The part with its code: once React has mounted it (hydrated or drawn), it waits no more. */
function Mounted({ part }: { part: OnDemandPart }) {
  useEffect(() => settle(part), [part]);
  return createElement(part.loaded!);
}

/**
 * A part of every page whose code is not in the first download: the header and the footer are
 * most of the shell's own code, and a first visit mostly reads them. The server renders the
 * part whole (entry.server waits for every lazy part). In the browser it stays the server's
 * markup, working as it does without JavaScript (its links navigate through the document's one
 * listener, client-navigation.ts; its disclosures open natively), until it is wanted: the
 * visitor reaches into it (pointer, touch or focus), the page changes (the router's state), or
 * what its `wake` adds. Then its code loads and React hydrates it where it stands; a part first
 * mounted after the page's load (no server markup under it) loads at once.
 *
 * The part's `selector` names its one outer element. Should React have to draw the part before
 * its code is here (an update that cannot wait), it draws a copy of the server's markup instead
 * of nothing; so does a part whose chunk is gone after a deploy.
 */
export function OnDemand({ part }: { part: OnDemandPart }) {
  if (typeof document !== "undefined" && part.serverMarkup === undefined)
    part.serverMarkup = serverElement(document.querySelector(part.selector));
  return (
    <Suspense fallback={<ServerMarkup part={part} />}>
      <Part part={part} />
    </Suspense>
  );
}
