import { errors, jwtVerify, SignJWT } from "jose";
import type { SigningKeys } from "../../session/keys";

/**
 * The one-click unsubscribe token of a watched search's e-mail: a JWT naming the search and
 * this one purpose, signed with AUTH_SIGNING_KEYS like the notify-me alerts' token
 * (workers/services/alerts/unsubscribe-token.ts). It does not expire; it can only pause that
 * one search.
 */
const PURPOSE = "caravan:saved-search-unsubscribe";

export async function signSavedSearchToken(keys: SigningKeys, searchId: string, now = Date.now()): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: keys.current.kid, typ: "JWT" })
    .setAudience(PURPOSE)
    .setSubject(searchId)
    .setIssuedAt(Math.floor(now / 1000))
    .sign(keys.current.key);
}

/** The search id a genuine token names; null for anything forged, altered, of another purpose or malformed. */
export async function verifySavedSearchToken(keys: SigningKeys, token: string): Promise<string | null> {
  if (token.length === 0 || token.length > 2_000) return null;
  try {
    const { payload } = await jwtVerify(
      token,
      async (header: { kid?: string }) => {
        const key = header.kid ? keys.byKid.get(header.kid) : undefined;
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      { audience: PURPOSE, algorithms: ["ES256"] },
    );
    return typeof payload.sub === "string" && /^[0-9a-f-]{36}$/i.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}
