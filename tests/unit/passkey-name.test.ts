import { describe, expect, it } from "vitest";
import { distinctName } from "../../workers/services/accounts/passkeys";
import providers from "../../workers/services/accounts/passkey-providers.json";

describe("a new passkey's name", () => {
  it("is the name given when the person has no passkey of that name", () => {
    expect(distinctName("Google Password Manager", new Set())).toBe("Google Password Manager");
  });

  it("gets the first free number when another passkey of the person reads the same", () => {
    expect(distinctName("Chrome · Linux", new Set(["Chrome · Linux"]))).toBe("Chrome · Linux (2)");
    expect(distinctName("Chrome · Linux", new Set(["Chrome · Linux", "Chrome · Linux (2)"]))).toBe("Chrome · Linux (3)");
  });

  it("is never empty", () => {
    expect(distinctName("  ", new Set())).toBe("Passkey");
  });

  it("knows the big providers by their authenticator model id, written in lower case", () => {
    const names = providers as Record<string, string>;
    expect(names["ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4"]).toBe("Google Password Manager");
    expect(names["08987058-cadc-4b81-b6e1-30de50dcbe96"]).toBe("Windows Hello");
    expect(Object.keys(names).every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });
});
