/**
 * The patches in patches/ (applied by `patch-package --error-on-fail` after `npm ci`) are
 * checked where they matter: in the INSTALLED files, the ones the Remix build bundles
 * (the server build reads each package's "module" entry: ESM files). A reinstall that skipped
 * postinstall, a package upgrade that moved the code, or a hand-reverted file fails here
 * instead of silently slowing every render or breaking the chunk-reload guard.
 */
import { readFileSync } from "node:fs";
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

  it("matches against ranked branches kept per routes array on the server", () => {
    const matchRoutesImpl = functionText(router, "function matchRoutesImpl(");
    expect(matchRoutesImpl).toContain("let branches = rankedBranches(routes);");
    expect(matchRoutesImpl).not.toContain("rankRouteBranches(");
    expect(router).toContain('const rankedBranchCache = typeof document === "undefined" ? new WeakMap() : null;');
    const rankedBranches = functionText(router, "function rankedBranches(routes)");
    expect(rankedBranches).toContain("rankedBranchCache.get(routes)");
    expect(rankedBranches).toContain("rankedBranchCache.set(routes, branches)");
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
