import { build } from "esbuild";

/**
 * A bench's Worker (an entry next to this file), bundled for workerd as wrangler would, to run
 * in Miniflare beside the database: the figures are then the code's, not the Node-to-workerd
 * proxy's.
 */
export async function bundleWorker(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    format: "esm",
    platform: "neutral",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    external: ["cloudflare:*", "node:*"],
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}
