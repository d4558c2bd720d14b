/**
 * The house rules, checked on the source: which folder may import what.
 * A rule broken here is a module in the wrong room, not a style nit: app/lib is shared by
 * the browser and the server and must stay pure; tenants are read by every layer and must
 * depend on none; browser code must not pull server modules into the bundle.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

type Import = { from: string; typeOnly: boolean; target: string };

/** Every import and re-export of a file, with whether it carries only types. */
function importsOf(file: string, source = readFileSync(join(root, file), "utf8")): Import[] {
  const found: Import[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const match of source.matchAll(statement)) {
    const [, , typeKeyword, clause = "", from = ""] = match;
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    const everyNameIsType =
      !!names &&
      !/^\s*\w+\s*,/.test(clause) &&
      names
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith("type "));
    const typeOnly = !!typeKeyword || everyNameIsType;
    const target = from.startsWith(".") ? relative(root, resolve(dirname(join(root, file)), from)) : from;
    found.push({ from, typeOnly, target });
  }
  for (const match of source.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g)) {
    const from = match[1]!;
    found.push({ from, typeOnly: false, target: from.startsWith(".") ? relative(root, resolve(dirname(join(root, file)), from)) : from });
  }
  return found;
}

const valueImports = (file: string) => importsOf(file).filter((i) => !i.typeOnly);

describe("the import checker itself", () => {
  it("tells type-only imports from value imports", () => {
    const source = [
      'import type { A } from "../../../workers/x";',
      'import { type B, type C } from "../../../workers/y";',
      'import { D, type E } from "../../../workers/z";',
      'import F from "@remix-run/react";',
      'export { G } from "./g";',
      'import "./side-effect.css";',
    ].join("\n");
    const found = importsOf("app/lib/search/example.ts", source);
    expect(found.map((i) => [i.from, i.typeOnly])).toEqual([
      ["../../../workers/x", true],
      ["../../../workers/y", true],
      ["../../../workers/z", false],
      ["@remix-run/react", false],
      ["./g", false],
      ["./side-effect.css", false],
    ]);
    expect(found[0]!.target).toBe("workers/x");
  });
});

describe("app/lib is pure and isomorphic", () => {
  const files = sourceFiles("app/lib");

  it("has its modules in domain folders, none loose", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => dirname(file) === "app/lib")).toEqual([]);
  });

  it.each(files)("%s imports no Remix, React or server value and no .server module", (file) => {
    const offending = valueImports(file).filter(
      (i) =>
        i.from.startsWith("@remix-run/") ||
        i.from === "react" ||
        i.from === "react-dom" ||
        i.target.startsWith("workers/") ||
        i.target.startsWith("app/server/") ||
        i.target.startsWith("app/routes/") ||
        i.target.startsWith("app/components/") ||
        /\.server(\.tsx?)?$/.test(i.target),
    );
    expect(offending.map((i) => i.from)).toEqual([]);
    expect(file.endsWith(".server.ts"), "server modules live in app/server or beside their route").toBe(false);
  });
});

describe("tenants import nothing of ours", () => {
  it.each(sourceFiles("tenants"))("%s", (file) => {
    const outside = importsOf(file).filter((i) => i.from.startsWith(".") && !i.target.startsWith("tenants/"));
    expect(outside.map((i) => i.from)).toEqual([]);
  });
});

describe("browser code takes only types from the server", () => {
  const browserFiles = [...sourceFiles("app/components"), ...sourceFiles("app/lib"), "app/root.tsx", "app/entry.client.tsx"];

  it.each(browserFiles)("%s", (file) => {
    const offending = valueImports(file).filter(
      (i) => i.target.startsWith("workers/") || /\.server(\.tsx?)?$/.test(i.target) || i.target.startsWith("app/server/"),
    );
    // The root's loader is server code in a browser module; Remix drops it (and what only it uses) from the bundle.
    const allowed = file === "app/root.tsx" ? offending.filter((i) => !i.target.startsWith("app/server/")) : offending;
    expect(allowed.map((i) => i.from)).toEqual([]);
  });
});

/**
 * The other direction: the Worker is below the app. It may share the app's pure library
 * (app/lib, which the browser runs too), never the Remix side (app/server, routes, components,
 * the entries), not even its types: what the app must tell the Worker it tells through the
 * server build (workers/pipeline.ts reads the server entry's exports).
 */
