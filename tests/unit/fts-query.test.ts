import { describe, expect, it } from "vitest";
import { ftsMatchExpression } from "../../workers/services/catalogue/fts-query";

describe("free text -> FTS5 MATCH expression", () => {
  it.each<[string, string | null]>([
    ["peru", '"peru"*'],
    ["  Perù  ", '"Perù"*'],
    ["Pe\u0301rou", '"Pérou"*'], // decomposed accent is composed, not split
    ["mexico city", '"mexico"* "city"*'],
    ['"japan" OR NEAR(x)*', '"japan"* "OR"* "NEAR"* "x"*'],
    ["Côte d'Ivoire", '"Côte"* "d"* "Ivoire"*'],
    ["!!! ---", null],
    ["", null],
    ["a b c d e f g h i j", '"a"* "b"* "c"* "d"* "e"* "f"* "g"* "h"*'],
  ])("%j", (text, expected) => {
    expect(ftsMatchExpression(text)).toBe(expected);
  });
});
