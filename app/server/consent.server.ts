/**
 * The cookie banner's part of every page: the container the page may load, whether the visitor
 * allowed it, and the banner as HTML (consent-banner-markup.tsx). Read by the root loader.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { href } from "../../tenants/routes";
import { ConsentBannerMarkup, type ConsentTexts } from "../components/consent/consent-banner-markup";
import { CONSENT_OPEN_PARAM, CONSENT_OPEN_VALUE } from "../lib/consent/consent-mode";
import { BoundedMap } from "../lib/memo/bounded-map";
import { translatorFor } from "./i18n.server";

/** The fixed route that keeps the visitor's answer (remix.config.js fixedRoutes). */
export const CONSENT_PATH = "/cookies/consent";

export type ConsentData = {
  /** The container whose script the page loads once the visitor allowed it; null: the site has none. */
  containerId: string | null;
  /** The visitor allowed analytics: the page loads the tag manager. */
  granted: boolean;
  /** The banner as HTML, present (shown or hidden) wherever there is a container. */
  banner: string | null;
};

export async function consentDataOf(request: Request, context: AppLoadContext): Promise<ConsentData> {
  const { containerId, consent } = context.analytics;
  if (!containerId) return { containerId: null, granted: false, banner: null };
  const url = new URL(request.url);
  const chooseOpen = url.searchParams.get(CONSENT_OPEN_PARAM) === CONSENT_OPEN_VALUE;
  const granted = consent === "granted";
  const banner = await bannerHtml(context, {
    returnTo: context.request.path + returnSearch(url),
    containerId,
    granted,
    // Asked until answered (and again once the answer's six months are over); the settings link opens it.
    open: consent === null || chooseOpen,
    chooseOpen,
  });
  return { containerId, granted, banner };
}

/** Banner markup already written, by language and state (bounded): the same few recur on every request. */
const written = new BoundedMap<string, string>(500);

type BannerState = { returnTo: string; containerId: string; granted: boolean; open: boolean; chooseOpen: boolean };

async function bannerHtml(context: AppLoadContext, state: BannerState): Promise<string> {
  const id = JSON.stringify([context.tenant.id, state]);
  const known = written.get(id);
  if (known !== undefined) return known;
  const t = await translatorFor(context.tenant.language);
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(`consent.${key}`)])) as ConsentTexts;
  const html = renderToStaticMarkup(
    createElement(ConsentBannerMarkup, {
      ...state,
      texts,
      action: CONSENT_PATH,
      privacyHref: `${href(context.tenant.pathLocale, "legal-privacy-policy")}#tracking-preferences`,
    }),
  );
  written.set(id, html);
  return html;
}

const TEXT_KEYS = [
  "title",
  "text",
  "privacy",
  "accept",
  "refuse",
  "choose",
  "categories",
  "necessary",
  "necessaryText",
  "analytics",
  "analyticsText",
  "save",
  "invalid",
] as const satisfies readonly (keyof ConsentTexts)[];

/** The query to come back to, without the data request's own parameters and the settings link's. */
function returnSearch(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const name of ["_routes", "index", CONSENT_OPEN_PARAM]) search.delete(name);
  const text = search.toString();
  return text ? `?${text}` : "";
}
