import { siteConfigs } from "./sites.generated";
import { tenantSchema, type TenantConfig } from "./schema";

export type { TenantConfig, PathLocale, CurrencyFormat } from "./schema";
export { CURRENCIES, LANGUAGES, type Currency, type Language } from "./languages";

/** The bundled configs (every tenants/<id>.json), in switcher order. Each is validated when the Worker starts. */
export const tenantConfigs: Record<string, unknown> = siteConfigs;

export const tenants: readonly TenantConfig[] = Object.entries(tenantConfigs).map(([file, raw]) => {
  const parsed = tenantSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`tenants/${file}.json: ${issue.path.join(".") || "(root)"} ${issue.message}`);
  }
  return parsed.data;
});

export const DEFAULT_TENANT_ID = "int";

const byHost = new Map<string, TenantConfig>();
for (const tenant of tenants) {
  for (const host of tenant.hosts) byHost.set(host, tenant);
  byHost.set(`${tenant.id}.localhost`, tenant);
}

export function getTenant(id: string): TenantConfig | undefined {
  return tenants.find((t) => t.id === id);
}

/**
 * A pure lookup over the bundled configs: production hostnames and the dev alias
 * `<id>.localhost`. An unknown host gets the default tenant, never an error.
 */
export function resolveTenant(hostname: string, defaultId: string = DEFAULT_TENANT_ID): TenantConfig {
  const host = hostname.toLowerCase().replace(/\.$/, "").replace(/:\d+$/, "");
  return byHost.get(host) ?? getTenant(defaultId) ?? tenants[0]!;
}
