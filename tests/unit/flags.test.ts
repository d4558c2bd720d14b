import { describe, expect, it } from "vitest";
import { getTenant } from "../../tenants";
import { evaluateFlags, flagOverrideSchema, FLAG_KEYS, type FlagOverride } from "../../workers/flags/flags";

const it_ = getTenant("it")!;
const de = getTenant("de")!;

describe("flag evaluation (OpenFeature over the site config, a KV override on top)", () => {
  it.each<[string, typeof it_, FlagOverride, Record<string, boolean>, Record<string, string>]>([
    ["it, config only", it_, {}, { talkToUs: true, aiSearch: true, geolocationRedirect: true }, { talkToUs: "STATIC" }],
    ["de, config only", de, {}, { talkToUs: false, aiSearch: true, geolocationRedirect: true }, { aiSearch: "STATIC" }],
    [
      "de, override turns AI search off",
      de,
      { flags: { aiSearch: false } },
      { talkToUs: false, aiSearch: false, geolocationRedirect: true },
      { aiSearch: "TARGETING_MATCH", talkToUs: "STATIC" },
    ],
    [
      "it, override turns two off",
      it_,
      { flags: { talkToUs: false, geolocationRedirect: false } },
      { talkToUs: false, aiSearch: true, geolocationRedirect: false },
      { talkToUs: "TARGETING_MATCH", aiSearch: "STATIC" },
    ],
  ])("%s", async (_name, tenant, override, values, reasons) => {
    const flags = await evaluateFlags(tenant, override);
    for (const key of FLAG_KEYS) expect(flags.isEnabled(key), key).toBe(values[key]);
    for (const [key, reason] of Object.entries(reasons)) expect(flags.details[key as (typeof FLAG_KEYS)[number]].reason, key).toBe(reason);
  });

  it("keeps one request's override out of another's (the provider holds no state)", async () => {
    const [off, plain] = await Promise.all([evaluateFlags(it_, { flags: { talkToUs: false } }), evaluateFlags(it_, {})]);
    expect(off.isEnabled("talkToUs")).toBe(false);
    expect(plain.isEnabled("talkToUs")).toBe(true);
  });

  it("applies experiments of the override over the config's of the same id", async () => {
    const configured = it_.experiments[0]!;
    expect(configured.enabled).toBe(false);
    const flags = await evaluateFlags(it_, {
      experiments: [
        { ...configured, enabled: true },
        { id: "extra", enabled: true, variants: [{ id: "a", weight: 1 }] },
      ],
    });
    expect(flags.experiments.map((e) => [e.id, e.enabled])).toEqual([
      [configured.id, true],
      ["extra", true],
    ]);
  });

  it.each([
    [{ flags: { talkToUs: "no" } }],
    [{ flags: { unknownFlag: true } }],
    [{ flag: { talkToUs: true } }],
    [{ experiments: [{ id: "x", enabled: true, variants: [] }] }],
  ])("refuses an override that is not one (%j)", (value) => {
    expect(flagOverrideSchema.safeParse(value).success).toBe(false);
  });
});
