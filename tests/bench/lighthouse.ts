/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (simulated slow 4G, a mid-range phone)
 * of a few pages of the running site, in Debian's Chromium. It starts the site like the
 * browser tests do (own port and state folder), prints one row per page and stops it.
 * Figures, not a test: budget Lighthouse mobile ≥ 95 with no layout shift.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startLocalSite } from "./local-site";

const PORT = 8796;
// The home page of every site, then the other page types.
const PAGES = [
  "int./",
  "uk./",
  "us./",
  "it./",
  "es./",
  "fr./",
  "de./",
  "it./cerca",
  "uk./search?tab=tours",
  "fr./questions-frequentes",
  "de./reiseziele",
];

const { stop } = startLocalSite({ port: PORT, state: ".wrangler/bench-state", smtpPort: 1028, inboxPort: 1083 });

// Node cannot resolve *.localhost (Chromium can): readiness is probed by IP.
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) break;
  } catch {
    if (tries > 180) throw new Error("the site did not start");
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox"],
});
const pct = (score: number | null | undefined) =>
  (score === null || score === undefined ? "–" : String(Math.round(score * 100))).padStart(6);
console.log("Lighthouse mobile (budget: perf ≥ 95, CLS 0); a row ends with OVER when a page misses it");
console.log("page                          perf  a11y  best   seo   CLS    LCP      TBT");
try {
  for (const page of PAGES) {
    const [tenant, path] = [page.slice(0, page.indexOf(".")), page.slice(page.indexOf(".") + 1)];
    const url = `http://${tenant}.localhost:${PORT}${path}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result!.lhr;
    console.log(
      `${`${tenant} ${path}`.padEnd(28)}${pct(categories.performance?.score)}${pct(categories.accessibility?.score)}${pct(categories["best-practices"]?.score)}${pct(categories.seo?.score)}` +
        `  ${String(audits["cumulative-layout-shift"]?.displayValue ?? "").padEnd(6)} ${String(audits["largest-contentful-paint"]?.displayValue ?? "").padEnd(8)} ${String(audits["total-blocking-time"]?.displayValue ?? "").padEnd(8)}` +
        ((categories.performance?.score ?? 0) < 0.95 || (audits["cumulative-layout-shift"]?.numericValue ?? 0) > 0 ? " OVER" : " ok"),
    );
  }
  console.log("(search result pages are disallowed in robots.txt on purpose, which Lighthouse's SEO score counts against them)");
} finally {
  await chrome.kill();
  stop();
}
process.exit(0);
