/**
 * Bench-only D1 and KV stand-ins that answer from a recording of the real ones. A page is
 * first requested against Miniflare's D1 and KV (recording every answer), then rendered
 * again and again from the recording: the process's CPU time then counts the Worker's own
 * work (loaders, rendering, serialization), not the database's nor Miniflare's proxy.
 */
type Answer = unknown;
const keyOf = (sql: string, params: unknown[], method: string) => `${method}\u0000${sql}\u0000${JSON.stringify(params)}`;
/**
 * The same statement without its parameters: the answer a replay gives when a parameter
 * moved since the recording (a query bound to the clock, e.g. "events from now on").
 */
const looseKeyOf = (sql: string, method: string) => `${method}\u0000${sql}\u0000*`;

class Recorded {
  constructor(
    private readonly answers: Map<string, Answer>,
    private readonly real: D1PreparedStatement | null,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}
  bind(...params: unknown[]) {
    return new Recorded(this.answers, this.real ? this.real.bind(...params) : null, this.sql, params);
  }
  private async answer(method: "all" | "first" | "run" | "raw", call: (s: D1PreparedStatement) => Promise<Answer>) {
    const key = keyOf(this.sql, this.params, method);
    if (this.real) {
      const value = await call(this.real);
      this.answers.set(key, value);
      this.answers.set(looseKeyOf(this.sql, method), value);
      return value;
    }
    const found = this.answers.has(key) ? key : looseKeyOf(this.sql, method);
    if (!this.answers.has(found)) throw new Error(`replay: no recorded answer for ${this.sql.slice(0, 80)}`);
    return structuredClone(this.answers.get(found));
  }
  all() {
    return this.answer("all", (s) => s.all());
  }
  first(column?: string) {
    return this.answer("first", (s) => (column ? s.first(column) : s.first()));
  }
  run() {
    return this.answer("run", (s) => s.run());
  }
  raw() {
    return this.answer("raw", (s) => s.raw());
  }
  /** For batch: the real statement behind a recorded one. */
  get statement() {
    return this.real;
  }
}

export function replayingD1(real: D1Database) {
  const answers = new Map<string, Answer>();
  let recording = true;
  const db = {
    prepare: (sql: string) => new Recorded(answers, recording ? real.prepare(sql) : null, sql),
    batch: async (statements: Recorded[]) => {
      const key = keyOf(
        "batch",
        statements.map((s) => [s.sql, s.params]),
        "batch",
      );
      const loose = looseKeyOf(JSON.stringify(statements.map((s) => s.sql)), "batch");
      if (recording) {
        const value = await real.batch(statements.map((s) => s.statement!));
        answers.set(key, value);
        answers.set(loose, value);
        return value;
      }
      const found = answers.has(key) ? key : loose;
      if (!answers.has(found)) throw new Error("replay: no recorded batch");
      return structuredClone(answers.get(found));
    },
    exec: (sql: string) => real.exec(sql),
    dump: () => real.dump(),
  };
  return {
    db: db as unknown as D1Database,
    replay: () => {
      recording = false;
    },
  };
}

export function replayingKV(real: KVNamespace) {
  const answers = new Map<string, Answer>();
  let recording = true;
  const kv = {
    get: async (key: string, type?: unknown) => {
      if (recording) {
        const value = await real.get(key, type as "text");
        answers.set(key, value);
        return value;
      }
      return answers.get(key) ?? null;
    },
    put: async (key: string, value: string, options?: KVNamespacePutOptions) => {
      if (recording) await real.put(key, value, options);
    },
  };
  return {
    kv: kv as unknown as KVNamespace,
    replay: () => {
      recording = false;
    },
  };
}
