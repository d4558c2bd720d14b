/**
 * The test server's Worker (workers/test-server.ts) for Miniflare, bundled as `scripts/serve.mjs
 * --test-hooks` bundles it for `wrangler dev`: the built Worker it wraps stays a module of its
 * own, imported as `./built-worker.js`.
 */
import { testServerSource } from "../../scripts/test-server-build.mjs";

export const BUILT_WORKER_IMPORT = "./built-worker.js";

export function testServerModule(root: string): Promise<string> {
  return testServerSource(root, BUILT_WORKER_IMPORT);
}
