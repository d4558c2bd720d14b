// `npm run alerts:run [-- --port N]`: runs the Worker's scheduled alert job once on the
// running local site (`npm start`, which starts wrangler with --test-scheduled), as the hourly
// Cron Trigger does in production. The job's one-line summary appears in `npm start`'s output.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" }, help: { type: "boolean", short: "h", default: false } } });
if (values.help) {
  console.log("usage: npm run alerts:run [-- --port N]   (default: PORT or 8787)");
  process.exit(0);
}
const port = Number(values.port ?? process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`alerts:run: "${values.port}" is not a port number`);
  process.exit(2);
}
const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
const cron = /crons\s*=\s*\[\s*"([^"]+)"/.exec(toml)?.[1] ?? "17 * * * *";
const url = `http://127.0.0.1:${port}/__scheduled?cron=${encodeURIComponent(cron)}`;
let response;
try {
  response = await fetch(url);
} catch (error) {
  console.error(`alerts:run: nothing answers on 127.0.0.1:${port} (is \`npm start\` running?): ${error.cause?.code ?? error.message}`);
  process.exit(1);
}
const text = (await response.text()).trim();
if (!response.ok) {
  console.error(`alerts:run: the job failed (${response.status}): ${text.slice(0, 500)}`);
  process.exit(1);
}
console.log(`alerts:run: ${text || "ran"} (cron "${cron}"); the job's summary is in the site's output`);
