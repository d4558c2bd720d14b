import { useNonce } from "../shell/nonce";
import { CONSENT_DEFAULTS_SCRIPT, CONSENT_GRANTED_UPDATE, tagManagerSrc } from "../../lib/consent/consent-mode";

/**
 * The data layer exists on every page from the first byte, with or without a tag
 * manager, so a page's events (the home page's impressions, a click before hydration ends)
 * and a container added later find the same array. Its first entry is Consent Mode's default:
 * everything refused until the visitor answers the cookie banner (app/lib/consent/consent.ts).
 */
export function DataLayerScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script; nothing in it comes from data.
      dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }}
    />
  );
}

/**
 * Analytics go to a tag-manager data layer. Rendered only where the site has a container
 * AND the visitor allowed analytics (the cookie banner): before that the script is not loaded at
 * all, so nothing reaches Google, and the events wait in the data layer. Consent Mode's update
 * comes first, then the container's script loads without blocking the page.
 */
export function TagManager({ containerId }: { containerId: string }) {
  const nonce = useNonce();
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: constant scripts, Consent Mode's update and the tag manager's own bootstrap; nothing in them comes from data.
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];${CONSENT_GRANTED_UPDATE};window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"})`,
        }}
      />
      <script nonce={nonce} suppressHydrationWarning async src={tagManagerSrc(containerId)} />
    </>
  );
}
