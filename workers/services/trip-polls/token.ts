/**
 * A trip poll's link token: the poll's id (16 random bytes) followed by the first 16
 * bytes of HMAC-SHA-256(site secret, purpose + id), written in base64url (43 characters).
 * Nothing secret is stored: the owner's page builds the link again from the id, a friend's link
 * is checked by computing the MAC again and comparing in constant time. Without the secret no
 * token can be made, and the ids are random, so links cannot be guessed or enumerated (256
 * bits, 128 of them a MAC). Rotating the secret (OTP_SECRET) ends every poll's link.
 */
import { hmacSha256, sameHash, toHex } from "../../digests";

const PURPOSE = "caravan:trip-poll:";
const ID_BYTES = 16;
const MAC_BYTES = 16;
/** 32 bytes in base64url without padding. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function macOf(secret: string, pollId: string): Promise<Uint8Array> {
  return (await hmacSha256(secret, PURPOSE + pollId)).slice(0, MAC_BYTES);
}

/** A new poll id: 16 random bytes, hex. */
export function newPollId(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(ID_BYTES)));
}

/** The link token of a poll. */
export async function pollToken(secret: string, pollId: string): Promise<string> {
  const bytes = new Uint8Array(ID_BYTES + MAC_BYTES);
  bytes.set(fromHex(pollId), 0);
  bytes.set(await macOf(secret, pollId), ID_BYTES);
  return toBase64Url(bytes);
}

/** The poll id a genuine token names; null for anything malformed, altered or forged. */
export async function pollIdOf(secret: string, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const bytes = fromBase64Url(token);
  // One spelling per token: the last character's spare bits must be zero.
  if (bytes.length !== ID_BYTES + MAC_BYTES || toBase64Url(bytes) !== token) return null;
  const pollId = toHex(bytes.slice(0, ID_BYTES));
  const expected = toHex(await macOf(secret, pollId));
  return sameHash(toHex(bytes.slice(ID_BYTES)), expected) ? pollId : null;
}

function fromHex(hex: string): Uint8Array {
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error("a poll id is 32 hex digits");
  return Uint8Array.from(hex.match(/../g)!.map((pair) => Number.parseInt(pair, 16)));
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
