/**
 * A page's reads in as few database calls as it can: the reads a request starts together (the
 * root's and the route's loaders side by side, a service's `Promise.all`) are sent to D1 as one
 * `batch`, one round trip instead of one each. Locally every D1 call costs the machine the same
 * work whatever it asks; in production each is a round trip to the database.
 *
 * A read (readsOnly) asked with `first` or `all`, or a `batch` of reads, waits for the end of
 * the current microtask queue; whatever was asked by then goes together. A single read goes alone,
 * as it was asked. Writes, `run`, `raw` and `exec` are never held: they go at once, in order.
 * When the batch fails on a query's own fault (a constraint, a syntax error), each read is asked
 * again alone, so each gets its own answer or fault; when the database is not there, every read
 * gets that failure (the storage guard has recorded it for the request).
 *
 * Only for requests that cannot write (GET and HEAD): an action's calls stay one by one.
 */
import { readsOnly } from "./read-session";
import { isStorageUnavailable } from "./storage-guard";

type Asked = {
  statements: D1PreparedStatement[];
  settle: (results: D1Result[]) => void;
  fail: (error: unknown) => void;
  alone: () => Promise<void>;
};

export function batchReads(db: D1Database): D1Database {
  let queue: Asked[] = [];

  function flush(): void {
    const asked = queue;
    queue = [];
    if (asked.length === 1) {
      void asked[0]!.alone();
      return;
    }
    db.batch(asked.flatMap((a) => a.statements)).then(
      (results) => {
        let at = 0;
        for (const a of asked) {
          a.settle(results.slice(at, at + a.statements.length));
          at += a.statements.length;
        }
      },
      (error: unknown) => {
        if (isStorageUnavailable(error)) for (const a of asked) a.fail(error);
        else for (const a of asked) void a.alone();
      },
    );
  }

  function hold<T>(statements: D1PreparedStatement[], pick: (results: D1Result[]) => T, alone: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (queue.length === 0) queueMicrotask(flush);
      queue.push({
        statements,
        settle: (results) => {
          try {
            resolve(pick(results));
          } catch (error) {
            reject(error);
          }
        },
        fail: reject,
        alone: () => alone().then(resolve, reject),
      });
    });
  }

  function statement(inner: D1PreparedStatement, query: string): D1PreparedStatement {
    const reads = readsOnly(query);
    const wrapped = {
      inner,
      bind: (...values: unknown[]) => statement(inner.bind(...values), query),
      first: (column?: string) => {
        const alone = () => (column === undefined ? inner.first() : inner.first(column));
        if (!reads) return alone();
        return hold([inner], ([result]) => firstOf(result!, column), alone);
      },
      all: () =>
        reads
          ? hold(
              [inner],
              ([result]) => result!,
              () => inner.all(),
            )
          : inner.all(),
      run: () => inner.run(),
      raw: (options?: { columnNames?: boolean }) => inner.raw(options as { columnNames: true }),
    };
    if (reads) heldReads.add(wrapped);
    return wrapped as unknown as D1PreparedStatement;
  }

  const innerOf = (s: D1PreparedStatement) => (s as unknown as { inner?: D1PreparedStatement }).inner ?? s;

  const wrapper = {
    prepare: (query: string) => statement(db.prepare(query), query),
    batch: <T>(statements: D1PreparedStatement[]) => {
      const inner = statements.map(innerOf);
      if (!statements.every(isHeldRead)) return db.batch<T>(inner);
      return hold(
        inner,
        (results) => results as D1Result<T>[],
        () => db.batch<T>(inner),
      );
    },
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraint?: string) => db.withSession(constraint as D1SessionConstraint),
  };
  return wrapper as unknown as D1Database;
}

/** Statements this wrapper made, and read-only ones only. */
const heldReads = new WeakSet<object>();
function isHeldRead(statement: D1PreparedStatement): boolean {
  return heldReads.has(statement);
}

/** What `first` answers, from the statement's result in a batch. */
function firstOf(result: D1Result, column?: string): unknown {
  const row = (result.results[0] ?? null) as Record<string, unknown> | null;
  if (row === null) return null;
  if (column === undefined) return row;
  if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
  return row[column];
}
