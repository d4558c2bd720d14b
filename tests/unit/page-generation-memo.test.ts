/** The page generation an isolate keeps for PAGE_GENERATION_TTL_SECONDS (workers/http/edge-cache.ts). */
import { describe, expect, it } from "vitest";
import { currentGeneration } from "../../workers/http/edge-cache";

/** A database whose generation the test sets, counting the reads. */
function generations() {
  const state = { value: "a", reads: 0, down: false };
  const db = {
    prepare: () => ({
      first: async () => {
        state.reads++;
        if (state.down) throw new Error("D1 is away");
        return state.value;
      },
    }),
  } as unknown as D1Database;
  return { db, state };
}

describe("currentGeneration", () => {
  it("reads D1 on every request with no time to keep, and keeps what it read for the time given", async () => {
    const { db, state } = generations();
    expect(await currentGeneration(db, 0, 1_000)).toBe("a");
    state.value = "b";
    expect(await currentGeneration(db, 0, 1_001)).toBe("b");
    expect(state.reads).toBe(2);
    // Kept 5 s: a bump is seen once the copy (read at 1.001 s) is 5 s old, not before.
    state.value = "c";
    expect(await currentGeneration(db, 5_000, 6_000)).toBe("b");
    expect(state.reads).toBe(2);
    expect(await currentGeneration(db, 5_000, 6_001)).toBe("c");
    state.value = "d";
    expect(await currentGeneration(db, 5_000, 11_000)).toBe("c");
    expect(await currentGeneration(db, 5_000, 11_001)).toBe("d");
    expect(state.reads).toBe(4);
  });

  it("answers with the last generation seen when D1 cannot be read, and reads again on the next request", async () => {
    const { db, state } = generations();
    state.value = "e";
    expect(await currentGeneration(db, 0, 20_000)).toBe("e");
    state.down = true;
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(await currentGeneration(db, 5_000, 30_000)).toBe("e");
      const reads = state.reads;
      expect(await currentGeneration(db, 5_000, 30_001)).toBe("e");
      expect(state.reads).toBe(reads + 1);
    } finally {
      console.warn = warn;
    }
  });
});
