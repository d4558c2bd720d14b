// What a production deploy needs from wrangler.toml's [env.production], checked against the
// site configs (tenants/*.json) rather than written twice: every public host of every site
// and the identity provider's host served as a custom domain, nothing routed that no site
// claims, the production variables, every binding the Worker reads, and the alert job's cron.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TEST_HOOKS_TOKEN_VAR } from "../../workers/test-hooks";
import { TEST_ANALYTICS_CONTAINER_VAR } from "../../workers/analytics";

/** The part of wrangler's resolved configuration this check reads. */
export type DeployConfig = {
  routes?: unknown[];
  vars?: Record<string, unknown>;
  d1_databases?: { binding: string; database_id?: string; migrations_dir?: string }[];
  kv_namespaces?: { binding: string; id?: string }[];
  ratelimits?: { name: string }[];
  triggers?: { crons?: string[] };
  assets?: { binding?: string; directory?: string };
};

export type SiteHosts = { id: string; hosts: string[] };

/** Every site config in a tenants folder (each JSON but the route table) with its hosts. */
export function siteHostsIn(dir: string): SiteHosts[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json") && file !== "routes.json")
    .sort()
    .map((file) => {
      const raw = JSON.parse(readFileSync(join(dir, file), "utf8")) as { id?: unknown; hosts?: unknown };
      const hosts = Array.isArray(raw.hosts) ? raw.hosts.filter((h): h is string => typeof h === "string") : [];
      return { id: typeof raw.id === "string" ? raw.id : file, hosts };
    });
}

/** A local alias (`it.localhost`) is never a production route. */
const isPublicHost = (host: string) => host !== "localhost" && !host.endsWith(".localhost");

function customDomains(routes: unknown[] | undefined): { domains: string[]; problems: string[] } {
  const domains: string[] = [];
  const problems: string[] = [];
  for (const route of routes ?? []) {
    if (typeof route === "object" && route && "custom_domain" in route && route.custom_domain === true && "pattern" in route) {
      domains.push(String(route.pattern));
    } else {
      problems.push(`routes: ${JSON.stringify(route)} is not a custom domain ({ pattern = "host", custom_domain = true })`);
    }
  }
  return { domains, problems };
}

/** The Worker's bindings (workers/env.ts) a production deploy must provide. */
const REQUIRED = { d1: ["DB"], kv: ["CACHE"], ratelimits: ["OTP_RATE_LIMITER"] } as const;

/** Every problem of a production configuration, one line each; empty when it can be deployed. */
export function productionConfigProblems(config: DeployConfig, sites: SiteHosts[]): string[] {
  const problems: string[] = [];
  const { domains, problems: routeProblems } = customDomains(config.routes);
  problems.push(...routeProblems);
  const accountsHost = typeof config.vars?.ACCOUNTS_HOST === "string" ? config.vars.ACCOUNTS_HOST : null;
  if (!accountsHost || !isPublicHost(accountsHost)) problems.push("vars: ACCOUNTS_HOST must name the identity provider's public host");
  const expected = new Map<string, string>();
  for (const site of sites) for (const host of site.hosts.filter(isPublicHost)) expected.set(host, `site ${site.id}`);
  if (accountsHost && isPublicHost(accountsHost)) expected.set(accountsHost, "the identity provider (ACCOUNTS_HOST)");
  for (const [host, owner] of expected) {
    if (!domains.includes(host)) problems.push(`routes: ${host} (${owner}) is not routed to the Worker`);
  }
  for (const domain of new Set(domains)) {
    if (!expected.has(domain)) problems.push(`routes: ${domain} is routed but no site in tenants/ and not ACCOUNTS_HOST claims it`);
  }
  if (domains.length !== new Set(domains).size) problems.push("routes: a host is listed twice");

  if (config.vars?.ENVIRONMENT !== "production") problems.push('vars: ENVIRONMENT must be "production"');
  // The browser tests' database hooks (workers/test-hooks.ts) are `npm start -- --test-hooks` only.
  if (config.vars && TEST_HOOKS_TOKEN_VAR in config.vars)
    problems.push(`vars: ${TEST_HOOKS_TOKEN_VAR} opens the test hooks into the database: never in production`);
  // The browser tests' tag manager container (workers/analytics.ts) is `npm start -- --test-hooks` only.
  if (config.vars && TEST_ANALYTICS_CONTAINER_VAR in config.vars)
    problems.push(`vars: ${TEST_ANALYTICS_CONTAINER_VAR} gives sites the tests' tag manager container: never in production`);
  if (typeof config.vars?.MAIL_FROM !== "string") problems.push("vars: MAIL_FROM (the sender of every e-mail) is missing");
  const d1 = config.d1_databases ?? [];
  for (const name of REQUIRED.d1) {
    const db = d1.find((entry) => entry.binding === name);
    if (!db) problems.push(`d1_databases: the ${name} binding is missing`);
    else if (!db.database_id) problems.push(`d1_databases: ${name} has no database_id`);
    else if (db.migrations_dir !== "workers/db/migrations")
      problems.push(`d1_databases: ${name}'s migrations_dir must be workers/db/migrations`);
  }
  for (const name of REQUIRED.kv) {
    const kv = (config.kv_namespaces ?? []).find((entry) => entry.binding === name);
    if (!kv?.id) problems.push(`kv_namespaces: the ${name} binding (with its id) is missing`);
  }
  for (const name of REQUIRED.ratelimits) {
    if (!(config.ratelimits ?? []).some((entry) => entry.name === name)) problems.push(`ratelimits: the ${name} binding is missing`);
  }
  // The alert job (workers/scheduled.ts) runs on the cron trigger only.
  if (!(config.triggers?.crons ?? []).length) problems.push("triggers: no cron: the alert job would never run");
  if (config.assets?.binding !== "ASSETS") problems.push("assets: the ASSETS binding (public/) is missing");
  return problems;
}

/** An id made only of zeros (and dashes): the placeholder wrangler.toml ships with. */
const isPlaceholder = (id: string | undefined) => typeof id === "string" && /^[0-]+$/.test(id);

/**
 * The production bindings whose id is still the all-zero placeholder, one warning each: the
 * configuration is valid and builds, but a deploy with it would fail (README, "Deploying", step 1).
 */
export function placeholderIdWarnings(config: DeployConfig): string[] {
  const warnings: string[] = [];
  for (const db of config.d1_databases ?? [])
    if (isPlaceholder(db.database_id))
      warnings.push(
        `d1_databases: ${db.binding}'s database_id is still the placeholder ${db.database_id}: put in the id \`wrangler d1 create caravan\` prints`,
      );
  for (const kv of config.kv_namespaces ?? [])
    if (isPlaceholder(kv.id))
      warnings.push(
        `kv_namespaces: ${kv.binding}'s id is still the placeholder ${kv.id}: put in the id \`wrangler kv namespace create caravan-cache\` prints`,
      );
  return warnings;
}
