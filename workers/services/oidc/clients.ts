/**
 * The clients of the built-in identity provider: the seven country sites.
 * A client's id is its tenant id; its one redirect URI is the site's origin + /login/redirect
 * and its one post-logout URI the site's origin + /. Locally every site and the
 * provider share the port of the one Worker (`http://it.localhost:8787`); in production a
 * site is its first hostname over HTTPS and the provider is https://ACCOUNTS_HOST.
 *
 * Client secrets are not stored: a client's secret is HMAC-SHA-256(OTP_SECRET,
 * "oidc-client:" + client_id) in hex, so the provider and the sites (one Worker, one secret)
 * derive the same value, and rotating OTP_SECRET rotates every client secret with it.
 */
import { getTenant, tenants, type TenantConfig } from "../../../tenants";
import { hmacSha256Hex, sameHash } from "../../digests";

export const REDIRECT_PATH = "/login/redirect";

export function isLocalHostname(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost");
}

/** Where a site is served: its first production host, or its dev alias on the current port. */
export function siteOriginOf(tenant: TenantConfig, current: URL): string {
  if (isLocalHostname(current.hostname)) return `${current.protocol}//${tenant.id}.localhost${current.port ? `:${current.port}` : ""}`;
  return `https://${tenant.hosts[0]}`;
}

/** The provider's origin (its issuer): the accounts host, on the current port locally. */
export function accountsOriginOf(accountsHost: string, current: URL): string {
  if (isLocalHostname(accountsHost)) return `${current.protocol}//${accountsHost}${current.port ? `:${current.port}` : ""}`;
  return `https://${accountsHost}`;
}

/** A registered client, or null. */
export function clientOf(clientId: string | null | undefined): TenantConfig | null {
  return clientId ? (getTenant(clientId) ?? null) : null;
}

export function redirectUriOf(client: TenantConfig, current: URL): string {
  return siteOriginOf(client, current) + REDIRECT_PATH;
}

export function postLogoutUriOf(client: TenantConfig, current: URL): string {
  return `${siteOriginOf(client, current)}/`;
}

/** Every client site's origin: the pages of the provider may send a form's redirect there (CSP form-action). */
export function clientOrigins(current: URL): string[] {
  return tenants.map((tenant) => siteOriginOf(tenant, current));
}

/** The secret of a client: HMAC-SHA-256(OTP_SECRET, "oidc-client:" + client_id), hex. */
export function clientSecretOf(secret: string, clientId: string): Promise<string> {
  return hmacSha256Hex(secret, `oidc-client:${clientId}`);
}

export async function isClientSecret(secret: string, clientId: string, presented: string): Promise<boolean> {
  return sameHash(await clientSecretOf(secret, clientId), presented);
}

/**
 * The site whose language a provider page speaks (OIDC ui_locales: a space-separated list of
 * BCP 47 tags, most wanted first): the client's own site when its language is asked for (or
 * nothing is), else the first site whose language matches a tag exactly, then by its primary
 * subtag. With no registered client, the default site.
 */
export function tenantForLocales(client: TenantConfig | null, uiLocales: string | null, fallback: TenantConfig): TenantConfig {
  const base = client ?? fallback;
  const wanted = (uiLocales ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((tag) => tag.toLowerCase());
  const primary = (tag: string) => tag.split("-")[0]!;
  for (const tag of wanted) {
    if (base.language.toLowerCase() === tag || primary(base.language.toLowerCase()) === tag) return base;
    const exact = tenants.find((t) => t.language.toLowerCase() === tag);
    if (exact) return exact;
    if (primary(base.language.toLowerCase()) === primary(tag)) return base;
    const loose = tenants.find((t) => primary(t.language.toLowerCase()) === primary(tag));
    if (loose) return loose;
  }
  return base;
}
