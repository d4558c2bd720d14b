// The test server's Worker (workers/test-server.ts) bundled with esbuild: the test hooks in
// front of the built Worker, which stays a module of its own, imported as `builtWorkerImport`.
// `scripts/serve.mjs --test-hooks` writes it to the state folder for `wrangler dev`; the
// integration harness hands it to Miniflare. `npm run build` never makes it.
import { join } from "node:path";
import { build } from "esbuild";
import { BUILT_WORKER_MODULE, TEST_SERVER_ENTRY } from "./serve-options.mjs";

/** The bundle's source; its import of the built Worker reads `builtWorkerImport`. */
export async function testServerSource(root, builtWorkerImport) {
  const result = await build({
    entryPoints: [join(root, TEST_SERVER_ENTRY)],
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    logLevel: "silent",
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
