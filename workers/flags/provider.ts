import type { EvaluationContext, JsonValue, Provider, ResolutionDetails } from "@openfeature/server-sdk";
import { ErrorCode, StandardResolutionReasons } from "@openfeature/server-sdk";
import { getTenant } from "../../tenants";

/**
 * The OpenFeature provider over the sites' own configuration (flags by country).
 * It keeps no state: the evaluation context names the site (`targetingKey` = tenant id) and
 * carries the KV overrides read for this request (`overrides`), so one provider instance
 * serves every request of the isolate without mixing them up.
 *
 * An override wins over the config (reason TARGETING_MATCH); the config's value has reason
 * STATIC; a key neither knows gives the caller's default with FLAG_NOT_FOUND.
 */
export class TenantConfigProvider implements Provider {
  readonly metadata = { name: "caravan-tenant-config" } as const;
  readonly runsOn = "server" as const;

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean, context: EvaluationContext): Promise<ResolutionDetails<boolean>> {
    return Promise.resolve(resolve(flagKey, defaultValue, context, (value): value is boolean => typeof value === "boolean"));
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string, context: EvaluationContext): Promise<ResolutionDetails<string>> {
    return Promise.resolve(resolve(flagKey, defaultValue, context, (value): value is string => typeof value === "string"));
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number, context: EvaluationContext): Promise<ResolutionDetails<number>> {
    return Promise.resolve(resolve(flagKey, defaultValue, context, (value): value is number => typeof value === "number"));
  }

  resolveObjectEvaluation<T extends JsonValue>(
    flagKey: string,
    defaultValue: T,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<T>> {
    return Promise.resolve(resolve(flagKey, defaultValue, context, (value): value is T => typeof value === "object" && value !== null));
  }
}

function resolve<T>(
  flagKey: string,
  defaultValue: T,
  context: EvaluationContext,
  isT: (value: unknown) => value is T,
): ResolutionDetails<T> {
  const tenant = context.targetingKey ? getTenant(context.targetingKey) : undefined;
  if (!tenant) {
    return {
      value: defaultValue,
      reason: StandardResolutionReasons.ERROR,
      errorCode: ErrorCode.TARGETING_KEY_MISSING,
      errorMessage: "no site in the evaluation context",
    };
  }
  const overrides = context.overrides;
  const overridden =
    overrides && typeof overrides === "object" && !Array.isArray(overrides) ? (overrides as Record<string, unknown>)[flagKey] : undefined;
  if (overridden !== undefined) {
    if (isT(overridden)) return { value: overridden, reason: StandardResolutionReasons.TARGETING_MATCH, variant: "override" };
    return {
      value: defaultValue,
      reason: StandardResolutionReasons.ERROR,
      errorCode: ErrorCode.TYPE_MISMATCH,
      errorMessage: `override of ${flagKey} has the wrong type`,
    };
  }
  const configured = (tenant.features as Record<string, unknown>)[flagKey];
  if (configured === undefined) {
    return {
      value: defaultValue,
      reason: StandardResolutionReasons.DEFAULT,
      errorCode: ErrorCode.FLAG_NOT_FOUND,
      errorMessage: `no flag ${flagKey}`,
    };
  }
  if (!isT(configured)) return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH };
  return { value: configured, reason: StandardResolutionReasons.STATIC, variant: "config" };
}
