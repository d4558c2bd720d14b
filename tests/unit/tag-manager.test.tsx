import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { tenants } from "../../tenants";
import { TagManager } from "../../app/components/analytics/tag-manager";

describe("tag manager", () => {
  it("loads the container the site configures, with the data layer set up first", () => {
    const html = renderToString(<TagManager containerId="GTM-ABC123" />);
    expect(html).toContain("window.dataLayer=window.dataLayer||[]");
    expect(html).toContain("googletagmanager.com/gtm.js?id=");
    expect(html).toContain("GTM-ABC123");
  });

  it("is configured on no site yet, so no page loads a third-party container", () => {
    expect(tenants.map((t) => t.analyticsContainerId)).toEqual(tenants.map(() => null));
  });
});
