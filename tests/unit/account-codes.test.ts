import { describe, expect, it } from "vitest";
import { isValidTaxCode, normalizeTaxCode } from "../../app/lib/account/tax-code";
import { CODE_LENGTH, drawCode, hashCode } from "../../workers/services/accounts/one-time-code";
import { sameHash } from "../../workers/digests";
import { normalizeEmail } from "../../workers/services/accounts/service";

describe("one-time codes", () => {
  it("are six digits, leading zeros kept", () => {
    expect(drawCode(() => new Uint32Array([7]))).toBe("000007");
    for (let i = 0; i < 200; i++) expect(drawCode()).toMatch(new RegExp(`^[0-9]{${CODE_LENGTH}}$`));
  });

  it("throw away draws that would favour low codes (no modulo bias)", () => {
    // 4 294 000 000 and above cannot map evenly onto 10^6 codes: they are drawn again.
    const draws = [4_294_967_295, 4_294_000_000, 123_456_789];
    let calls = 0;
    const code = drawCode((buffer) => {
      buffer[0] = draws[calls++]!;
      return buffer;
    });
    expect(calls).toBe(3);
    expect(code).toBe("456789");
  });

  it("spread over the whole range", () => {
    const firstDigits = new Set(Array.from({ length: 400 }, () => drawCode()[0]));
    expect(firstDigits.size).toBe(10);
  });

  it("are stored as an HMAC bound to the e-mail and the secret", async () => {
    const a = await hashCode("secret-1", "ann@example.com", "123456");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain("123456");
    expect(await hashCode("secret-1", "ann@example.com", "123456")).toBe(a);
    expect(await hashCode("secret-2", "ann@example.com", "123456")).not.toBe(a);
    expect(await hashCode("secret-1", "bob@example.com", "123456")).not.toBe(a);
    expect(await hashCode("secret-1", "ann@example.com", "123457")).not.toBe(a);
  });

  it("compare hashes exactly", () => {
    expect(sameHash("abcd", "abcd")).toBe(true);
    expect(sameHash("abcd", "abce")).toBe(false);
    expect(sameHash("abcd", "abc")).toBe(false);
  });
});

describe("e-mail addresses", () => {
  it.each([
    ["  Ann.Smith@Example.COM ", "ann.smith@example.com"],
    ["a@b.co", "a@b.co"],
  ])("%s is kept as %s", (input, expected) => expect(normalizeEmail(input)).toBe(expected));

  it.each(["", "ann", "ann@", "@example.com", "ann@example", "ann smith@example.com", 42, null, `${"a".repeat(250)}@example.com`])(
    "%s is refused",
    (input) => {
      expect(normalizeEmail(input)).toBeNull();
    },
  );
});

describe("tax codes (Italy and Spain)", () => {
  it.each(["MRTMTT25D09F205Z", "rssmra85t10a562s", "RSS MRA 85T10 A562S"])("accepts the codice fiscale %s", (code) => {
    expect(isValidTaxCode("IT", code)).toBe(true);
  });

  it.each(["MRTMTT25D09F205A", "RSSMRA85T10A562", "1234567890123456", "RSSMRA85T10A56"])("refuses the codice fiscale %s", (code) => {
    expect(isValidTaxCode("IT", code)).toBe(false);
  });

  it.each(["12345678Z", "00000000T", "X1234567L", "y1234567x", "Z0000000M"])("accepts the DNI / NIE %s", (code) => {
    expect(isValidTaxCode("ES", code)).toBe(true);
  });

  it.each(["12345678A", "1234567Z", "A1234567L", "X1234567A"])("refuses the DNI / NIE %s", (code) => {
    expect(isValidTaxCode("ES", code)).toBe(false);
  });

  it("normalizes case and spaces", () => expect(normalizeTaxCode(" x123 4567l ")).toBe("X1234567L"));
});
