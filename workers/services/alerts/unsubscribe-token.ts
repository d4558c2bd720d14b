import { errors, jwtVerify, SignJWT } from "jose";
import type { SigningKeys } from "../../session/keys";

/**
 * The unsubscribe link's token: a JWT naming one subscription and this one purpose,
 * signed with the site's signing keys (AUTH_SIGNING_KEYS, ES256 with a key id, so the usual
 * key rotation covers it and no second secret is needed). It does not expire: an alert read
 * months later must still stop the alerts. It can do one thing only, switch that
 * subscription off, and the page asks before doing it (mail scanners follow links).
 */
const PURPOSE = "caravan:notify-unsubscribe";

export function signUnsubscribeToken(keys: SigningKeys, subscriptionId: string, now = Date.now()): Promise<string> {
  return signPurposeToken(PURPOSE, keys, subscriptionId, now);
}

/** The subscription id a genuine token names; null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(keys: SigningKeys, token: string): Promise<string | null> {
  return verifyPurposeToken(PURPOSE, keys, token);
}

/** A JWT naming one record (a UUID) for one purpose, signed with the site's keys; it does not expire. */
export async function signPurposeToken(purpose: string, keys: SigningKeys, id: string, now = Date.now()): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: keys.current.kid, typ: "JWT" })
    .setAudience(purpose)
    .setSubject(id)
    .setIssuedAt(Math.floor(now / 1000))
    .sign(keys.current.key);
}

/** The id a genuine token of `purpose` names; null for anything forged, altered, of another purpose or malformed. */
export async function verifyPurposeToken(purpose: string, keys: SigningKeys, token: string): Promise<string | null> {
  if (token.length === 0 || token.length > 2_000) return null;
  try {
    const { payload } = await jwtVerify(
      token,
      async (header: { kid?: string }) => {
        const key = header.kid ? keys.byKid.get(header.kid) : undefined;
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      { audience: purpose, algorithms: ["ES256"] },
    );
    return typeof payload.sub === "string" && /^[0-9a-f-]{36}$/i.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}
