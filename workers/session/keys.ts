/**
 * Signing keys: ES256 private keys as a JSON array of JWKs, each with a
 * `kid`, from the AUTH_SIGNING_KEYS secret (`.dev.vars` locally, `wrangler secret` in
 * production). The first key signs; every listed key verifies, so a key can rotate: add
 * the new one first, keep the old one until its tokens have expired, then drop it.
 */
import { importJWK, type JWK } from "jose";
import { z } from "zod";

const jwkSchema = z
  .object({ kty: z.literal("EC"), crv: z.literal("P-256"), x: z.string(), y: z.string(), d: z.string(), kid: z.string().min(1) })
  .loose();
const keysSchema = z.array(jwkSchema).min(1);

export type SigningKeys = {
  /** The key new tokens are signed with. */
  current: { kid: string; key: CryptoKey };
  /** Every key's public half by id, for verification (Web Crypto verifies with public keys only). */
  byKid: Map<string, CryptoKey>;
  /** The public halves, as the JWKS endpoint publishes them. */
  publicJwks: JWK[];
};

const parsed = new Map<string, Promise<SigningKeys>>();

export function signingKeys(secret: string): Promise<SigningKeys> {
  let keys = parsed.get(secret);
  if (!keys) {
    keys = load(secret);
    parsed.set(secret, keys);
    keys.catch(() => parsed.delete(secret));
  }
  return keys;
}

async function load(secret: string): Promise<SigningKeys> {
  let json: unknown;
  try {
    json = JSON.parse(secret);
  } catch {
    throw new Error("AUTH_SIGNING_KEYS is not JSON: it must be an array of EC P-256 private JWKs with a kid");
  }
  const jwks = keysSchema.parse(Array.isArray(json) ? json : [json]);
  const byKid = new Map<string, CryptoKey>();
  const publicJwks = jwks.map(({ kty, crv, x, y, kid }) => ({ kty, crv, x, y, kid, alg: "ES256", use: "sig" }));
  for (const jwk of publicJwks) byKid.set(jwk.kid, (await importJWK(jwk, "ES256")) as CryptoKey);
  const first = jwks[0]!;
  return {
    current: { kid: first.kid, key: (await importJWK(first as JWK, "ES256")) as CryptoKey },
    byKid,
    publicJwks,
  };
}
