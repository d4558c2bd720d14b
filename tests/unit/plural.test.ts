import { describe, expect, it } from "vitest";
import { pluralForm } from "../../app/lib/format/plural";

describe("pluralForm (001 §5)", () => {
  it.each([
    ["trip | trips", 0, "trips"],
    ["trip | trips", 1, "trip"],
    ["trip | trips", 2, "trips"],
    ["no trips | one trip | many trips", 0, "no trips"],
    ["no trips | one trip | many trips", 1, "one trip"],
    ["no trips | one trip | many trips", 7, "many trips"],
    ["viaggi", 1, "viaggi"],
    ["a|b", 1, "a"],
  ])("%s with %i is %s", (label, count, expected) => {
    expect(pluralForm(label, count)).toBe(expected);
  });
});
