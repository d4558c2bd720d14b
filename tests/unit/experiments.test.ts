import { describe, expect, it } from "vitest";
import { tenantSchema, type Experiment } from "../../tenants/schema";
import { tenantConfigs } from "../../tenants";
import { bucketOf, experimentRedirect, isBot, redirectTarget, variantOf } from "../../workers/flags/experiments";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const BASE = "https://beta.caravantrips.it";
const ids = Array.from(
  { length: 10_000 },
  (_, i) => `${i.toString(16).padStart(8, "0")}-1f2e-4d3c-8b4a-${(i * 7919).toString(16).padStart(12, "0")}`,
);
const split: Experiment = {
  id: "split",
  enabled: true,
  variants: [
    { id: "a", weight: 50 },
    { id: "b", weight: 30 },
    { id: "c", weight: 20, urlRedirect: BASE },
  ],
};

function get(path: string, init: RequestInit = {}) {
  return new Request(`https://www.caravantrips.it${path}`, {
    ...init,
    headers: { "User-Agent": BROWSER, ...(init.headers as Record<string, string>) },
  });
}

describe("the bucket", () => {
  it("is the same for a device every time, and in [0, 1)", () => {
    for (const id of ids.slice(0, 200)) {
      const first = bucketOf("exp", id);
      expect(bucketOf("exp", id)).toBe(first);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(first).toBeLessThan(1);
    }
  });

  it("spreads 10,000 devices by the weights (within 2 points) and evenly over ten deciles", () => {
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (const id of ids) counts[variantOf(split, id)!.id]!++;
    expect(counts.a! / ids.length).toBeCloseTo(0.5, 1);
    expect(Math.abs(counts.a! / ids.length - 0.5)).toBeLessThan(0.02);
    expect(Math.abs(counts.b! / ids.length - 0.3)).toBeLessThan(0.02);
    expect(Math.abs(counts.c! / ids.length - 0.2)).toBeLessThan(0.02);
    const deciles = Array<number>(10).fill(0);
    for (const id of ids) deciles[Math.floor(bucketOf("split", id) * 10)]!++;
    for (const count of deciles) expect(Math.abs(count - 1000)).toBeLessThan(120);
  });

  it("draws experiments independently (the id salts the bucket)", () => {
    const same = ids.filter((id) => bucketOf("one", id) < 0.5 === bucketOf("two", id) < 0.5).length;
    expect(Math.abs(same / ids.length - 0.5)).toBeLessThan(0.03);
  });

  it("never picks a variant of weight 0", () => {
    const experiment: Experiment = {
      id: "z",
      enabled: true,
      variants: [
        { id: "off", weight: 0 },
        { id: "on", weight: 1 },
      ],
    };
    expect(ids.slice(0, 500).every((id) => variantOf(experiment, id)!.id === "on")).toBe(true);
  });
});

describe("the redirect and its allow-list", () => {
  const redirecting = ids.find((id) => variantOf(split, id)!.id === "c")!;
  const staying = ids.find((id) => variantOf(split, id)!.id === "a")!;

  it("sends the variant's devices to the same path and query on the base", () => {
    expect(experimentRedirect(get("/viaggi/giappone?x=1"), [split], [BASE], redirecting)).toEqual({
      location: `${BASE}/viaggi/giappone?x=1`,
      experiment: "split",
      variant: "c",
    });
    expect(experimentRedirect(get("/viaggi"), [split], [BASE], staying)).toBeNull();
    expect(experimentRedirect(get("/viaggi"), [{ ...split, enabled: false }], [BASE], redirecting)).toBeNull();
  });

  it("refuses a base that is not on the allow-list", () => {
    const open: Experiment = {
      ...split,
      variants: split.variants.map((v) => (v.urlRedirect ? { ...v, urlRedirect: "https://evil.example" } : v)),
    };
    expect(experimentRedirect(get("/"), [open], [BASE], redirecting)).toEqual({ refused: "https://evil.example", experiment: "split" });
    expect(redirectTarget("https://evil.example", new URL("https://www.caravantrips.it/"), [BASE])).toBeNull();
  });

  it.each([
    [
      "a prefix base",
      "https://www.caravantrips.it/beta",
      "https://www.caravantrips.it/viaggi?q=1",
      "https://www.caravantrips.it/beta/viaggi?q=1",
    ],
    ["the base the visitor is on", BASE, `${BASE}/viaggi`, null],
    ["inside the prefix already", "https://www.caravantrips.it/beta", "https://www.caravantrips.it/beta/viaggi", null],
    ["http is no base", "http://beta.caravantrips.it", "https://www.caravantrips.it/", null],
  ])("%s", (_name, base, current, expected) => {
    expect(redirectTarget(base, new URL(current), [base])?.href ?? null).toBe(expected);
  });

  it("leaves crawlers, writes, the API and data requests alone", () => {
    const googlebot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    expect(experimentRedirect(get("/", { headers: googlebot }), [split], [BASE], redirecting)).toBeNull();
    expect(experimentRedirect(get("/", { method: "POST" }), [split], [BASE], redirecting)).toBeNull();
    expect(experimentRedirect(get("/api/travels"), [split], [BASE], redirecting)).toBeNull();
    expect(experimentRedirect(get("/cerca.data"), [split], [BASE], redirecting)).toBeNull();
    expect(experimentRedirect(get("/sitemap.xml"), [split], [BASE], redirecting)).toBeNull();
  });

  it.each([
    ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", true],
    ["facebookexternalhit/1.1", true],
    ["Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36 Chrome-Lighthouse", true],
    [null, true],
    [BROWSER, false],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1", false],
  ])("isBot(%s) is %s", (userAgent, expected) => {
    expect(isBot(userAgent)).toBe(expected);
  });

  it("is checked in the config: a variant's base must be in experimentBases", () => {
    const it_ = tenantConfigs.it as Record<string, unknown>;
    const bad = {
      ...it_,
      experiments: [{ id: "x", enabled: true, variants: [{ id: "v", weight: 1, urlRedirect: "https://evil.example" }] }],
    };
    const result = tenantSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path.join(".")).toBe("experiments.0.variants.0.urlRedirect");
  });
});
