import { build } from "esbuild";
import { WORKER_BUNDLE_OPTIONS } from "../../scripts/test-server-build.mjs";

/**
 * A test or bench Worker (`entry`: a file path), bundled for workerd the way the site is
 * (workerd conditions, cloudflare:* and node:* left to the runtime), to run in Miniflare: the
 * e-mail tests' Worker, and the benches' beside the database (their figures are then the
 * code's, not the Node-to-workerd proxy's).
 */
export async function bundleWorker(entry: string): Promise<string> {
  const result = await build({ ...WORKER_BUNDLE_OPTIONS, entryPoints: [entry], external: ["cloudflare:*", "node:*"] });
  return result.outputFiles[0]!.text;
}
