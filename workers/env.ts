import { z } from "zod";

const binding = <T>(method: string) =>
  z.custom<T>((value) => typeof value === "object" && value !== null && method in value, `binding without ${method}()`);

/** The Worker's bindings and variables, checked once per request at the entry (cheap). */
export const envSchema = z
  .object({
    DB: binding<D1Database>("prepare"),
    /** Cached copies only (top-sellers, pages): anything here may be evicted and rebuilt from D1. */
    CACHE: binding<KVNamespace>("get"),
    ASSETS: binding<Fetcher>("fetch").optional(),
    ENVIRONMENT: z.enum(["development", "production"]).default("development"),
    DEFAULT_TENANT: z.string().default("int"),
    /**
     * Secrets of sign-in: ES256 private JWKs with key ids, and the HMAC key
     * of stored one-time codes. Without them the site runs, and sign-in answers 503.
     */
    AUTH_SIGNING_KEYS: z.string().min(1).optional(),
    OTP_SECRET: z.string().min(16).optional(),
    /** Per-IP brake on code requests (Workers rate-limit binding; emulated locally). */
    OTP_RATE_LIMITER: binding<RateLimit>("limit").optional(),
    /**
     * Where each site is reached when no request says so (the scheduled job's alert e-mails):
     * "{tenant}" stands for the site's id, e.g. "http://{tenant}.localhost:8787" (written by
     * `npm start`). Unset: https and the site's first production host.
     */
    PUBLIC_ORIGIN_TEMPLATE: z
      .string()
      .refine((value) => value.includes("{tenant}") && isWebUrl(value.replaceAll("{tenant}", "int")), {
        message: 'must be an http(s) URL with "{tenant}" in it',
      })
      .optional(),
    /**
     * AI-assisted trip search: which interpreter answers. "rules" (default) is offline;
     * "workers-ai" asks the optional `AI` binding (remote only) and falls back to the rules.
     */
    AI_SEARCH_ENGINE: z.enum(["rules", "workers-ai"]).default("rules"),
    /**
     * Tests and demos only: the AI search reads periods ("next summer", "in two months") from
     * this day (YYYY-MM-DD) instead of the site's today. Ignored in production.
     */
    AI_SEARCH_TODAY: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    AI_SEARCH_MODEL: z.string().min(1).optional(),
    AI: binding<{ run(model: string, input: Record<string, unknown>): Promise<unknown> }>("run").optional(),
    /**
     * How long an isolate keeps the page generation it read (workers/http/edge-cache.ts)
     * before reading it again: a cache hit then costs no D1 read, and a price change or a publish
     * shows on anonymous pages within this many seconds. 0 (the default): read on every request.
     */
    PAGE_GENERATION_TTL_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
    /**
     * How long an isolate trusts a signed-in person's site session it found open before reading
     * it again (workers/session/records.ts): a signed-in page then costs no D1 read, and a logout
     * made in another isolate shows within this many seconds (in the same isolate, at once).
     * 0 (the default): read on every signed-in request.
     */
    SESSION_CHECK_TTL_SECONDS: z.coerce.number().int().min(0).max(30).default(0),
    /**
     * The browser and integration tests only: a tag manager container for a site whose config names
     * none, used on requests that carry the TEST_ANALYTICS_COOKIE cookie (workers/analytics.ts), so the
     * cookie banner can be tested while no site has a container. `npm start -- --test-hooks` passes it;
     * it is ignored unless ENVIRONMENT is "development", and `npm run deploy:check` refuses it in production.
     */
    TEST_ANALYTICS_CONTAINER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must be a container id like GTM-ABC123")
      .optional(),
    /** The host of the built-in identity provider. */
    ACCOUNTS_HOST: z.string().default("accounts.localhost"),
    /**
     * An external OpenID Connect provider in place of the built-in one: its
     * issuer URL, and per site its client secret (JSON: { "it": "secret" }) or its client id and
     * secret ({ "it": { "clientId": "…", "clientSecret": "…" } }). Unset: the built-in provider.
     */
    OIDC_ISSUER_URL: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_SECRETS: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: "custom", message: "is not JSON" });
          return z.NEVER;
        }
      })
      .pipe(z.record(z.string(), z.union([z.string().min(1), z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1) })])))
      .optional(),
  })
  .refine((env) => !env.OIDC_ISSUER_URL || env.OIDC_CLIENT_SECRETS, {
    message: "OIDC_ISSUER_URL needs OIDC_CLIENT_SECRETS",
    path: ["OIDC_CLIENT_SECRETS"],
  });

export type Env = z.infer<typeof envSchema>;

function isWebUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function parseEnv(raw: unknown): Env {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Worker environment: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}
