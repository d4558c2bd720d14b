// Applies the D1 migrations and the demo seed locally, then serves every tenant with
// `wrangler dev`. Used by `npm start` (port 8787) and by the browser tests (their own
// port and state folder). Nothing here talks to Cloudflare.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    "persist-to": { type: "string", default: ".wrangler/state" },
  },
});
const port = values.port;
const persistTo = values["persist-to"];
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: process.env.CI ?? "", NO_COLOR: "1" };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync("build/index.js")) {
  console.error("build/index.js is missing: run `npm run build` first (npm start does).");
  process.exit(1);
}
const migrations = existsSync("workers/db/migrations") ? readdirSync("workers/db/migrations").filter((f) => f.endsWith(".sql")) : [];
if (migrations.length > 0) run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
if (existsSync("scripts/seed.ts")) run("npx", ["tsx", "scripts/seed.ts", "--persist-to", persistTo]);

const tenants = readdirSync("tenants")
  .filter((f) => f.endsWith(".json") && f !== "routes.json")
  .map((f) => JSON.parse(readFileSync(`tenants/${f}`, "utf8")));

const server = spawn("npx", ["wrangler", "dev", "--local", "--port", port, "--ip", "127.0.0.1", "--persist-to", persistTo, "--show-interactive-dev-session=false"], {
  stdio: ["ignore", "pipe", "inherit"],
  env,
});
let announced = false;
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready on/i.test(chunk.toString())) {
    announced = true;
    console.log("\nCaravan is running. One site per tenant:");
    for (const t of tenants) console.log(`  ${t.id.padEnd(4)} ${t.name.padEnd(22)} http://${t.id}.localhost:${port}`);
    console.log("");
  }
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
