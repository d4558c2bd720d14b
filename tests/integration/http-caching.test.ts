import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPubliclyCacheable } from "../../workers/http/cache-policy";
import { startSite, type Site } from "./harness";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const varyOf = (response: Response) => (response.headers.get("Vary") ?? "").split(",").map((field) => field.trim().toLowerCase());

const PUBLIC_ANSWERS = ["/robots.txt", "/sitemap.xml", "/api/travels/top-sellers", "/resource/webp-small/travel-1/lisbon-and-porto"];

describe("responses a shared cache may keep", () => {
  it.each(PUBLIC_ANSWERS)("%s is public and sets no cookie, even for a first visit", async (path) => {
    const response = await site.fetch("uk", path);
    expect(response.status).toBe(200);
    expect(isPubliclyCacheable(response.headers.get("Cache-Control"))).toBe(true);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    await response.arrayBuffer();
  });

  it("varies text and JSON answers by Accept-Encoding", async () => {
    for (const path of ["/robots.txt", "/sitemap.xml", "/api/travels/top-sellers"]) {
      const response = await site.fetch("it", path);
      expect(varyOf(response), path).toContain("accept-encoding");
      await response.arrayBuffer();
    }
  });
});

describe("pages", () => {
  it("still give a first visitor the device-id cookie, privately", async () => {
    const response = await site.fetch("fr", "/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^caravan_device=/);
    expect(isPubliclyCacheable(response.headers.get("Cache-Control"))).toBe(false);
    await response.arrayBuffer();
  });

  it("vary by Cookie (the currency choice) and Accept-Encoding, each named once", async () => {
    for (const path of ["/", "/no-such-page", "/_root.data"]) {
      const response = await site.fetch("it", path);
      const vary = varyOf(response);
      expect(vary, path).toContain("cookie");
      expect(vary, path).toContain("accept-encoding");
      expect(new Set(vary).size, path).toBe(vary.length);
      await response.arrayBuffer();
    }
  });
});
