import { chromium } from "playwright-core";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/eventi?when=next-30-days&near=milano&km=250`);
  await page.screenshot({ path: `/tmp/events-shots/list-${width}.png`, fullPage: false });
  await page.locator(".event-card h2 a").nth(1).click();
  await page.waitForSelector(".event-detail");
  await page.screenshot({ path: `/tmp/events-shots/detail-${width}.png`, fullPage: true });
  await page.goto(`${base.replace("it.", "de.")}/wemeet`);
  await page.screenshot({ path: `/tmp/events-shots/wemeet-de-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
