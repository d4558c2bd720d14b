import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const shots = JSON.parse(process.argv[2]);
for (const [name, url, width, action] of shots) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await page.goto(url, { waitUntil: "networkidle" });
  if (action === "type") { const input = page.locator("[role=dialog] input[type=email]").first(); await input.fill("maria.rossi@example.it"); }
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(name, "overflow", overflow);
  await page.close();
}
await browser.close();
