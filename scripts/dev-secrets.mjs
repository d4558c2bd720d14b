// Local secrets for sign-in: `.dev.vars` (git-ignored) holds a fresh ES256
// signing key and a code secret, made on this machine the first time the site starts.
// Production sets the same names with `wrangler secret put`; nothing secret is committed.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes, webcrypto } from "node:crypto";

export async function devSecrets() {
  const { exportJWK, generateKeyPair } = await import("jose");
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `dev-${webcrypto.randomUUID().slice(0, 8)}` };
  return { AUTH_SIGNING_KEYS: JSON.stringify([jwk]), OTP_SECRET: randomBytes(32).toString("hex") };
}

/** Adds the missing sign-in secrets to a .dev.vars file; existing values are kept. */
export async function ensureDevVars(path = ".dev.vars") {
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  const has = (name) => new RegExp(`^${name}=`, "m").test(current);
  const secrets = await devSecrets();
  const missing = Object.entries(secrets).filter(([name]) => !has(name));
  if (missing.length === 0) return false;
  // Single quotes: dotenv keeps the JSON inside as it is.
  const lines = missing.map(([name, value]) => `${name}='${value}'`);
  writeFileSync(path, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`, { mode: 0o600 });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const made = await ensureDevVars();
  console.log(made ? "Made local sign-in secrets in .dev.vars" : ".dev.vars already has the sign-in secrets");
}
