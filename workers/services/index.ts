import type { TenantConfig } from "../../tenants";
import type { Env } from "../env";
import { createCatalogueService } from "./catalogue";
import { createTripService } from "./trips";

/** What every service may be given; each takes only what it needs, as arguments. */
export type ServiceDeps = {
  env: Env;
  tenant: TenantConfig;
  clock: () => Date;
  logger: Pick<Console, "error" | "warn" | "info">;
};

export function createServices(deps: ServiceDeps) {
  return {
    catalogue: createCatalogueService({ db: deps.env.DB, kv: deps.env.KV, clock: deps.clock, logger: deps.logger }),
    trips: createTripService({ db: deps.env.DB, clock: deps.clock, logger: deps.logger }),
  };
}

export type Services = ReturnType<typeof createServices>;
