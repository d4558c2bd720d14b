import type { AppLoadContext } from "@remix-run/cloudflare";
import { resolveTenant } from "../tenants";
import { chosenCurrency } from "../app/lib/shell/currency-cookie";
import { parseEnv } from "./env";
import { createServices } from "./services";

type Init = { request: Request; rawEnv: unknown; waitUntil: (promise: Promise<unknown>) => void; nonce: string; deviceId: string };

/** Built once per request by the Worker entry; routes reach server things only through it. */
export function createLoadContext({ request, rawEnv, waitUntil, nonce, deviceId }: Init) {
  const env = parseEnv(rawEnv);
  const tenant = resolveTenant(new URL(request.url).hostname, env.DEFAULT_TENANT);
  const clock = () => new Date();
  return {
    env,
    tenant,
    /** 001 §3: the currency every price on this render uses. */
    currency: chosenCurrency(request.headers.get("Cookie"), tenant),
    clock,
    nonce,
    deviceId,
    waitUntil,
    isProduction: env.ENVIRONMENT === "production",
    services: createServices({ env, tenant, clock, logger: console }),
  };
}

export type LoadContext = ReturnType<typeof createLoadContext>;

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LoadContext {}
  // Single fetch types for loaders and actions (the v3_singleFetch future flag is on).
  interface Future {
    v3_singleFetch: true;
  }
}

export type { AppLoadContext };
