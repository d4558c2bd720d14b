/**
 * The patches in patches/ (applied by `patch-package --error-on-fail` after `npm ci`) are
 * checked where they matter: in the INSTALLED files, the ones the Remix build bundles
 * (the server build reads each package's "module" entry: ESM files). A reinstall that skipped
 * postinstall, a package upgrade that moved the code, or a hand-reverted file fails here
 * instead of silently slowing every render or breaking the chunk-reload guard. Every patch is
 * described in docs/patches.md (what, why, what it buys, how to drop it, the upstream release
 * to try, what checks it) and listed in the README.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const installed = (pkg: string, file: string) => readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file), "utf8");

/** The text of a top-level function declaration (these dist files close them at column 0). */
function functionText(source: string, declaration: string): string {
  const start = source.indexOf(declaration);
  expect(start, `"${declaration}" not found`).toBeGreaterThanOrEqual(0);
  const end = source.indexOf("\n}\n", start);
  expect(end, `end of "${declaration}" not found`).toBeGreaterThan(start);
  return source.slice(start, end + 2);
}

describe("installed @remix-run/router: route-matching caches", () => {
  const router = installed("@remix-run/router", "dist/router.js");

  it("consults the server's route memo, and flattens and ranks as before without it (the browser)", () => {
    const matchRoutesImpl = functionText(router, "function matchRoutesImpl(");
    expect(matchRoutesImpl).toContain("let memo = globalThis.__caravanRouteMemo;");
    expect(matchRoutesImpl).toContain("let known = memo && memo.get(routes, key);");
    expect(matchRoutesImpl).toContain("if (known !== undefined) return known;");
    expect(matchRoutesImpl).toContain("let branches = memo ? memo.branches(routes, rankedBranches) : rankedBranches(routes);");
    expect(matchRoutesImpl).toContain("if (memo) memo.set(routes, key, matches);");
    const rankedBranches = functionText(router, "function rankedBranches(routes)");
    expect(rankedBranches).toContain("flattenRoutes(routes)");
    expect(rankedBranches).toContain("rankRouteBranches(branches)");
    // The browser bundle carries no cache of its own.
    expect(router).not.toContain("rankedBranchCache");
  });

  it("compiles each path pattern once", () => {
    expect(router).toContain("const compiledPaths = new Map();");
    const compilePath = functionText(router, "function compilePath(");
    expect(compilePath).toContain("compiledPaths.get(key)");
    expect(compilePath).toContain("compilePathUncached(path, caseSensitive, end)");
    expect(compilePath).toContain("compiledPaths.set(key, compiled)");
    expect(router).toContain("function compilePathUncached(path, caseSensitive, end) {");
  });
});

describe("installed @remix-run/server-runtime: the server's route memo", () => {
  type Match = { params: Record<string, string>; pathname: string; route: { id: string } };
  type Memo = {
    branches: (routes: object, rank: (routes: object) => unknown[]) => unknown[];
    get: (routes: object, key: string) => Match[] | null | undefined;
    set: (routes: object, key: string, matches: Match[] | null) => void;
  };
  const memo = async () => {
    await import(join(dirname(require.resolve("@remix-run/server-runtime/package.json")), "dist/esm/routeMatching.js"));
    return (globalThis as unknown as { __caravanRouteMemo: Memo }).__caravanRouteMemo;
  };

  it("is installed by the server runtime's route matching module", () => {
    expect(installed("@remix-run/server-runtime", "dist/esm/routeMatching.js")).toContain("globalThis.__caravanRouteMemo = {");
    expect(installed("@remix-run/server-runtime", "dist/routeMatching.js")).toContain("globalThis.__caravanRouteMemo = {");
  });

  it("ranks each routes array once", async () => {
    const { branches } = await memo();
    const routes = [{}];
    let ranked = 0;
    const rank = () => [++ranked];
    expect(branches(routes, rank)).toEqual([1]);
    expect(branches(routes, rank)).toEqual([1]);
    expect(branches([{}], rank)).toEqual([2]);
  });

  it("keeps a pathname's matches per routes array and hands out copies", async () => {
    const { get, set } = await memo();
    const routes = [{}];
    const route = { id: "trip" };
    const params = { travel: "peru" };
    expect(get(routes, "0/viaggi/peru")).toBeUndefined();
    set(routes, "0/viaggi/peru", [
      { params, pathname: "/", route: { id: "root" } },
      { params, pathname: "/viaggi/peru", route },
    ]);
    set(routes, "0/nowhere", null);
    const first = get(routes, "0/viaggi/peru")!;
    expect(first.map((m) => [m.pathname, m.route.id, m.params.travel])).toEqual([
      ["/", "root", "peru"],
      ["/viaggi/peru", "trip", "peru"],
    ]);
    // One params object per branch, as the router's own matches share it.
    expect(first[0]!.params).toBe(first[1]!.params);
    first[1]!.params.travel = "changed";
    expect(get(routes, "0/viaggi/peru")![1]!.params.travel).toBe("peru");
    expect(get(routes, "0/viaggi/peru")![1]!.route).toBe(route);
    expect(get(routes, "0/nowhere")).toBeNull();
    expect(get([{}], "0/viaggi/peru")).toBeUndefined();
  });
});

