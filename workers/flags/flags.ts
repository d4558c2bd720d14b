import { OpenFeature, type Client } from "@openfeature/server-sdk";
import { z } from "zod";
import type { TenantConfig } from "../../tenants";
import { experimentSchema, type Experiment } from "../../tenants/schema";
import { TenantConfigProvider } from "./provider";
import { warnKvFailure } from "../cache/kv-cache";
import { BoundedMap } from "../../app/lib/memo/bounded-map";

/** The sites' feature flags: every one has a value in each tenant's `features`. */
export const FLAG_KEYS = ["talkToUs", "aiSearch", "geolocationRedirect"] as const satisfies readonly (keyof TenantConfig["features"])[];
export type FlagKey = (typeof FLAG_KEYS)[number];

/**
 * Ops switch a flag or an experiment on one site without a deploy by writing this key in the
 * CACHE namespace, e.g.
 *   wrangler kv key put --binding CACHE "flags:override:v1:it" '{"flags":{"talkToUs":false}}' [--local|--remote]
 * The namespace holds evictable copies (wrangler.toml): an override may vanish, and the site
 * then falls back to its config in tenants/<id>.json, which is always a valid state. That is
 * acceptable for overrides, which are temporary by nature (a kill switch, a ramp); a lasting
 * change belongs in the config. Reads use KV's edge cache, so a change takes up to a minute.
 */
export function flagOverrideKey(tenantId: string): string {
  return `flags:override:v1:${tenantId}`;
}
const OVERRIDE_CACHE_TTL_SECONDS = 60;

/**
 * An override: flag values, and experiments that replace the config's one of the same id (or
 * join them). Their `urlRedirect` bases are still checked against the config's allow-list.
 */
export const flagOverrideSchema = z.strictObject({
  flags: z.partialRecord(z.enum(FLAG_KEYS), z.boolean()).optional(),
  experiments: z.array(experimentSchema).optional(),
});
export type FlagOverride = z.infer<typeof flagOverrideSchema>;

let client: Client | null = null;
function flagClient(): Client {
  if (!client) {
    // The provider keeps no per-request state (provider.ts), so one per isolate serves all requests.
    OpenFeature.setProvider(new TenantConfigProvider());
    client = OpenFeature.getClient("caravan");
  }
  return client;
}

export type FlagDetail = { value: boolean; reason: string };

/** A request's flags, evaluated once when the load context is built: reads are synchronous. */
export type Flags = {
  isEnabled(key: FlagKey): boolean;
  /** Each flag's value and why (STATIC from the config, TARGETING_MATCH from an override). */
  readonly details: Readonly<Record<FlagKey, FlagDetail>>;
  /** The site's experiments, overrides applied. */
  readonly experiments: readonly Experiment[];
};

type Logger = Pick<Console, "warn">;

/** The override stored for a site; a missing, unreadable or invalid one is no override (the config rules). */
export async function readFlagOverride(kv: KVNamespace, tenantId: string, logger: Logger): Promise<FlagOverride> {
  let stored: unknown;
  try {
    stored = await kv.get(flagOverrideKey(tenantId), { type: "json", cacheTtl: OVERRIDE_CACHE_TTL_SECONDS });
  } catch (error) {
    warnKvFailure(
      logger,
      "flags-read",
      `flags: the override of ${tenantId} could not be read; the config applies (logged once a minute while it lasts)`,
      error,
    );
    return {};
  }
  if (stored === null) return {};
  const parsed = flagOverrideSchema.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    logger.warn(`flags: the override of ${tenantId} is ignored: ${issue.path.join(".") || "(root)"} ${issue.message}`);
    return {};
  }
  return parsed.data;
}

/** Evaluates every flag of the site through OpenFeature, with the override as evaluation context. */
export async function evaluateFlags(tenant: TenantConfig, override: FlagOverride): Promise<Flags> {
  const flags = flagClient();
  const context = { targetingKey: tenant.id, overrides: override.flags ?? {} };
  const entries = await Promise.all(
    FLAG_KEYS.map(async (key) => {
      const details = await flags.getBooleanDetails(key, false, context);
      return [key, { value: details.value, reason: details.reason ?? "UNKNOWN" }] as const;
    }),
  );
  const details = Object.fromEntries(entries) as Record<FlagKey, FlagDetail>;
  return {
    isEnabled: (key) => details[key]?.value === true,
    details,
    experiments: mergeExperiments(tenant.experiments, override.experiments ?? []),
  };
}

function mergeExperiments(configured: readonly Experiment[], overridden: readonly Experiment[]): Experiment[] {
  const byId = new Map(configured.map((experiment) => [experiment.id, experiment]));
  for (const experiment of overridden) byId.set(experiment.id, experiment);
  return [...byId.values()];
}

/**
 * Flags already evaluated in this isolate, by site and override: the provider keeps no state
 * (provider.ts), so a site with the same override gets the same answer on every request.
 */
const evaluated = new BoundedMap<string, Promise<Flags>>(100);

/** The flags of a request: the site's override read from KV, then every flag evaluated. */
export async function flagsFor(tenant: TenantConfig, kv: KVNamespace, logger: Logger): Promise<Flags> {
  const override = await readFlagOverride(kv, tenant.id, logger);
  const key = `${tenant.id} ${JSON.stringify(override)}`;
  let flags = evaluated.get(key);
  if (!flags) {
    flags = evaluateFlags(tenant, override);
    evaluated.set(key, flags);
    // A failed evaluation is not kept: the next request tries again.
    flags.catch(() => evaluated.delete(key));
  }
  return flags;
}
