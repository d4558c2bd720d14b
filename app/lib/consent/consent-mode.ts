/**
 * What the page's scripts say to Google Consent Mode and the tag manager, and the settings
 * link's parameter. Kept apart from the cookie's reader (consent.ts): the browser's first
 * download carries these few strings, not the cookie parser.
 */

/** The query parameter of a page that opens the cookie banner on its categories (the footer's "Cookie settings" link). */
export const CONSENT_OPEN_PARAM = "cookies";
export const CONSENT_OPEN_VALUE = "choose";

/**
 * Google Consent Mode v2: every kind of storage refused, pushed into the data layer before
 * anything else can read it. A `gtag` command is the `arguments` object, as Tag Manager expects.
 */
export const CONSENT_DEFAULTS_SCRIPT =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
  'gtag("consent","default",{ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",analytics_storage:"denied"})';

/** The visitor allowed analytics: only analytics storage is granted (the banner asks about nothing else). */
export const CONSENT_GRANTED_UPDATE = 'gtag("consent","update",{analytics_storage:"granted"})';

/** The tag manager's script for a container (its id is checked against the GTM-… pattern before it gets here). */
export function tagManagerSrc(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}
