import { z } from "zod";
import type { Currency, TenantConfig } from "../../tenants";
import { localPath } from "../server/form-fields.server";

/** Currency modal: one of the site's offered currencies, and the page to go back to. */
export function currencyChoiceSchema(tenant: TenantConfig) {
  const offered = tenant.currencies.map((c) => c.isoCode) as [Currency, ...Currency[]];
  return z.object({ currency: z.enum(offered), redirectTo: localPath.catch("/") });
}
