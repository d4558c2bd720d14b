/**
 * Experiment redirect: a visitor whose variant carries `urlRedirect` goes (302)
 * to the current path and query on that base; only bases on the site's allow-list are followed;
 * crawlers, writes, the JSON API and data requests are never redirected. The experiment is
 * switched on through the flags' KV override (the config ships it off).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { variantOf } from "../../workers/flags/experiments";
import { getTenant } from "../../tenants";
import { startSite, type Site } from "./harness";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());
afterEach(async () => {
  await site.kv.delete("flags:override:v1:it");
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const BASE = "https://beta.caravantrips.it";
const configured = getTenant("it")!.experiments.find((e) => e.id === "beta-site")!;

/** A half-and-half copy of the configured experiment, switched on. */
function enabled(urlRedirect: string) {
  return {
    ...configured,
    enabled: true,
    variants: [
      { id: "control", weight: 50 },
      { id: "beta", weight: 50, urlRedirect },
    ],
  };
}

/** Device ids that fall in each variant of an experiment (found with the same bucket function). */
function devicesIn(experiment: ReturnType<typeof enabled>) {
  const found: Record<string, string> = {};
  for (let i = 0; !found.beta || !found.control; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    found[variantOf(experiment, id)!.id] ??= id;
  }
  return found as { beta: string; control: string };
}

function visit(path: string, deviceId: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return site.fetch("it", path, { ...init, headers: { "User-Agent": BROWSER, Cookie: `caravan_device=${deviceId}`, ...init.headers } });
}

describe("the experiment redirect", () => {
  it("is off while the configured experiment is disabled", async () => {
    const experiment = enabled(BASE);
    const { beta } = devicesIn(experiment);
    expect((await visit("/cerca?textSearch=roma", beta)).status).toBe(200);
  });

  it("sends the redirect variant to the same path and query on the base, every time, and no one else", async () => {
    const experiment = enabled(BASE);
    await site.kv.put("flags:override:v1:it", JSON.stringify({ experiments: [experiment] }));
    const { beta, control } = devicesIn(experiment);
    for (let i = 0; i < 2; i++) {
      const response = await visit("/cerca?textSearch=roma", beta);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`${BASE}/cerca?textSearch=roma`);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    expect((await visit("/cerca?textSearch=roma", control)).status).toBe(200);
  });

  it("gives a new visitor a device id with the redirect, so the variant sticks", async () => {
    const experiment = { ...enabled(BASE), variants: [{ id: "beta", weight: 1, urlRedirect: BASE }] };
    await site.kv.put("flags:override:v1:it", JSON.stringify({ experiments: [experiment] }));
    const response = await site.fetch("it", "/", { headers: { "User-Agent": BROWSER } });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((cookie) => /^caravan_device=[0-9a-f-]{36};/.test(cookie))).toBe(true);
  });

  it("never follows a base off the allow-list, and reports it", async () => {
    const experiment = enabled("https://evil.example");
    await site.kv.put("flags:override:v1:it", JSON.stringify({ experiments: [experiment] }));
    const logged = site.expectLogs(/experiment beta-site: https:\/\/evil\.example is not in experimentBases of it/);
    const { beta } = devicesIn(experiment);
    const response = await visit("/cerca", beta);
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    await logged();
  });

  it("leaves crawlers, writes, the JSON API and data requests where they are", async () => {
    const experiment = enabled(BASE);
    await site.kv.put("flags:override:v1:it", JSON.stringify({ experiments: [experiment] }));
    const { beta } = devicesIn(experiment);
    const crawler = await visit("/cerca", beta, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    expect(crawler.status).toBe(200);
    expect((await visit("/api/travels/top-sellers?search=roma", beta)).status).toBe(200);
    expect((await visit("/cerca.data", beta)).status).not.toBe(302);
    const post = await visit("/currency", beta, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://it.localhost" },
      body: "currency=EUR",
    });
    expect(post.headers.get("Location") ?? "").not.toContain(BASE);
  });
});
