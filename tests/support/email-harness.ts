import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { Miniflare } from "miniflare";

const root = new URL("../../", import.meta.url).pathname;
const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(join(root, "wrangler.toml"), "utf8"))![1]!;

/** tests/support/email-worker.ts bundled the way the site is (workerd conditions, cloudflare:* left to the runtime). */
async function bundleEmailWorker(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, "tests/support/email-worker.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    external: ["cloudflare:*", "node:*"],
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

let bundled: Promise<string> | undefined;

/** The e-mail test Worker in Miniflare with these mail settings; `send` posts one sign-in code. */
export async function startEmailWorker(bindings: Record<string, string>) {
  bundled ??= bundleEmailWorker();
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: join(root, "email-worker.js"), contents: await bundled }],
    compatibilityDate,
    compatibilityFlags: ["nodejs_compat"],
    bindings,
  });
  await mf.ready;
  return {
    async send(input: { to: string; language: string; code: string; link: string; siteName: string; validMinutes: number }) {
      const response = await mf.dispatchFetch("http://email.test/", { method: "POST", body: JSON.stringify(input) });
      return {
        status: response.status,
        body: (await response.json()) as { sent: boolean; kind?: string; status?: number | null; message?: string },
      };
    },
    close: () => mf.dispose(),
  };
}
