/**
 * KV read-through cache: what many visitors ask for and rarely
 * changes. Every entry has a version in its key (bump it when the value's shape or meaning
 * changes: old entries are then never read), a TTL, and is parsed again when read back.
 * KV is never the source of truth: a failed or malformed read falls back to the loader
 * (D1), and the write-back runs after the response through `waitUntil`.
 */
import type { ZodType } from "zod";
import { BoundedMap } from "../../app/lib/memo/bounded-map";

type Logger = Pick<Console, "warn">;

export type KvCacheDeps = {
  kv: KVNamespace;
  logger: Logger;
  /** Work that may finish after the response (the Worker's ExecutionContext.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
};

export type CachedValue<T> = {
  /** A key from `cacheKey`, so it carries its namespace and version. */
  key: string;
  ttlSeconds: number;
  schema: ZodType<T>;
  /** The source of truth, read on a miss. Its failures are the caller's to answer. */
  load: () => Promise<T>;
};

/** KV keys are at most 512 bytes; free parts (search text…) are hashed by `hashedPart`. */
export function cacheKey(namespace: string, version: number, ...parts: string[]): string {
  return [namespace, `v${version}`, ...parts].join(":");
}

/** Digests already made in this isolate (the same few key parts recur on every page, e.g. the home page's top sellers). */
const digests = new BoundedMap<string, string>(1000);

/** A short stable digest of a value, for key parts of any length. */
export async function hashedPart(value: unknown): Promise<string> {
  const text = JSON.stringify(value);
  const known = digests.get(text);
  if (known !== undefined) return known;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const part = [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 32);
  if (text.length <= 1024) digests.set(text, part);
  return part;
}

/** How often one kind of KV failure is logged per isolate while KV stays down. */
const KV_FAILURE_LOG_INTERVAL_MS = 60_000;
/** When each kind was last logged, per log (the isolate's console: every request of the isolate shares it). */
const lastLogged = new WeakMap<Logger, Map<string, number>>();

/**
 * Logs a KV failure once per kind and minute in this isolate: while KV is down every request
 * meets it, and a line per read (several per page) would bury everything else in the log.
 */
export function warnKvFailure(logger: Logger, kind: string, message: string, error: unknown, now = Date.now()): void {
  const seen = lastLogged.get(logger) ?? new Map<string, number>();
  lastLogged.set(logger, seen);
  const last = seen.get(kind);
  if (last !== undefined && now - last < KV_FAILURE_LOG_INTERVAL_MS) return;
  seen.set(kind, now);
  logger.warn(message, error);
}

/**
 * Values parsed from KV in this isolate, by key, with the text they came from. Shared by every
 * request that reads the entry, so they are frozen: a caller that changed one would change it
 * for the others.
 */
const parsedEntries = new BoundedMap<string, { text: string; schema: ZodType<unknown>; value: unknown }>(500);

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createKvCache({ kv, logger, waitUntil }: KvCacheDeps) {
  async function read<T>(key: string, schema: ZodType<T>): Promise<T | null> {
    let text: string | null;
    try {
      text = await kv.get(key, "text");
    } catch (error) {
      warnKvFailure(
        logger,
        "cache-read",
        `cache: KV read failed for ${key}, reading the source (logged once a minute while it lasts)`,
        error,
      );
      return null;
    }
    if (text === null) return null;
    // The same entry is read on request after request: while KV answers the same text, the value
    // parsed from it last time is the answer (parsing and checking it again gave the same value).
    const known = parsedEntries.get(key);
    if (known && known.text === text && known.schema === schema) return known.value as T;
    const parsed = schema.safeParse(parseJson(text));
    if (parsed.success) {
      parsedEntries.set(key, { text, schema, value: deepFreeze(parsed.data) });
      return parsed.data;
    }
    logger.warn(`cache: ignoring a malformed entry at ${key}`);
    return null;
  }

  async function write(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    try {
      await kv.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) });
    } catch (error) {
      warnKvFailure(logger, "cache-write", `cache: KV write failed for ${key} (logged once a minute while it lasts)`, error);
    }
  }

  return {
    /** The cached value, or the loader's (stored for next time); the loader's errors pass through. */
    async readThrough<T>({ key, ttlSeconds, schema, load }: CachedValue<T>): Promise<T> {
      const cached = await read(key, schema);
      if (cached !== null) return cached;
      const fresh = await load();
      waitUntil(write(key, fresh, ttlSeconds));
      return fresh;
    },
    /** Drops entries (a publish changed what they hold); failures are logged. */
    async purge(keys: readonly string[]): Promise<void> {
      await Promise.all(
        keys.map((key) => kv.delete(key).catch((error: unknown) => logger.warn(`cache: KV delete failed for ${key}`, error))),
      );
    },
  };
}

export type KvCache = ReturnType<typeof createKvCache>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
