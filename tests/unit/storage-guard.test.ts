/**
 * The storage guard (workers/db/storage-guard.ts) as a request sees it: a locked database file
 * (another local process writing) is waited out within the deadline; a query's own fault is
 * the caller's at once; anything else, or a lock that outlasts the deadline, is the request's
 * one storage failure.
 */
import { describe, expect, it } from "vitest";
import { guardStorage, isStorageUnavailable } from "../../workers/db/storage-guard";

/** A D1 binding whose statements answer from `answers`, one per call, in order. */
function fakeD1(answers: Array<() => unknown>) {
  let calls = 0;
  const next = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls++;
    return answer();
  };
  const statement = { bind: () => statement, all: next, first: next, run: next, raw: next };
  const db = { prepare: () => statement, batch: next } as unknown as D1Database;
  return { db, calls: () => calls };
}
const locked = () => {
  throw new Error("D1_ERROR: database is locked: SQLITE_BUSY");
};
const rows = () => ({ results: [{ id: 1 }], success: true, meta: {} });
const quiet = { error: () => {} };

describe("the storage guard", () => {
  it("tries a locked database again and answers once the lock is gone", async () => {
    const d1 = fakeD1([locked, locked, locked, rows]);
    const guard = guardStorage(d1.db, quiet);
    const result = await guard.db.prepare("SELECT 1").all();
    expect(result.results).toEqual([{ id: 1 }]);
    expect(d1.calls()).toBe(4);
    expect(guard.failure()).toBeNull();
  });

  it("tries a locked batch again too", async () => {
    const d1 = fakeD1([locked, rows]);
    const guard = guardStorage(d1.db, quiet);
    await guard.db.batch([guard.db.prepare("UPDATE t SET a = 1")]);
    expect(d1.calls()).toBe(2);
    expect(guard.failure()).toBeNull();
  });

  it("gives up on a lock that outlasts the deadline: one storage failure for the request", async () => {
    const d1 = fakeD1([locked]);
    const guard = guardStorage(d1.db, quiet, 120);
    const error = await guard.db
      .prepare("SELECT 1")
      .all()
      .catch((e: unknown) => e);
    expect(isStorageUnavailable(error)).toBe(true);
    expect(d1.calls()).toBeGreaterThan(2);
    expect(guard.failure()).not.toBeNull();
    // The guard is open: the next call fails at once, without reaching the database.
    const before = d1.calls();
    await expect(guard.db.prepare("SELECT 2").first()).rejects.toSatisfy(isStorageUnavailable);
    expect(d1.calls()).toBe(before);
  });

  it("waits out the local runtime's 'internal error' (its way of saying the file is locked), but not production's", async () => {
    const internal = () => {
      throw new Error("D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = abc");
    };
    const local = fakeD1([internal, internal, rows]);
    const localGuard = guardStorage(local.db, quiet, 3_000, { localFile: true });
    expect((await localGuard.db.prepare("INSERT").run()).results).toEqual([{ id: 1 }]);
    expect(local.calls()).toBe(3);

    // In production an internal error may follow a write that landed: it is the request's failure at once.
    const deployed = fakeD1([internal, rows]);
    const deployedGuard = guardStorage(deployed.db, quiet);
    await expect(deployedGuard.db.prepare("INSERT").run()).rejects.toSatisfy(isStorageUnavailable);
    expect(deployed.calls()).toBe(1);
  });

  it("hands a query's own fault to the caller at once, untried again", async () => {
    const d1 = fakeD1([
      () => {
        throw new Error("D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT");
      },
    ]);
    const guard = guardStorage(d1.db, quiet);
    await expect(guard.db.prepare("INSERT").run()).rejects.toThrow(/constraint failed/);
    expect(d1.calls()).toBe(1);
    expect(guard.failure()).toBeNull();
  });
});
