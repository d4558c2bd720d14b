/**
 * The test server's Worker (workers/test-server.ts) bundled for Miniflare, as `wrangler dev`
 * bundles it for `scripts/serve.mjs --test-hooks`: the built Worker it wraps stays a module of
 * its own, imported as `./built-worker.js`.
 */
import { join } from "node:path";
import { build } from "esbuild";
import { BUILT_WORKER_MODULE, TEST_SERVER_ENTRY } from "../../scripts/serve-options.mjs";

export const BUILT_WORKER_IMPORT = "./built-worker.js";

export async function testServerModule(root: string): Promise<string> {
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
          bundle.onResolve({ filter: new RegExp(`^${BUILT_WORKER_MODULE}$`) }, () => ({ path: BUILT_WORKER_IMPORT, external: true }));
        },
      },
    ],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${TEST_SERVER_ENTRY}`);
  return output.text;
}
