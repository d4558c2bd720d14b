/**
 * `npm run dev` as a developer uses it: in a copy of the tree, on ports of its own, it serves the
 * sites, and after an edit in tenants/, in locales/ and in workers/ it builds again and serves the
 * change, without stopping. A rebuild once stopped the server: wrangler watches public/ and met a
 * file that `remix build` had just removed. Two development builds take a minute or more of CPU,
 * so this runs in `npm run test:stress`, not in `npm test`.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
let copy = "";
let server: ChildProcess | undefined;
let log = "";
let port = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

function page(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request({ host: "127.0.0.1", port, path, headers: { Host: `it.localhost:${port}` }, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on("error", reject);
    call.end();
  });
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 240_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (server?.exitCode !== null) throw new Error(`the dev server stopped while waiting for ${what}:\n${log.slice(-4000)}`);
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`no ${what} after ${ms / 1000} s:\n${log.slice(-4000)}`);
}

function edit(file: string, from: string, to: string) {
  const path = join(copy, file);
  const text = readFileSync(path, "utf8");
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "caravan-dev-loop-"));
  // The tree as it is now, committed or not, without what is built or installed.
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" }).split("\0");
  for (const file of files.filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      copyFileSync(join(root, file), join(copy, file));
    } catch {
      // A file deleted in the work tree but still in the index.
    }
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  port = await freePort();
  const [smtp, inbox] = [await freePort(), await freePort()];
  server = spawn(
    process.execPath,
    ["scripts/serve.mjs", "--dev", "--port", String(port), "--smtp-port", String(smtp), "--inbox-port", String(inbox)],
    {
      cwd: copy,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  server.stdout!.on("data", (chunk: Buffer) => (log += chunk));
  server.stderr!.on("data", (chunk: Buffer) => (log += chunk));
  await until("running site", () => log.includes("Caravan is running"), 420_000);
}, 480_000);

afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  if (copy) rmSync(copy, { recursive: true, force: true });
});

it("builds again after edits in tenants/, locales/ and workers/, serves them, and keeps running", async () => {
  expect((await page("/")).status).toBe(200);

  edit("tenants/it.json", '"Caravan Italia"', '"Caravan Italia Prova"');
  await until("site name from the edited tenant", async () => (await page("/")).body.includes("Caravan Italia Prova"));

  edit("locales/it.json", "Scegli una destinazione e una data", "Scegli una meta e una data");
  await until("text from the edited catalogue", async () => (await page("/")).body.includes("Scegli una meta e una data"));

  const rebuilds = (log.match(/rebuilt in/g) ?? []).length;
  writeFileSync(join(copy, "workers/pipeline.ts"), `${readFileSync(join(copy, "workers/pipeline.ts"), "utf8")}\n// edited\n`);
  await until("rebuild after a workers/ edit", () => (log.match(/rebuilt in/g) ?? []).length > rebuilds);
  await until("page after the reload", async () => (await page("/")).status === 200);

  expect(log).not.toMatch(/ENOENT|deadlock|wrangler stopped/);
}, 900_000);
