import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { translate } from "../../app/lib/format/translate";

describe("translate (the components' catalogue lookup)", () => {
  const messages = { a: { b: "Hello {{name}}, {{ count }} trips", plain: "No placeholders" }, top: "Top" };

  it("looks up dotted keys and fills placeholders, spaces inside the braces allowed", () => {
    expect(translate(messages, "a.b", { name: "Ana", count: 3 })).toBe("Hello Ana, 3 trips");
    expect(translate(messages, "top")).toBe("Top");
    expect(translate(messages, "a.plain", { unused: 1 })).toBe("No placeholders");
  });

  it("keeps a placeholder with no value visible and answers a missing or non-leaf key with the key", () => {
    expect(translate(messages, "a.b", { name: "Ana" })).toBe("Hello Ana, {{ count }} trips");
    expect(translate(messages, "a.missing")).toBe("a.missing");
    expect(translate(messages, "a")).toBe("a");
    expect(translate(messages, "top.deeper")).toBe("top.deeper");
  });

  it("does not treat a value as markup or a further placeholder", () => {
    expect(translate(messages, "a.b", { name: "{{count}}<b>", count: 1 })).toBe("Hello {{count}}<b>, 1 trips");
  });

  it("reads every language's real catalogue", () => {
    expect(translate(catalogues.it, "home.heading")).toBe(catalogues.it.home.heading);
  });
});
