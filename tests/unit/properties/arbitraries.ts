/**
 * Generators shared by the edge-parser properties: hostile strings (control characters,
 * surrogates, percent signs, prototype keys), query strings built from the names a parser
 * knows mixed with names it does not, and cookie headers.
 */
import fc from "fast-check";

export const RUNS = { numRuns: 1000 } as const;

/** Keys that would reach an object's prototype if a parser assigned them blindly. */
export const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"] as const;

/** Any string, including lone surrogates, control characters and very long ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme-composite", maxLength: 30 }),
  fc.constantFrom(
    "",
    " ",
    "%",
    "%zz",
    "%00",
    "\u0000",
    "\t",
    "\n",
    "\ud800",
    "null",
    "undefined",
    "NaN",
    "Infinity",
    "-0",
    "1e3",
    "0x10",
    "[]",
    "{}",
    "true",
    "TRUE",
    ...PROTO_KEYS,
  ),
  fc.string({ unit: fc.constantFrom("a", "-", "/", "\\", ".", "%", ":", "@", "~", "=", ";", "&", "?", "#", " ", "1", "_"), maxLength: 40 }),
  fc.string({ maxLength: 3 }).map((s) => s.repeat(2000)),
);

/** A query string of `names` (each possibly with `[]`) and unknown names, with hostile values. */
export function queryOf(names: readonly string[], values: fc.Arbitrary<string> = hostileString): fc.Arbitrary<URLSearchParams> {
  const name = fc.oneof(
    fc.constantFrom(...names),
    fc.constantFrom(...names).map((n) => `${n}[]`),
    fc.constantFrom(...PROTO_KEYS),
    hostileString,
  );
  return fc.array(fc.tuple(name, values), { maxLength: 12 }).map((pairs) => new URLSearchParams(pairs));
}

/** A raw query text (what a browser or a bot may put after `?`). */
export const rawQuery: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.array(fc.tuple(hostileString, hostileString), { maxLength: 8 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&")),
);

/** A Cookie header: other cookies around, the named one possibly twice, altered or empty. */
export function cookieHeaderWith(name: string, value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const other = fc
    .tuple(fc.constantFrom("a", "_ga", "x", name.toUpperCase(), `${name}x`, ` ${name}`), hostileString)
    .map(([k, v]) => `${k}=${v}`);
  const own = value.map((v) => `${name}=${v}`);
  return fc
    .array(fc.oneof(other, own, hostileString), { maxLength: 5 })
    .chain((parts) => fc.constantFrom("; ", ";", ", ", " ;").map((sep) => parts.join(sep)));
}

/** Plain objects from JSON, with prototype keys mixed in as own properties (as JSON.parse makes them). */
export const jsonWithProtoKeys: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc
    .tuple(
      fc.constantFrom(...PROTO_KEYS),
      fc.jsonValue({ maxDepth: 2 }),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    )
    .map(([key, value, rest]) => {
      const others = JSON.stringify(rest).slice(1);
      return JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}${others === "}" ? "}" : `,${others}`}`) as unknown;
    }),
);

/** No object reached from `value` has a prototype other than Object.prototype, Array.prototype or null, and Object.prototype itself is untouched. */
export function assertNoPollution(value: unknown, seen = new Set<unknown>()): void {
  if (({} as Record<string, unknown>).polluted !== undefined || Object.hasOwn(Object.prototype, "polluted")) {
    throw new Error("Object.prototype was polluted");
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  if (
    proto !== Object.prototype &&
    proto !== Array.prototype &&
    proto !== null &&
    !(value instanceof Date) &&
    !(value instanceof URLSearchParams)
  ) {
    throw new Error(`an object with a foreign prototype: ${String(proto?.constructor?.name)}`);
  }
  for (const key of Object.keys(value)) assertNoPollution((value as Record<string, unknown>)[key], seen);
}
