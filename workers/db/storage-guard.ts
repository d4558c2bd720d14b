/**
 * D1 as one request sees it, faults included: a call that fails, or that has not answered
 * within STORAGE_DEADLINE_MS, becomes one typed failure. The first failure opens the guard for
 * the rest of the request: later calls fail at once, so a page whose database is gone or stuck
 * answers within one deadline, not one per query. The entry turns a request that met a failure
 * into a 503 with Retry-After (workers/http/error-page.ts `answerStorageFailure`).
 */

/** How long one D1 call may take before the request stops waiting for it. */
export const STORAGE_DEADLINE_MS = 3_000;

/** What a loader, an action or a service sees when D1 failed: the cause stays in the log. */
export class StorageUnavailableError extends Error {
  override readonly name = "StorageUnavailableError";
  constructor(readonly reason: "failed" | "timeout") {
    super(reason === "timeout" ? `the database did not answer within ${STORAGE_DEADLINE_MS} ms` : "the database failed");
  }
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError;
}

type Logger = Pick<Console, "error">;

export type StorageGuard = {
  db: D1Database;
  /** The failure this request met, if any. */
  failure(): StorageUnavailableError | null;
};

const INNER = Symbol("inner statement");
type Guarded = D1PreparedStatement & { [INNER]: D1PreparedStatement };

export function guardStorage(
  db: D1Database,
  logger: Logger,
  deadlineMs = STORAGE_DEADLINE_MS,
  { localFile = false }: { localFile?: boolean } = {},
): StorageGuard {
  const isLocked = localFile ? (error: unknown) => isBusy(error) || isLocalInternalError(error) : isBusy;
  let failure: StorageUnavailableError | null = null;

  async function call<T>(run: () => Promise<T>): Promise<T> {
    if (failure) throw failure;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StorageUnavailableError("timeout")), deadlineMs);
    });
    try {
      return await Promise.race([whenUnlocked(run, deadlineMs, isLocked), deadline]);
    } catch (error) {
      // A constraint or SQL error is the caller's to handle (a unique key, a bad query);
      // anything else means the database is not there for this request.
      if (error instanceof StorageUnavailableError) failure ??= error;
      else if (isQueryError(error)) throw error;
      else failure ??= new StorageUnavailableError("failed");
      logger.error(`storage: ${failure!.message}`, error instanceof StorageUnavailableError ? "" : error);
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  }

  function statement(inner: D1PreparedStatement): D1PreparedStatement {
    const guarded = {
      [INNER]: inner,
      bind: (...values: unknown[]) => statement(inner.bind(...values)),
      first: (column?: string) => call(() => (column === undefined ? inner.first() : inner.first(column))),
      all: () => call(() => inner.all()),
      run: () => call(() => inner.run()),
      raw: (options?: { columnNames?: boolean }) => call(() => inner.raw(options as { columnNames: true })),
    };
    return guarded as unknown as D1PreparedStatement;
  }

  const unwrap = (s: D1PreparedStatement) => (s as Guarded)[INNER] ?? s;

  const guarded = {
    prepare: (query: string) => statement(db.prepare(query)),
    batch: <T>(statements: D1PreparedStatement[]) => call(() => db.batch<T>(statements.map(unwrap))),
    exec: (query: string) => call(() => db.exec(query)),
    dump: () => call(() => db.dump()),
    withSession: (constraint?: string) => db.withSession(constraint as D1SessionConstraint),
  };
  return { db: guarded as unknown as D1Database, failure: () => failure };
}

/**
 * SQLite's "database is locked" (SQLITE_BUSY) means the call did nothing: another process
 * held the file's lock at that moment. Production D1 has one writer and never says it; the
 * local runtime does when a second process opens the same file (`npm run tours:price`,
 * `wrangler d1 execute --local`, the browser tests' SQL beside the running site), and its D1
 * hands the Worker that failure as an "internal error" (the lock is in workerd's own log).
 * Tried again after 5, 10, 20 … ms, within the call's deadline, rather than failing the
 * visitor's request. Production's "internal error" is not retried: a write may have landed.
 */
async function whenUnlocked<T>(run: () => Promise<T>, deadlineMs: number, isLocked: (error: unknown) => boolean): Promise<T> {
  const giveUpAt = Date.now() + deadlineMs;
  for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
    try {
      return await run();
    } catch (error) {
      if (!isLocked(error) || Date.now() + wait >= giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isBusy = (error: unknown) => /database is locked|SQLITE_BUSY/i.test(messageOf(error));
const isLocalInternalError = (error: unknown) => /\binternal error\b/i.test(messageOf(error));

/**
 * D1 reports the query's own faults (constraints, syntax, a missing column) with SQLite's
 * words in the message; these say nothing about the database being there.
 */
function isQueryError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /SQLITE_CONSTRAINT|constraint failed|syntax error|no such (table|column)|SQLITE_ERROR|SQLITE_MISMATCH|too many SQL variables/i.test(
    message,
  );
}
