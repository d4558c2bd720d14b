/**
 * One-time codes: 6 digits drawn without bias, kept only as an
 * HMAC with a server secret, compared in constant time (workers/digests.ts).
 */
import { hmacSha256Hex } from "../../digests";

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

/** The stored form of a code: HMAC-SHA-256 over the e-mail and the code, hex. */
export function hashCode(secret: string, email: string, code: string): Promise<string> {
  return hmacSha256Hex(secret, `${email}\n${code}`);
}
