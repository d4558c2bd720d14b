/**
 * One-time codes: 6 digits drawn without bias, kept only as an
 * HMAC with a server secret, compared in constant time.
 */

export const CODE_LENGTH = 6;

const LIMIT = 10 ** CODE_LENGTH;
// The largest multiple of 10^6 below 2^32: draws at or above it are thrown away, so every
// code is equally likely (a plain modulo would favour the low codes).
const UNBIASED_CEILING = Math.floor(2 ** 32 / LIMIT) * LIMIT;

export function drawCode(random: (buffer: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b)): string {
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = random(buffer)[0]!;
    if (value < UNBIASED_CEILING) return String(value % LIMIT).padStart(CODE_LENGTH, "0");
  }
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

/** The stored form of a code: HMAC-SHA-256 over the e-mail and the code, hex. */
export async function hashCode(secret: string, email: string, code: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(`${email}\n${code}`));
  return toHex(new Uint8Array(signature));
}

/** Equal strings in time that does not depend on where they first differ. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function toHex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(value: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value))));
}
