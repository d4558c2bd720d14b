import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bundleWorker } from "./bundle-worker";
import { Miniflare } from "miniflare";

const root = new URL("../../", import.meta.url).pathname;
const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(join(root, "wrangler.toml"), "utf8"))![1]!;

let bundled: Promise<string> | undefined;

/** The e-mail test Worker in Miniflare with these mail settings; `send` posts one sign-in code. */
export async function startEmailWorker(bindings: Record<string, string>) {
  bundled ??= bundleWorker(join(root, "tests/support/email-worker.ts"));
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
