/**
 * A kept page's nonce, as bytes: a copy is stored with the render's nonce taken out and the
 * offsets it stood at (edge-cache.ts), and each answer puts its own nonce back there, so a hit
 * is spliced as bytes, never decoded, searched and encoded again.
 */

/** A body's bytes, as a Response takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** The body without the nonce's every occurrence, and the byte offsets it stood at (in the result). */
export function withoutNonce(body: Bytes, nonce: Uint8Array): { bytes: Bytes; at: number[] } {
  const at: number[] = [];
  const parts: Bytes[] = [];
  let from = 0;
  let removed = 0;
  for (let i = indexOf(body, nonce, 0); i !== -1; i = indexOf(body, nonce, i + nonce.length)) {
    parts.push(body.subarray(from, i));
    at.push(i - removed);
    removed += nonce.length;
    from = i + nonce.length;
  }
  if (at.length === 0) return { bytes: body, at };
  parts.push(body.subarray(from));
  return { bytes: concat(parts, body.length - removed), at };
}

/** The stored body with `nonce` put back at each offset of `at` (withoutNonce's inverse). */
export function withNonce(bytes: Bytes, at: readonly number[], nonce: Uint8Array): Bytes {
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const offset of at) {
    if (!(offset >= from && offset <= bytes.length)) throw new Error(`edge cache: a copy's nonce offset ${offset} is out of order`);
    parts.push(bytes.subarray(from, offset), nonce);
    from = offset;
  }
  parts.push(bytes.subarray(from));
  return concat(parts, bytes.length + at.length * nonce.length);
}

function concat(parts: readonly Uint8Array[], length: number): Bytes {
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The first index of `needle` in `haystack` from `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first!, from); i !== -1 && i <= last; i = haystack.indexOf(first!, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}
