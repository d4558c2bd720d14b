import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { Miniflare } from "miniflare";
import { afterEach, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import { pageOf, textOf } from "./html";

const root = new URL("../../", import.meta.url).pathname;
const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(readFileSync(join(root, "wrangler.toml"), "utf8"))![1]!;

let mf: Miniflare | undefined;
afterEach(async () => {
  await mf?.dispose();
  mf = undefined;
});

/** The built Worker as the harness starts it, but deployed without its D1 binding. */
async function siteWithoutDatabase(vars: Record<string, string>) {
  const logged: string[] = [];
  mf = new Miniflare({
    rootPath: root,
    modules: [{ type: "ESModule", path: join(root, "build/index.js") }],
    compatibilityDate,
    compatibilityFlags: ["nodejs_compat"],
    kvNamespaces: { CACHE: "caravan-test" },
    assets: { directory: join(root, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
    bindings: vars,
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      stdout.on("data", (chunk: Buffer) => logged.push(chunk.toString()));
      stderr.on("data", (chunk: Buffer) => logged.push(chunk.toString()));
    },
  });
  await mf.ready;
  const fetch = (url: string, init: RequestInit = {}) =>
    mf!.dispatchFetch(url, { redirect: "manual", ...(init as object) }) as unknown as Promise<Response>;
  return { fetch, logged };
}

const STACK_LINE = /\bat .+(\.js|\.ts):\d+/;

describe("a Worker whose bindings are unusable", () => {
  it.each(["it", "de", "us"])("answers %s with a 503 page in the site's language, never a stack trace", async (id) => {
    const site = await siteWithoutDatabase({ ENVIRONMENT: "production" });
    const response = await site.fetch(`http://${id}.localhost/`);
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    const html = await response.text();
    expect(html).not.toMatch(STACK_LINE);
    const page = await pageOf(new Response(html));
    const language = getTenant(id)!.language;
    expect(page.querySelector("html")?.getAttribute("lang")).toBe(language);
    expect(textOf(page.querySelector("h1"))).toBe(catalogues[language].errors.unavailableTitle);
    expect(textOf(page.querySelector("p"))).toBe(catalogues[language].errors.unavailableBody);
    expect(page.querySelector("script")).toBeNull();
    // Production shows no details of the cause.
    expect(page.querySelector("[data-testid=error-details]")).toBeNull();
    expect(html).not.toContain("DB");
  });

  it("names the cause outside production, still without a stack trace, and logs it", async () => {
    const site = await siteWithoutDatabase({ ENVIRONMENT: "development" });
    const response = await site.fetch("http://fr.localhost/destinations", { method: "POST", body: new TextEncoder().encode("x=1") });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).not.toMatch(STACK_LINE);
    const details = textOf((await pageOf(new Response(html))).querySelector("[data-testid=error-details]"));
    expect(details).toContain("Worker environment");
    expect(details).toContain("DB");
    await expect.poll(() => site.logged.join("")).toContain("Worker environment");
  });

  it("treats an environment it cannot read as production", async () => {
    const site = await siteWithoutDatabase({});
    const response = await site.fetch("http://es.localhost/");
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain("error-details");
  });

  it("still serves static files, with their headers", async () => {
    const site = await siteWithoutDatabase({ ENVIRONMENT: "production" });
    const response = await site.fetch("http://it.localhost/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    await response.arrayBuffer();
  });
});
