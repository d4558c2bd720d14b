import { useRootData } from "../shell/use-tenant";

/**
 * The cookie banner, wherever the site has a tag manager container: HTML the server rendered
 * (consent-banner-markup.tsx), so the first visit's JavaScript does not grow with it; answering in
 * place and the footer's "Cookie settings" link load with it (consent-behaviour.ts).
 */
export function ConsentBanner() {
  const banner = useRootData()?.consent?.banner;
  if (!banner) return null;
  return (
    <div
      className="consent-host"
      ref={(host) => void (host && import("./consent-behaviour").then((behaviour) => behaviour.watch(host)))}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of ConsentBannerMarkup (see above), not content from a request.
      dangerouslySetInnerHTML={{ __html: banner }}
    />
  );
}
