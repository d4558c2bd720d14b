import type { TenantConfig } from "../../tenants";
import type { Env } from "../env";

/** What every service may be given; each takes only what it needs, as arguments. */
export type ServiceDeps = {
  env: Env;
  tenant: TenantConfig;
  clock: () => Date;
  logger: Pick<Console, "error" | "warn" | "info">;
};

export function createServices(_deps: ServiceDeps) {
  return {};
}

export type Services = ReturnType<typeof createServices>;