describe("installed react-dom: the server stream encodes its text once per flush", () => {
  const server = installed("react-dom", "cjs/react-dom-server.browser.production.min.js");

  it("keeps chunks as text and encodes the buffered text when it flushes", () => {
    expect(server).toContain("function u(a){return a}function w(a){return a}");
    expect(server).toContain('function p(a,b){0!==b.length&&(l+=b,8192<l.length&&(a.enqueue(ca.encode(l)),l=""))}');
    expect(server).toContain("function ba(a){l&&0<l.length&&a.enqueue(ca.encode(l));l=null;n=0}");
    expect(server).not.toContain("Uint8Array");
  });
});

describe("installed @remix-run/react: server routes built once per build", () => {
  const server = installed("@remix-run/react", "dist/esm/server.js");

  it("RemixServer takes its routes from the cache", () => {
    expect(server).toContain("const serverRoutesCache = new WeakMap();");
    const serverRoutesOf = functionText(server, "function serverRoutesOf(");
    expect(serverRoutesOf).toContain("serverRoutesCache.get(manifest.routes)");
    expect(serverRoutesOf).toContain("serverRoutesCache.set(manifest.routes");
    const remixServer = functionText(server, "function RemixServer(");
    expect(remixServer).toContain("let routes = serverRoutesOf(manifest, routeModules, context);");
    expect(remixServer).not.toContain("createServerRoutes(");
  });
});

describe("installed @remix-run/react: the browser gets single fetch's data path only", () => {
  it("the site runs with single fetch, which the patch relies on", () => {
    expect(readFileSync(join(__dirname, "../../remix.config.js"), "utf8")).toMatch(/\bv3_singleFetch: true,/);
  });

  it("a route's data never goes through the per-route `?_data` request", () => {
    const routes = installed("@remix-run/react", "dist/esm/routes.js");
    const handler = functionText(routes, "async function fetchServerHandler(");
    expect(handler).toContain("throw new Error(");
    expect(handler).not.toContain("fetchData(");
    expect(routes).not.toContain("parseDeferredReadableStream(");
    // single fetch's own call still comes first
    expect(routes).toContain('if (typeof singleFetch === "function") {');
  });

  it("Scripts writes no deferred scripts, and the browser hydrates none", () => {
    const components = installed("@remix-run/react", "dist/esm/components.js");
    const scripts = functionText(components, "function Scripts(");
    expect(scripts).not.toContain("activeDeferreds");
    expect(scripts).not.toContain("__remixContext.a");
    expect(scripts).toContain("let contextScript = staticContext ? `window.__remixContext = ");
  });
});

describe("installed react-router-dom/server: data routes converted once per routes array", () => {
  const server = installed("react-router-dom", "server.js");

  it("createStaticRouter reuses the converted data routes", () => {
    expect(server).toContain("const dataRoutesCache = new WeakMap();");
    const createStaticRouter = functionText(server, "function createStaticRouter(");
    expect(createStaticRouter).toContain("dataRoutesCache.get(routes)");
    expect(createStaticRouter).toContain("dataRoutesCache.set(routes, converted)");
    expect(createStaticRouter).toContain("let { manifest, dataRoutes } = converted;");
  });
});

describe("installed @remix-run/react: chunk-load reload guard (app/lib/chunk-reload.ts)", () => {
  it.each([
    ["esm", "dist/esm/routeModules.js"],
    ["cjs", "dist/routeModules.js"],
  ])("%s routeModules.js asks the site before reloading, and can fall back", (_format, file) => {
    const loadRouteModule = functionText(installed("@remix-run/react", file), "async function loadRouteModule(");
    const guard = loadRouteModule.indexOf('typeof window.__caravanAllowChunkReload === "function" && !window.__caravanAllowChunkReload()');
    const fallback = loadRouteModule.indexOf("if (window.__caravanChunkFallback) return window.__caravanChunkFallback;");
    const reload = loadRouteModule.indexOf("window.location.reload();");
    expect(guard).toBeGreaterThan(0);
    expect(fallback).toBeGreaterThan(guard);
    expect(reload).toBeGreaterThan(fallback);
    // one reload only, and it is the guarded one
    expect(loadRouteModule.indexOf("window.location.reload()", reload + 1)).toBe(-1);
  });
});

describe("installed wrangler: `npm start` bundles without esbuild's watch (scripts/serve.mjs)", () => {
  it("runBuild watches unless CARAVAN_WRANGLER_NO_WATCH is 1, and serve.mjs sets it except for npm run dev", () => {
    const runBuild = functionText(installed("wrangler", "wrangler-dist/cli.js"), "function runBuild({");
    expect(runBuild).toContain('watch: process.env.CARAVAN_WRANGLER_NO_WATCH !== "1",');
    expect(runBuild).not.toContain("watch: true,");
    expect(readFileSync(join(__dirname, "../../scripts/serve.mjs"), "utf8")).toContain(
      '...(dev ? {} : { CARAVAN_WRANGLER_NO_WATCH: "1" }),',
    );
  });
});

