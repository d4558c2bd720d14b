// The test server's Worker (workers/test-server.ts) bundled with esbuild: the test hooks in
// front of the built Worker, which stays a module of its own, imported as `builtWorkerImport`.
// `scripts/serve.mjs --test-hooks` writes it to the state folder for `wrangler dev`; the
// integration harness hands it to Miniflare. `npm run build` never makes it.
import { join } from "node:path";
import { build } from "esbuild";
import { BUILT_WORKER_MODULE, TEST_SERVER_ENTRY } from "./serve-options.mjs";

/**
 * How a Worker is bundled for workerd outside the Remix build (the test server, the tests' and benches' Workers).
 * @type {import("esbuild").BuildOptions & { write: false }}
 */
export const WORKER_BUNDLE_OPTIONS = {
  bundle: true,
  write: false,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["browser", "module", "main"],
  logLevel: "silent",
};

/** The bundle's source; its import of the built Worker reads `builtWorkerImport`. */
export async function testServerSource(root, builtWorkerImport) {
  const result = await build({
    ...WORKER_BUNDLE_OPTIONS,
    entryPoints: [join(root, TEST_SERVER_ENTRY)],
    plugins: [
      {
        name: "built-worker",
        setup(bundle) {
          bundle.onResolve({ filter: new RegExp(`^${BUILT_WORKER_MODULE}$`) }, () => ({ path: builtWorkerImport, external: true }));
        },
      },
    ],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${TEST_SERVER_ENTRY}`);
  return output.text;
}
