import type { TenantConfig } from "../../tenants";
import type { Currency } from "../../tenants/languages";
import { createKvCache } from "../cache/kv-cache";
import type { Env } from "../env";
import { createCatalogueService } from "./catalogue";
import { createTripService } from "./trips";

/** What every service may be given; each takes only what it needs, as arguments. */
export type ServiceDeps = {
  env: Env;
  tenant: TenantConfig;
  /** The visitor's currency for this request. */
  currency: Currency;
  /** Today in the tenant's time zone (YYYY-MM-DD): the one meaning of "today". */
  today: string;
  waitUntil: (promise: Promise<unknown>) => void;
  logger: Pick<Console, "error" | "warn" | "info">;
};

/**
 * The request's services, bound to its tenant, language, currency and today when the load
 * context is built: routes call `context.services.catalogue.tours(filters)`, never passing
 * who is asking again.
 */
export function createServices({ env, tenant, currency, today, waitUntil, logger }: ServiceDeps) {
  const cache = createKvCache({ kv: env.CACHE, logger, waitUntil });
  const scope = { tenantId: tenant.id, language: tenant.language, currency, today };
  const catalogueIn = (other: Currency) => createCatalogueService({ db: env.DB, cache, logger }, { ...scope, currency: other });
  return {
    catalogue: catalogueIn(currency),
    /** The catalogue priced in another of the site's currencies (the JSON API's `currency`). */
    catalogueIn,
    trips: createTripService({ db: env.DB, logger }, scope),
    cache,
  };
}

export type Services = ReturnType<typeof createServices>;
