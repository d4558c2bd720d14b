/**
 * The privacy page of every site lists every cookie the site sets: each name the code writes is
 * one of COOKIE_NAMES (app/lib/http/cookies.ts), and each of those names, in its local and its
 * production form, appears in every site's cookie section. A cookie added in code and not on the
 * privacy pages fails here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COOKIE_NAMES } from "../../app/lib/http/cookies";
import { CONSENT_COOKIE, CONSENT_MAX_AGE, consentCookie, consentOf } from "../../app/lib/consent/consent";
import { TEST_ANALYTICS_COOKIE, analyticsVariantOf, pageAnalyticsOf } from "../../workers/analytics";
import { tenants } from "../../tenants";

const root = new URL("../../", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** Every cookie name, in both environments' forms. */
const NAMES = Object.values(COOKIE_NAMES).flatMap((name) => (typeof name === "function" ? [name(false), name(true)] : [name]));

function cookieSection(tenant: string): string {
  const page = JSON.parse(readFileSync(join(root, "tenants/content", tenant, "legal-privacy-policy.json"), "utf8")) as {
    blocks: { sections?: { id: string; markdown: string }[] }[];
  };
  const section = page.blocks.flatMap((block) => block.sections ?? []).find((s) => s.id === "tracking-preferences");
  if (!section) throw new Error(`${tenant}: the privacy page has no tracking-preferences section`);
  return section.markdown;
}

describe("the cookies on the privacy pages", () => {
  it("every caravan_ cookie name in the code is one of COOKIE_NAMES", () => {
    const found = new Set<string>();
    for (const file of [...sources(join(root, "app")), ...sources(join(root, "workers"))]) {
      for (const match of readFileSync(file, "utf8").matchAll(/(?:__Host-|__Secure-)?caravan_[a-z_]+/g)) found.add(match[0]);
    }
    expect(found.size).toBeGreaterThan(5);
    expect([...found].filter((name) => !NAMES.includes(name))).toEqual([]);
  });

  it.each(tenants.map((t) => t.id))("the %s privacy page names every cookie the site sets", (tenant) => {
    const section = cookieSection(tenant);
    expect(NAMES.filter((name) => !section.includes(name))).toEqual([]);
    // The analytics cookies the tag manager sets once the visitor accepts.
    expect(section).toContain("**_ga");
  });
});

describe("the consent cookie", () => {
  it("keeps the answer for six months, first-party, Lax, Secure, HttpOnly", () => {
    expect(CONSENT_MAX_AGE).toBe(182 * 24 * 60 * 60);
    expect(consentCookie("granted")).toBe(`${CONSENT_COOKIE}=v1.granted; Max-Age=15724800; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });

  it.each([
    ["caravan_consent=v1.granted", "granted"],
    ["caravan_consent=v1.denied", "denied"],
    ["caravan_consent=granted", null],
    ["caravan_consent=v0.granted", null],
    ["other=v1.granted", null],
    ["", null],
  ])("reads %j as %s (an older version or anything else asks again)", (header, expected) => {
    expect(consentOf(header)).toBe(expected);
  });

  it("gives a site without a container the test container only in development, on a test's request", () => {
    const tenant = { analyticsContainerId: null };
    const cookies = { [TEST_ANALYTICS_COOKIE]: "1", caravan_consent: "v1.denied" };
    const dev = { ENVIRONMENT: "development" as const, TEST_ANALYTICS_CONTAINER_ID: "GTM-TEST1" };
    expect(pageAnalyticsOf(tenant, dev, cookies)).toEqual({ containerId: "GTM-TEST1", consent: "denied" });
    expect(pageAnalyticsOf(tenant, dev, { caravan_consent: "v1.denied" })).toEqual({ containerId: null, consent: null });
    expect(pageAnalyticsOf(tenant, { ...dev, ENVIRONMENT: "production" }, cookies)).toEqual({ containerId: null, consent: null });
    expect(pageAnalyticsOf({ analyticsContainerId: "GTM-SITE" }, dev, {})).toEqual({ containerId: "GTM-SITE", consent: null });
    expect(analyticsVariantOf({ containerId: null, consent: null })).toBeNull();
    expect(analyticsVariantOf({ containerId: "GTM-SITE", consent: null })).toBe("GTM-SITE.ask");
  });
});
