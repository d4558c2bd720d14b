/**
 * Trip poll link tokens: a poll id and a MAC of it under the site's secret. Only the
 * genuine spelling of a genuine token names its poll; anything altered, forged, re-encoded or
 * made under another secret names nothing.
 */
import { describe, expect, it } from "vitest";
import { newPollId, pollIdOf, pollToken, TOKEN_PATTERN } from "../../workers/services/trip-polls/token";

const SECRET = "a-test-secret-of-some-length";

describe("poll tokens", () => {
  it("name their poll, are 43 URL-safe characters, and differ per poll", async () => {
    const ids = Array.from({ length: 20 }, () => newPollId());
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      const token = await pollToken(SECRET, id);
      expect(token).toMatch(TOKEN_PATTERN);
      expect(await pollIdOf(SECRET, token)).toBe(id);
    }
  });

  it("name nothing when altered anywhere, made under another secret, or malformed", async () => {
    const id = newPollId();
    const token = await pollToken(SECRET, id);
    const flip = (i: number) => token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
    for (let i = 0; i < token.length - 1; i++) expect(await pollIdOf(SECRET, flip(i)), `position ${i}`).toBeNull();
    expect(await pollIdOf("another-secret-of-some-length", token)).toBeNull();
    for (const bad of ["", "short", `${token}A`, token.slice(1), `${token.slice(0, 42)}=`, "A".repeat(43), `${token.slice(0, 42)}+`]) {
      expect(await pollIdOf(SECRET, bad), bad).toBeNull();
    }
  });

  it("accept one spelling only: the last character's spare bits must be zero", async () => {
    const token = await pollToken(SECRET, newPollId());
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(token.at(-1)!);
    // 43 characters carry 258 bits for 256: the last character's two low bits are padding.
    const sameBytes = alphabet[last ^ 1]!;
    expect(await pollIdOf(SECRET, token.slice(0, 42) + sameBytes)).toBeNull();
  });
});
