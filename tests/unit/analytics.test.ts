import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKeys } from "../../tenants/routes";
import { ANALYTICS_EVENT_NAMES, isAnalyticsEventName, isAnalyticsSection } from "../../app/lib/analytics/events";
import { pageTypeFor, UNKNOWN_PAGE_TYPE } from "../../app/lib/analytics/page-type";
import { centsToUnits, priceBucket, priceFilterLabel } from "../../app/lib/analytics/price-bucket";
import { truncateDescription } from "../../app/lib/analytics/description";
import { hashEmail, hashPhone, normalisePhone, sha256Hex, stripTags } from "../../app/lib/analytics/text";
import { PUSH_ERROR_MESSAGE, track, type DataLayer } from "../../app/lib/analytics/track";

describe("price buckets", () => {
  it.each([
    [0, "MAX_500"],
    [1, "MAX_500"],
    [50_000, "MAX_500"],
    [50_001, "500-1000"],
    [100_000, "500-1000"],
    [100_001, "1000-1500"],
    [150_000, "1000-1500"],
    [199_900, "1500-2000"],
    [200_001, "2000-3000"],
    [300_000, "2000-3000"],
    [300_001, "OVER_3000"],
    [1_000_000, "OVER_3000"],
  ])("a price of %s cents is in %s", (cents, bucket) => {
    expect(priceBucket(cents)).toBe(bucket);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])("%s has no bucket", (cents) => {
    expect(priceBucket(cents)).toBeNull();
  });

  it.each([
    [undefined, undefined, "ALL"],
    [null, null, "ALL"],
    [0, undefined, "ALL"],
    [-100, -100, "ALL"],
    [Number.NaN, undefined, "ALL"],
    [undefined, 100_000, "MAX_1000"],
    [0, 100_000, "MAX_1000"],
    [undefined, 0, "MAX_0"],
    [-5, 80_000, "MAX_800"],
    [50_000, undefined, "OVER_500"],
    [50_000, null, "OVER_500"],
    [50_000, -1, "OVER_500"],
    [50_000, 100_000, "500-1000"],
    [100_000, 50_000, "500-1000"],
    [129_950, 200_000, "1299.5-2000"],
    [70_000, 70_000, "700-700"],
  ])("priceFrom %s, priceTo %s → %s", (from, to, label) => {
    expect(priceFilterLabel(from, to)).toBe(label);
  });

  it("sends cents divided by 100", () => {
    expect(centsToUnits(129_900)).toBe(1299);
    expect(centsToUnits(99)).toBe(0.99);
    expect(centsToUnits(0)).toBe(0);
  });
});

describe("truncateDescription", () => {
  const text = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + (i % 26))).join("");

  it.each([0, 1, 129, 130])("keeps a %s-character text as it is", (n) => {
    expect(truncateDescription(text(n))).toBe(text(n));
  });

  it.each([131, 500])("cuts a %s-character text to 127 characters plus '...'", (n) => {
    const cut = truncateDescription(text(n));
    expect(cut).toHaveLength(130);
    expect(cut.slice(0, 127)).toBe(text(n).slice(0, 127));
    expect(cut.indexOf("...")).toBe(127);
    expect(cut.endsWith("...")).toBe(true);
  });

  it("counts an emoji as one character and never splits it", () => {
    const cut = truncateDescription("🌍".repeat(131));
    expect(Array.from(cut)).toHaveLength(130);
    expect(cut).toBe(`${"🌍".repeat(127)}...`);
  });
});

