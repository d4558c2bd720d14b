import { z } from "zod";
import type { TenantConfig } from "../../tenants/index";

/** 000 §5: something before an @, then text with a dot after it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).regex(EMAIL),
});

/** A path on this site to go back to: relative, never `//host` or a scheme. */
const localPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/);

export function currencyChoiceSchema(tenant: TenantConfig) {
  const offered = tenant.currencies.map((c) => c.isoCode) as [string, ...string[]];
  return z.object({ currency: z.enum(offered), redirectTo: localPath.catch("/") });
}
