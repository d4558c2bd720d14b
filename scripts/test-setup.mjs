// What the browser tests need: Debian's Chromium (Playwright cannot download browsers here), as
// its headless shell, which the tests drive, beside the full browser (screenshots, Lighthouse).
// `npm test` runs it twice: `--check` first, before anything slow, and then the install itself
// beside the lint, typecheck, unit, build and integration steps (only the browser tests need
// Chromium, and apt spends the network and the disk, not the cores those steps use).
//
// Found: nothing to do. Missing: installed with apt when this runs as root with apt-get (a fresh
// CI machine); otherwise the run stops at once with the one command to type.
//
//   node scripts/test-setup.mjs [--check]   (CHROMIUM_PATH names another Chromium)
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const PACKAGES = ["chromium", "chromium-headless-shell", "fonts-dejavu-core"];

function runnable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function say(line) {
  console.log(`test-setup: ${line}`);
}

if (runnable(chromium)) {
  say(`Chromium found (${chromium})`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(
    `test-setup: CHROMIUM_PATH=${chromium} is not an executable: point it at Chromium, or unset it to use Debian's /usr/bin/chromium-headless-shell`,
  );
  process.exit(1);
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `test-setup: the browser tests need Debian's Chromium: run \`sudo apt-get install -y ${PACKAGES.join(" ")}\`, then npm test again`,
  );
  process.exit(1);
}
if (process.argv.includes("--check")) {
  say(`Chromium missing: ${PACKAGES.join(" ")} will be installed from Debian (apt-get) beside the next steps`);
  process.exit(0);
}
say(`installing ${PACKAGES.join(" ")} from Debian (apt-get)…`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", ...PACKAGES],
]) {
  const step = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
  if (step.status !== 0) {
    console.error(
      `test-setup: \`apt-get ${args.join(" ")}\` failed (exit ${step.status}): install ${PACKAGES.join(" ")} by hand, then npm test again`,
    );
    process.exit(1);
  }
}
if (!runnable(chromium)) {
  console.error(`test-setup: apt-get installed ${PACKAGES.join(" ")} but ${chromium} is still missing`);
  process.exit(1);
}
say(`Chromium installed (${chromium})`);
