import type { SigningKeys } from "../../session/keys";
import { signPurposeToken, verifyPurposeToken } from "../alerts/unsubscribe-token";

/**
 * The one-click unsubscribe token of a watched search's e-mail: a JWT naming the search and
 * this one purpose, signed with AUTH_SIGNING_KEYS like the notify-me alerts' token
 * (workers/services/alerts/unsubscribe-token.ts, whose signing it shares). It does not expire;
 * it can only pause that one search.
 */
const PURPOSE = "caravan:saved-search-unsubscribe";

export function signSavedSearchToken(keys: SigningKeys, searchId: string, now = Date.now()): Promise<string> {
  return signPurposeToken(PURPOSE, keys, searchId, now);
}

/** The search id a genuine token names; null for anything forged, altered, of another purpose or malformed. */
export function verifySavedSearchToken(keys: SigningKeys, token: string): Promise<string | null> {
  return verifyPurposeToken(PURPOSE, keys, token);
}
