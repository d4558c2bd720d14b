/**
 * What the site shows around every page from its published content: the bean bars of
 * the path and the talk-to-us flag and blocks. Read by the root loader; the bars come from the
 * content service (KV cache, then D1), matched against the path, minus those this visitor closed.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { BoundedMap } from "../lib/memo/bounded-map";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import type { PublishedBeanBar } from "../../workers/services/content/types";
import type { TalkToUsBlock } from "../lib/content/talk-to-us";
import { inWindow } from "../lib/content/bean-bar-window";
import { beanBarShowsOn, BEAN_COOKIE, BEAN_COOKIE_MAX_AGE, closedBeansOf } from "../lib/content/bean-bar-routes";
import { setCookie } from "../lib/http/cookies";
import { BeanBarsMarkup } from "../components/bean-bar/bean-bar-markup";
import { translatorFor } from "./i18n.server";

/** The fixed route that remembers a closed bar (remix.config.js fixedRoutes). */
export const BEAN_CLOSE_PATH = "/beans/close";
/** The modal name of talk to us (`?modal=talk-to-us`). */
export const TALK_TO_US_MODAL = "talk-to-us";

/** Talk to us is shown only where the site's flag is on; every reader asks here. */
export function talkToUsShown(context: AppLoadContext): boolean {
  return context.flags.isEnabled("talkToUs");
}

/** The contacts content's blocks for the talk-to-us modal (none where the flag is off). */
export async function talkToUsBlocks(context: AppLoadContext): Promise<TalkToUsBlock[]> {
  if (!talkToUsShown(context)) return [];
  const blocks = await context.services.content.contactBlocks();
  return blocks.filter((block) => block.showTalkToUs).map(({ id, title, html, actions }) => ({ id, title, html, actions }));
}

export type LayoutContent = {
  /** The bean bars of this page as HTML (bean-bar-markup.tsx), or null when none shows. */
  beans: string | null;
  talkToUs: boolean;
  /** Only when the URL opens the talk-to-us modal: its blocks, so it renders without JavaScript. */
  talkToUsBlocks: TalkToUsBlock[] | null;
};

export async function layoutContentOf(request: Request, context: AppLoadContext): Promise<LayoutContent> {
  const url = new URL(request.url);
  const talkToUs = talkToUsShown(context);
  const modalOpen = talkToUs && url.searchParams.getAll("modal").includes(TALK_TO_US_MODAL);
  const [bars, blocks] = await Promise.all([
    // A bar is an extra: a failure to read it is logged and the page shows without it.
    context.services.content.beanBars().catch((error: unknown) => {
      console.warn("bean bars: could not be read", error);
      return [] as PublishedBeanBar[];
    }),
    modalOpen ? talkToUsBlocks(context) : null,
  ]);
  const path = context.request.path;
  const closed = closedBeansOf(context.request.cookies);
  // A bar outside its window is not shown (the page copies are kept per day).
  const shown = bars.filter(
    (bar) => inWindow(bar, context.today) && !(bar.closable && closed.includes(bar.id)) && beanBarShowsOn(bar.routes, path),
  );
  return {
    beans: shown.length > 0 ? await beanBarsHtml(context, shown, path + returnSearch(url)) : null,
    talkToUs,
    talkToUsBlocks: blocks,
  };
}

/** Bean bar markup already written, by language, bars and page (bounded): the same few recur on every request. */
const beanMarkup = new BoundedMap<string, string>(500);

async function beanBarsHtml(context: AppLoadContext, bars: PublishedBeanBar[], returnTo: string): Promise<string> {
  const id = JSON.stringify([context.tenant.language, returnTo, bars]);
  const known = beanMarkup.get(id);
  if (known !== undefined) return known;
  const t = await translatorFor(context.tenant.language);
  const html = renderToStaticMarkup(
    createElement(BeanBarsMarkup, { bars, returnTo, closeLabel: t("beans.close"), closeAction: BEAN_CLOSE_PATH }),
  );
  beanMarkup.set(id, html);
  return html;
}

/** The query to come back to, without the data request's own parameters. */
function returnSearch(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  search.delete("index");
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The cookie that keeps the closed bars (30 days, as the privacy policies say); only the server reads it. */
export function beanCookie(ids: readonly string[]): string {
  return setCookie(BEAN_COOKIE, ids.join("."), { maxAge: BEAN_COOKIE_MAX_AGE });
}
