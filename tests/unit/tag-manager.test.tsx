import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { tenants } from "../../tenants";
import { DataLayerScript, TagManager } from "../../app/components/analytics/tag-manager";

describe("tag manager", () => {
  it("loads the container the site configures, with the data layer set up first", () => {
    const html = renderToString(<TagManager containerId="GTM-ABC123" />);
    expect(html).toContain("window.dataLayer=window.dataLayer||[]");
    expect(html).toContain("googletagmanager.com/gtm.js?id=");
    expect(html).toContain("GTM-ABC123");
    // Rendered only once the visitor allowed analytics: Consent Mode hears it before the container starts.
    expect(html.indexOf('gtag("consent","update",{analytics_storage:"granted"})')).toBeLessThan(html.indexOf("gtm.js?id="));
  });

  it("starts every page's data layer with Consent Mode's defaults, everything refused", () => {
    const html = renderToString(<DataLayerScript />);
    expect(html).toContain("window.dataLayer=window.dataLayer||[]");
    for (const storage of ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"])
      expect(html).toContain(`${storage}:"denied"`);
    expect(html).not.toContain("googletagmanager");
  });

  it("is configured on no site yet, so no page loads a third-party container", () => {
    expect(tenants.map((t) => t.analyticsContainerId)).toEqual(tenants.map(() => null));
  });
});