describe("stripTags", () => {
  it.each([
    ["<strong>NEW</strong> trips", "NEW trips"],
    ['<a href="/x" class="y">Asia</a>', "Asia"],
    ["Line<br/>break", "Linebreak"],
    ["  <p>  spaced \n text </p> ", "spaced text"],
    ["<!-- note -->Europe", "Europe"],
    ["Rock &amp; Roll", "Rock & Roll"],
    ["&lt;b&gt;kept&lt;/b&gt;", "<b>kept</b>"],
    ["price < 500 and > 300", "price < 500 and > 300"],
    ["plain", "plain"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(stripTags(input)).toBe(expected);
  });
});

describe("hashing", () => {
  it.each([
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    ["The quick brown fox jumps over the lazy dog", "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"],
  ])("sha256Hex(%j) matches the known vector", async (input, hex) => {
    expect(await sha256Hex(input)).toBe(hex);
  });

  const TEST_EMAIL = "973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b"; // sha256("test@example.com")
  it.each(["test@example.com", "  Test@Example.COM \n"])("hashes e-mail %j trimmed and lower-cased", async (email) => {
    expect(await hashEmail(email)).toBe(TEST_EMAIL);
  });

  const TEST_PHONE = "78f00e1ca317fb2af02c89b17b8b07382ff70336aba0997ad1f3ef3645b4e682"; // sha256("+393331234567")
  it.each(["+393331234567", " +39 (333) 123-4567 ", "+39.333.123.4567"])("hashes phone %j as digits with its leading +", async (phone) => {
    expect(await hashPhone(phone)).toBe(TEST_PHONE);
  });

  it.each([
    ["0039 333 1234567", "00393331234567"],
    ["333+123", "333123"],
    ["abc", ""],
  ])("normalisePhone(%j) → %j", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each(["", "   ", null, undefined])("sends no hash for a blank value %j", async (value) => {
    expect(await hashEmail(value)).toBeUndefined();
    expect(await hashPhone(value)).toBeUndefined();
  });
});

describe("pageTypeFor", () => {
  const fixed: Record<string, string> = {
    search: "SERP",
    "travels-travel": "travel page",
    "travels-travel-itinerary": "travel page",
    "travels-travel-snapshot": "travel page",
    "travels-travel-tour": "tour page",
    "area-asia": "SEO page",
    "area-europe": "SEO page",
    "area-america": "SEO page",
    "area-africa": "SEO page",
    "area-oceania": "SEO page",
    "area-antarctica": "SEO page",
    index: "home",
    wishlist: "wishlist",
  };

  it.each(routeKeys)("labels route %s", (key) => {
    // A custom page type never overrides a fixed kind; other pages report it.
    expect(pageTypeFor(key, "landing")).toBe(fixed[key] ?? "landing");
    expect(pageTypeFor(key)).toBe(fixed[key] ?? key);
  });

  it("falls back from a blank custom type to the route key, then to a generic label", () => {
    expect(pageTypeFor("contacts", "  ")).toBe("contacts");
    expect(pageTypeFor(null, "promo")).toBe("promo");
    expect(pageTypeFor(undefined)).toBe(UNKNOWN_PAGE_TYPE);
  });
});

describe("event catalogue", () => {
  it("lists every event once and guards names and sections", () => {
    expect(new Set(ANALYTICS_EVENT_NAMES).size).toBe(ANALYTICS_EVENT_NAMES.length);
    expect(ANALYTICS_EVENT_NAMES).toEqual(expect.arrayContaining(["viewSerp", "sortBy", "notifyMeActivation", "tabChange"]));
    expect(isAnalyticsEventName("sortBy")).toBe(true);
    expect(isAnalyticsEventName("toString")).toBe(false);
    expect(isAnalyticsSection("search-results")).toBe(true);
    expect(isAnalyticsSection("nowhere")).toBe(false);
  });
});

describe("track", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pushes { event, ...payload } onto the injected data layer", () => {
    const dataLayer: Record<string, unknown>[] = [];
    track("sortBy", { pageType: "SERP", sectionFrom: "search-results", sort: "price:asc" }, { dataLayer });
    expect(dataLayer).toEqual([{ event: "sortBy", pageType: "SERP", sectionFrom: "search-results", sort: "price:asc" }]);
  });

  it("creates window.dataLayer when missing and appends to an existing one", () => {
    const win: { dataLayer?: unknown[] } = {};
    vi.stubGlobal("window", win);
    track("goToWishlist", { pageType: "home", sectionFrom: "header" });
    track("searchStart", { pageType: "home" });
    expect(win.dataLayer).toEqual([
      { event: "goToWishlist", pageType: "home", sectionFrom: "header" },
      { event: "searchStart", pageType: "home" },
    ]);
  });

  it("reports a throwing push as 'Error pushing event' and does not throw", () => {
    const failure = new Error("gtm down");
    const dataLayer: DataLayer = {
      push: () => {
        throw failure;
      },
    };
    const reportError = vi.fn();
    expect(() => track("searchStart", { pageType: "SERP" }, { dataLayer, reportError })).not.toThrow();
    expect(reportError).toHaveBeenCalledExactlyOnceWith(PUSH_ERROR_MESSAGE, failure, { event: "searchStart", pageType: "SERP" });
    expect(PUSH_ERROR_MESSAGE).toBe("Error pushing event");
  });

  it("reports to console.error by default, and survives a reporter that throws", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("window", { dataLayer: "not an array" });
    expect(() => track("goToWishlist", { pageType: "home" })).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith(PUSH_ERROR_MESSAGE, expect.any(TypeError), { event: "goToWishlist", pageType: "home" });
    consoleError.mockRestore();

    const reportError = () => {
      throw new Error("reporter down");
    };
    expect(() =>
      track(
        "goToWishlist",
        { pageType: "home" },
        {
          dataLayer: {
            push: () => {
              throw new Error("x");
            },
          },
          reportError,
        },
      ),
    ).not.toThrow();
  });

  it("is a no-op on the server (no window)", () => {
    expect("window" in globalThis).toBe(false);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => track("searchStart", { pageType: "home" })).not.toThrow();
    expect("window" in globalThis).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("type-checks the payload against the event name", () => {
    const dataLayer: Record<string, unknown>[] = [];
    // @ts-expect-error sortBy needs a known sort order.
    track("sortBy", { pageType: "SERP", sort: "cheapest" }, { dataLayer });
    track(
      "notifyMeEmail",
      {
        pageType: "tour page",
        action: "email",
        // @ts-expect-error notify-me e-mail must be a SHA-256 hash, not the raw address.
        email: "a@b.c",
        travelId: "t",
        travelTitle: "T",
        isWishlisted: false,
        sectionFrom: "notify-me",
        notifyMeTypes: [],
      },
      { dataLayer },
    );
    // @ts-expect-error sectionFrom must be a defined section.
    track("goToWishlist", { pageType: "home", sectionFrom: "sidebar" }, { dataLayer });
    expect(dataLayer).toHaveLength(3);
  });
});
