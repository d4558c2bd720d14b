/**
 * Places the app joins while it renders (a watched search's default name, what the AI search
 * loosened) are listed the way each language lists them, never with "&" or a bare comma.
 */
import { describe, expect, it } from "vitest";
import { formatList } from "../../app/lib/format/list";

describe("a list of places in each site language", () => {
  it.each([
    ["en-GB", "Serbia, Hungary and Austria"],
    ["en-US", "Serbia, Hungary, and Austria"],
    ["it", "Serbia, Ungheria e Austria"],
    ["es", "Serbia, Hungría y Austria"],
    ["fr", "Serbie, Hongrie et Autriche"],
    ["de", "Serbien, Ungarn und Österreich"],
  ])("%s: %s", (language, expected) => {
    const names = expected.split(/, and |, | and | e | y | et | und /);
    expect(formatList(names, language)).toBe(expected);
    expect(formatList(names.slice(0, 2), language)).not.toMatch(/&|,/);
    expect(formatList(names.slice(0, 1), language)).toBe(names[0]);
  });
});
