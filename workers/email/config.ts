import { z } from "zod";

/**
 * The mail settings, read from the Worker's vars and secrets (the
 * transport is chosen by configuration). Development needs none of them: mail goes over
 * SMTP to the local inbox that `npm start` runs on 127.0.0.1:1025. Production must name its
 * sender and its transport's endpoint: a missing one is an error naming the setting.
 */

const DEV_SMTP_HOST = "127.0.0.1";
const DEV_SMTP_PORT = 1025;
const DEV_FROM = "Caravan <hello@caravan.localhost>";
/** Resend's API (POST {base}/emails); any service speaking the same JSON works. */
const DEFAULT_API_URL = "https://api.resend.com";

/** An empty var counts as unset (a `.dev.vars` line left blank); a number var stays a number. */
const present = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : (value ?? undefined));

export type Sender = { name?: string; address: string };

/** "Caravan <hello@caravantrips.com>" or a bare address. */
export function parseSender(value: string): Sender | null {
  const named = /^\s*"?([^"<>]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  if (named) return named[1] ? { name: named[1], address: named[2]! } : { address: named[2]! };
  const bare = /^\s*([^<>\s"]+@[^<>\s"]+)\s*$/.exec(value);
  return bare ? { address: bare[1]! } : null;
}

/** "Caravan <hello@…>" for headers and APIs that take one string. */
export function formatSender(sender: Sender): string {
  if (!sender.name) return sender.address;
  const name = /[",<>@;:\\]/.test(sender.name) ? `"${sender.name.replace(/["\\]/g, "\\$&")}"` : sender.name;
  return `${name} <${sender.address}>`;
}

const rawMailEnvSchema = z.object({
  ENVIRONMENT: z.preprocess(present, z.enum(["development", "production"]).default("development")),
  MAIL_TRANSPORT: z.preprocess(present, z.enum(["smtp", "http"]).default("smtp")),
  MAIL_FROM: z.preprocess(present, z.string().optional()),
  SMTP_HOST: z.preprocess(present, z.string().optional()),
  SMTP_PORT: z.preprocess(present, z.coerce.number().int().min(1).max(65535).optional()),
  /** off: plain (the local inbox); starttls: upgrade when offered; tls: TLS from the start (port 465). */
  SMTP_SECURITY: z.preprocess(present, z.enum(["off", "starttls", "tls"]).optional()),
  SMTP_USER: z.preprocess(present, z.string().optional()),
  SMTP_PASSWORD: z.preprocess(present, z.string().optional()),
  MAIL_API_URL: z.preprocess(present, z.url({ protocol: /^https?$/ }).optional()),
  MAIL_API_KEY: z.preprocess(present, z.string().optional()),
});

export type SmtpConfig = {
  transport: "smtp";
  from: Sender;
  host: string;
  port: number;
  security: "off" | "starttls" | "tls";
  credentials?: { username: string; password: string };
};

export type HttpApiConfig = {
  transport: "http";
  from: Sender;
  /** Base URL; the adapter POSTs to `${apiUrl}/emails`. */
  apiUrl: string;
  apiKey: string;
};

export type MailConfig = SmtpConfig | HttpApiConfig;

export class MailConfigError extends Error {
  override name = "MailConfigError";
}

/** Reads the mail settings from the raw Worker env; throws a MailConfigError naming what is wrong. */
export function parseMailConfig(rawEnv: unknown): MailConfig {
  const parsed = rawMailEnvSchema.safeParse(rawEnv ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new MailConfigError(`Mail settings: ${issues}`);
  }
  const env = parsed.data;
  const production = env.ENVIRONMENT === "production";
  const missing = (name: string, why: string) => new MailConfigError(`Mail settings: ${name} is missing (${why})`);

  if (!env.MAIL_FROM && production) throw missing("MAIL_FROM", 'the sender, e.g. "Caravan <hello@caravantrips.com>"');
  const from = parseSender(env.MAIL_FROM ?? DEV_FROM);
  if (!from) throw new MailConfigError(`Mail settings: MAIL_FROM is not "Name <address>" or an address: ${env.MAIL_FROM}`);

  if (env.MAIL_TRANSPORT === "http") {
    if (!env.MAIL_API_KEY) throw missing("MAIL_API_KEY", 'MAIL_TRANSPORT is "http"; set it with `wrangler secret put MAIL_API_KEY`');
    return { transport: "http", from, apiUrl: (env.MAIL_API_URL ?? DEFAULT_API_URL).replace(/\/+$/, ""), apiKey: env.MAIL_API_KEY };
  }

  // The local inbox is the default only outside production: a deployed Worker has no 127.0.0.1.
  if (!env.SMTP_HOST && production) throw missing("SMTP_HOST", 'MAIL_TRANSPORT is "smtp" in production');
  const host = env.SMTP_HOST ?? DEV_SMTP_HOST;
  if ((env.SMTP_USER === undefined) !== (env.SMTP_PASSWORD === undefined)) {
    throw missing(env.SMTP_USER === undefined ? "SMTP_USER" : "SMTP_PASSWORD", "SMTP_USER and SMTP_PASSWORD go together");
  }
  const loopback = host === "localhost" || host === "::1" || host.startsWith("127.");
  return {
    transport: "smtp",
    from,
    host,
    port: env.SMTP_PORT ?? DEV_SMTP_PORT,
    // A remote server gets STARTTLS unless told otherwise: credentials never cross in the clear by default.
    security: env.SMTP_SECURITY ?? (loopback ? "off" : "starttls"),
    ...(env.SMTP_USER && env.SMTP_PASSWORD ? { credentials: { username: env.SMTP_USER, password: env.SMTP_PASSWORD } } : {}),
  };
}
