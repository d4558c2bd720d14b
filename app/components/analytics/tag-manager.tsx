import { useNonce } from "../shell/nonce";

/**
 * 000 §7: the data layer exists on every page from the first byte, with or without a tag
 * manager, so a page's events (the home page's impressions, a click before hydration ends)
 * and a container added later find the same array.
 */
export function DataLayerScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant one-line script; nothing in it comes from data.
      dangerouslySetInnerHTML={{ __html: "window.dataLayer=window.dataLayer||[]" }}
    />
  );
}

/**
 * 000 §7: analytics go to a tag-manager data layer. The container id comes from the
 * tenant; with none configured this is never rendered and nothing third-party loads.
 * The data layer is set up first; the container's script then loads without blocking the page.
 */
export function TagManager({ containerId }: { containerId: string }) {
  const nonce = useNonce();
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, the tag manager's own bootstrap; nothing in it comes from data.
        dangerouslySetInnerHTML={{
          __html: 'window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"})',
        }}
      />
      <script
        nonce={nonce}
        suppressHydrationWarning
        async
        src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`}
      />
    </>
  );
}
