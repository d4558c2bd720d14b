import { describe, expect, it } from "vitest";
import {
  addVary,
  applyVary,
  cachePolicy,
  CACHE_POLICIES,
  isPubliclyCacheable,
  keepCookiesOutOfSharedCaches,
  varyFieldsFor,
} from "../../workers/http/cache-policy";

describe("cachePolicy", () => {
  it.each([
    ["none", "no-store", false],
    ["revalidate", "private, no-cache", false],
    ["privateNoStore", "private, no-store", false],
    ["short", "public, max-age=60", true],
    ["feed", "public, max-age=300", true],
    ["signingKeys", "public, max-age=600", true],
    ["long", "public, max-age=3600", true],
    ["drawing", "public, max-age=86400, stale-while-revalidate=604800", true],
    ["immutable", "public, max-age=31536000, immutable", true],
  ] as const)("%s → %s", (name, value, shared) => {
    expect(cachePolicy(name)).toBe(value);
    expect(isPubliclyCacheable(value)).toBe(shared);
  });

  it("names every policy it knows", () => {
    expect(Object.keys(CACHE_POLICIES).sort()).toEqual([
      "drawing",
      "feed",
      "immutable",
      "long",
      "none",
      "privateNoStore",
      "revalidate",
      "short",
      "signingKeys",
    ]);
  });
});

describe("isPubliclyCacheable", () => {
  it.each([
    [null, false],
    ["", false],
    ["max-age=60", false],
    ["Public, Max-Age=60", true],
    ["s-maxage=600", true],
    ["public, no-store", false],
    ["public, private", false],
    ["no-cache, public", true],
    ["x-public=1", false],
  ])("%s → %s", (value, expected) => {
    expect(isPubliclyCacheable(value)).toBe(expected);
  });
});

describe("Vary", () => {
  it.each([
    ["text/html; charset=utf-8", ["Accept-Encoding", "Cookie"]],
    ["text/x-script", ["Accept-Encoding", "Cookie"]],
    ["text/plain; charset=utf-8", ["Accept-Encoding"]],
    ["application/json", ["Accept-Encoding"]],
    ["application/xml; charset=utf-8", ["Accept-Encoding"]],
    ["application/rss+xml", ["Accept-Encoding"]],
    ["image/svg+xml", ["Accept-Encoding"]],
    ["image/webp", []],
    [null, []],
  ])("%s varies by %j", (type, fields) => {
    expect(varyFieldsFor(type)).toEqual(fields);
  });

  it("keeps what is there and names each field once, whatever its case", () => {
    const headers = new Headers({ Vary: "cookie" });
    addVary(headers, "Accept-Encoding", "Cookie", "accept-encoding");
    expect(headers.get("Vary")).toBe("cookie, Accept-Encoding");
  });

  it("leaves Vary: * alone, and adds nothing when nothing is new", () => {
    const star = new Headers({ Vary: "*" });
    addVary(star, "Cookie");
    expect(star.get("Vary")).toBe("*");
    const none = new Headers();
    addVary(none);
    expect(none.has("Vary")).toBe(false);
  });

  it("applies the fields of the Content-Type", () => {
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", Vary: "Cookie" });
    applyVary(headers);
    expect(headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });
});

describe("keepCookiesOutOfSharedCaches", () => {
  it("makes a public response that sets a cookie private", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60", "Set-Cookie": "a=1" });
    keepCookiesOutOfSharedCaches(headers);
    expect(headers.get("Cache-Control")).toBe("private, no-cache");
    expect(headers.get("Set-Cookie")).toBe("a=1");
  });

  it.each([
    [{ "Cache-Control": "public, max-age=60" }, "public, max-age=60"],
    [{ "Cache-Control": "no-store", "Set-Cookie": "a=1" }, "no-store"],
  ])("leaves %j as it is", (init, cacheControl) => {
    const headers = new Headers(init);
    keepCookiesOutOfSharedCaches(headers);
    expect(headers.get("Cache-Control")).toBe(cacheControl);
  });
});