describe("installed miniflare: the synchronous binding proxy waits for its own reply", () => {
  it("reads the reply port until the reply is there, so a late wake-up of the previous call cannot end the wait", () => {
    const source = installed("miniflare", "dist/src/index.js");
    const start = source.indexOf("var SynchronousFetcher = class {");
    expect(start, "SynchronousFetcher not found").toBeGreaterThanOrEqual(0);
    const fetcher = source.slice(start, source.indexOf("\n};\n", start));
    const loop = fetcher.indexOf(
      "while ((received = (0, import_node_worker_threads.receiveMessageOnPort)(this.#channel.port1)) === void 0) {",
    );
    expect(loop).toBeGreaterThan(0);
    // every wait is inside the loop (none before it), and the reply read is the loop's
    expect(fetcher.indexOf("Atomics.wait(")).toBeGreaterThan(loop);
    expect(fetcher).toContain("const message = received.message;");
  });
});

describe("installed @remix-run/router: development warnings stay out of production", () => {
  it("every warning call but the helper's own is guarded by the production check", () => {
    const router = installed("@remix-run/router", "dist/router.js");
    const calls = router.match(/^.*\bwarning\(.*$/gm) ?? [];
    const unguarded = calls.filter(
      (line) => !line.includes('process.env.NODE_ENV !== "production" && warning(') && !line.startsWith("function warning("),
    );
    expect(calls.length).toBeGreaterThan(5);
    expect(unguarded).toEqual([]);
  });
});

describe("installed @remix-run/react: NavLink leaves the production bundle", () => {
  it("its display name is set in development only", () => {
    const components = installed("@remix-run/react", "dist/esm/components.js");
    expect(components).toContain('if (process.env.NODE_ENV !== "production") NavLink.displayName = "NavLink";');
    expect(components).not.toMatch(/^NavLink\.displayName = /m);
  });
});

describe("installed @remix-run/dev: the browser build's licence notices and empty modules", () => {
  it("production writes licence notices to a file beside their chunk, and skips empty ones", () => {
    expect(installed("@remix-run/dev", "dist/compiler/js/compiler.js")).toContain(
      'legalComments: ctx.options.mode === "production" ? "external" : "eof",',
    );
    expect(installed("@remix-run/dev", "dist/compiler/js/write.js")).toContain(
      'if (file.path.endsWith(".LEGAL.txt") && file.contents.byteLength === 0) continue;',
    );
  });

  it("the stand-in for a server-only import has no side effects", () => {
    const plugin = installed("@remix-run/dev", "dist/compiler/plugins/emptyModules.js");
    expect(plugin).toMatch(/namespace: "empty-module",\s*\n(\s*\/\/.*\n)*\s*sideEffects: false/);
  });
});

describe("installed react-router: no v6 deprecation checks in production", () => {
  it("logV6DeprecationWarnings returns first in production", () => {
    const body = functionText(installed("react-router", "dist/index.js"), "function logV6DeprecationWarnings(");
    const guard = body.indexOf('if (process.env.NODE_ENV === "production") return;');
    expect(guard).toBeGreaterThan(0);
    expect(guard).toBeLessThan(body.indexOf("logDeprecation("));
  });
});

describe("every patch is on a plan", () => {
  const patches = readdirSync(join(__dirname, "../../patches")).filter((file) => file.endsWith(".patch"));
  const plan = readFileSync(join(__dirname, "../../docs/patches.md"), "utf8");
  const readme = readFileSync(join(__dirname, "../../README.md"), "utf8");
  const FIELDS = ["What", "Why", "Buys", "Drop it", "Upstream", "Checked by"];

  /** The section of docs/patches.md that names a patch file. */
  function sectionOf(file: string): string | undefined {
    return plan.split(/^## /m).find((section) => section.includes(`patches/${file}`));
  }

  it("ten patches, each with a section in docs/patches.md saying what, why, what it buys, how to drop it, the upstream release and what checks it", () => {
    expect(patches).toHaveLength(10);
    for (const file of patches) {
      const section = sectionOf(file);
      expect(section, `docs/patches.md has no section naming patches/${file}`).toBeDefined();
      for (const field of FIELDS) expect(section, `patches/${file}: no **${field}:** in its section`).toContain(`**${field}:**`);
    }
  });

  it("the README's patches section lists every patch file", () => {
    const start = readme.indexOf("## Patched dependencies");
    const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
    expect(start).toBeGreaterThan(0);
    for (const file of patches) expect(section, `README "Patched dependencies" does not list ${file}`).toContain(`\`${file}\``);
  });
});