describe("workers/ takes nothing of app/ but app/lib", () => {
  const workerFiles = sourceFiles("workers");

  it("looks at every file of the Worker", () => {
    expect(workerFiles).toContain("workers/site.ts");
    expect(workerFiles.length).toBeGreaterThan(100);
  });

  it.each(workerFiles)("%s", (file) => {
    const fromApp = importsOf(file)
      .map((i) => i.target)
      .filter((t) => (t === "app" || t.startsWith("app/")) && !t.startsWith("app/lib/"));
    expect(fromApp).toEqual([]);
  });

  it("the checker sees an import of app/server", () => {
    const found = importsOf("workers/site.ts", 'import { siteDataOf } from "../app/server/site-data.server";');
    expect(found.map((i) => i.target)).toEqual(["app/server/site-data.server"]);
  });
});

describe("services stay free of HTTP and Remix", () => {
  it.each(sourceFiles("workers/services"))("%s", (file) => {
    const source = readFileSync(join(root, file), "utf8");
    expect(
      valueImports(file)
        .filter((i) => i.from.startsWith("@remix-run/"))
        .map((i) => i.from),
    ).toEqual([]);
    expect(/new Response\(|Response\.json\(/.test(source), "services answer data, routes answer HTTP").toBe(false);
  });
});

/**
 * Page data types live beside the components or in app/lib, not in route modules or app/server:
 * a component that names a loader's type would depend on the server half that happens to build it.
 */
describe("components take page data types from app/lib, not from routes or app/server", () => {
  const componentFiles = sourceFiles("app/components");

  it.each(componentFiles)("%s", (file) => {
    const fromServer = [...new Set(importsOf(file).map((i) => i.target))]
      .filter((t) => t.startsWith("app/routes/") || t.startsWith("app/server/"))
      .sort();
    expect(fromServer).toEqual([]);
  });
});

/**
 * Routes reach server code through `context` (services, session, OIDC client, flags) or
 * through app/server modules that own one Remix-side concern each (forms, page resolution,
 * SEO, the JSON API's input, the identity provider's glue); app/lib carries the pure rules
 * and the named cache policies. Types may come from anywhere.
 */
describe("routes reach the server through context or app/server", () => {
  const routeFiles = sourceFiles("app/routes");

  it.each(routeFiles)("%s", (file) => {
    const fromWorkers = [...new Set(valueImports(file).map((i) => i.target))].filter((t) => t.startsWith("workers/")).sort();
    expect(fromWorkers).toEqual([]);
  });
});

/**
 * app/server is the Remix side of the server: it may use workers/ and app/lib, never a
 * route module (routes use it, not the other way round). Rendering a component to a string
 * in a loader is the one exception left: the bean bars' and the cookie banner's markup.
 */
const SERVER_IMPORTS_OF_COMPONENTS_LEFT: Record<string, string[]> = {
  "app/server/layout-content.server.ts": ["app/components/bean-bar/bean-bar-markup"],
  "app/server/consent.server.ts": ["app/components/consent/consent-banner-markup"],
};

describe("app/server takes no route module and no component", () => {
  it.each(sourceFiles("app/server"))("%s", (file) => {
    expect(file.endsWith(".server.ts"), "app/server modules are .server modules").toBe(true);
    const imports = valueImports(file).map((i) => i.target);
    expect(imports.filter((t) => t.startsWith("app/routes/"))).toEqual([]);
    expect(imports.filter((t) => t.startsWith("app/components/"))).toEqual(SERVER_IMPORTS_OF_COMPONENTS_LEFT[file] ?? []);
  });
});

/**
 * Services come from `context.services` (workers/services/index.ts createServices): an app/server
 * module does not hand routes a value of workers/ by re-exporting it. The identity provider's
 * glue is the one left, re-exporting the provider's rules and clients for its routes.
 */
const SERVER_REEXPORTS_OF_WORKERS_LEFT: Record<string, string[]> = {
  "app/server/account/oidc-provider.server.ts": ["workers/services/oidc"],
};

describe("app/server re-exports no value of workers/", () => {
  const reexports = (file: string, source?: string) => [
    ...new Set(
      importsOf(file, source)
        .filter((i) => !i.typeOnly && i.target.startsWith("workers/"))
        .filter((i) =>
          new RegExp(`export\\s*\\{[^}]*\\}\\s*from\\s*["']${i.from.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}["']`).test(
            source ?? readFileSync(join(root, file), "utf8"),
          ),
        )
        .map((i) => i.target),
    ),
  ];

  it.each(sourceFiles("app/server"))("%s", (file) => {
    expect(reexports(file)).toEqual(SERVER_REEXPORTS_OF_WORKERS_LEFT[file] ?? []);
  });

  it("the checker sees a re-export", () => {
    const source = 'export { PasskeyError } from "../../../workers/services/accounts/passkeys";';
    expect(reexports("app/server/account/passkeys.server.ts", source)).toEqual(["workers/services/accounts/passkeys"]);
  });
});

describe("Cache-Control values are named policies (app/lib/http/cache-policy.ts)", () => {
  const POLICY_MODULE = "app/lib/http/cache-policy.ts";
  const literal = /Cache-Control["']?\s*[:,]\s*["'`]/;

  it.each([...sourceFiles("app"), ...sourceFiles("workers")].filter((file) => file !== POLICY_MODULE))("%s", (file) => {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    expect(lines.filter((line) => literal.test(line))).toEqual([]);
  });
});

describe("a Cookie header is read only through the cookie module (app/lib/http/cookies.ts)", () => {
  const COOKIE_MODULE = "app/lib/http/cookies.ts";
  const readsHeader = /\.get\(\s*["'`]cookie["'`]\s*\)/i;
  const parsed = /\b(parseCookies|cookieValue)\(/;

  it.each([...sourceFiles("app"), ...sourceFiles("workers")].filter((file) => file !== COOKIE_MODULE))("%s", (file) => {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    // The header goes straight to the module's parser: no splitting, no matching by hand.
    expect(lines.filter((line) => readsHeader.test(line) && !parsed.test(line))).toEqual([]);
    expect(lines.filter((line) => readsHeader.test(line) && /\.split\(|\.match\(|\.includes\(/.test(line))).toEqual([]);
  });

  it("the checker sees a header split by hand", () => {
    const handWritten = 'const on = (request.headers.get("Cookie") ?? "").split(";").some((part) => part.trim() === "x=1");';
    expect(readsHeader.test(handWritten) && !parsed.test(handWritten)).toBe(true);
  });
});

describe("only the money formatter divides a price by 100 (app/lib/format/money.ts)", () => {
  const MONEY_MODULE = "app/lib/format/money.ts";
  const division = /(price|cents|amount)\w*\)?\s*\/\s*100\b/i;

  it.each([...sourceFiles("app"), ...sourceFiles("workers")].filter((file) => file !== MONEY_MODULE))("%s", (file) => {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    expect(lines.filter((line) => division.test(line) && !/^\s*(\/?\*|\/\/)/.test(line))).toEqual([]);
  });
});

describe("every folder is under a rule", () => {
  /** The folders the rules above (and the README's Folders section) speak of. */
  const RULED = [
    "app/components",
    "app/lib",
    "app/routes",
    "app/server",
    "app/styles",
    "workers/cache",
    "workers/db",
    "workers/email",
    "workers/flags",
    "workers/geolocation",
    "workers/http",
    "workers/services",
    "workers/session",
  ];

  it("a new top-level folder of app/ or workers/ needs its rule first", () => {
    const folders = ["app", "workers"].flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((name) => statSync(join(root, dir, name)).isDirectory())
        .map((name) => `${dir}/${name}`),
    );
    expect(folders.sort()).toEqual(RULED);
  });
});

/**
 * Shapes written once: HMAC signing (workers/digests.ts) and the no-store headers
 * (app/lib/http/cache-policy.ts). A second copy drifts from the first.
 */
describe("shared shapes have one home", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("workers")];
  const holding = (pattern: RegExp) => files.filter((file) => pattern.test(readFileSync(join(root, file), "utf8")));

  it("HMAC keys are made and used in workers/digests.ts only", () => {
    expect(holding(/name:\s*["']HMAC["']|subtle\.sign\(\s*["']HMAC["']|createHmac\(/)).toEqual(["workers/digests.ts"]);
  });

  it("NO_STORE is defined in app/lib/http/cache-policy.ts only", () => {
    expect(holding(/\b(const|let|var)\s+NO_STORE\b/)).toEqual(["app/lib/http/cache-policy.ts"]);
  });
});
