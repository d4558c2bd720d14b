import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applySecurityHeaders } from "../../workers/http/security";
import { startSite, type Site } from "./harness";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe("static files served before the Worker (public/_headers)", () => {
  const expected = new Headers();
  applySecurityHeaders(expected);
  const script = readdirSync(new URL("../../public/build/", import.meta.url)).find((name) => name.endsWith(".js"));

  it.each([
    ["/favicon.svg", "public, max-age=86400"],
    [`/build/${script}`, "public, max-age=31536000, immutable"],
  ])("%s carries the Worker's security headers and keeps its cache rule", async (path, cacheControl) => {
    const response = await site.fetch("de", path);
    expect(response.status).toBe(200);
    for (const [name, value] of expected) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("Cache-Control")).toBe(cacheControl);
    await response.arrayBuffer();
  });
});
