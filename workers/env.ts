import { z } from "zod";

const binding = <T>(method: string) =>
  z.custom<T>((value) => typeof value === "object" && value !== null && method in value, `binding without ${method}()`);

/** The Worker's bindings and variables, checked once per request at the entry (cheap). */
export const envSchema = z.object({
  DB: binding<D1Database>("prepare"),
  /** Cached copies only (top-sellers, pages): anything here may be evicted and rebuilt from D1. */
  CACHE: binding<KVNamespace>("get"),
  ASSETS: binding<Fetcher>("fetch").optional(),
  ENVIRONMENT: z.enum(["development", "production"]).default("development"),
  DEFAULT_TENANT: z.string().default("int"),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(raw: unknown): Env {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Worker environment: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}
