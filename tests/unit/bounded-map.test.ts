import { describe, expect, it } from "vitest";
import { BoundedMap } from "../../app/lib/memo/bounded-map";

describe("BoundedMap", () => {
  it("empties itself before a new key would pass the limit, and keeps replacing a known key", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2);
    map.set("b", 3);
    expect([...map]).toEqual([
      ["a", 1],
      ["b", 3],
    ]);
    map.set("c", 4);
    expect([...map]).toEqual([["c", 4]]);
  });
});
