/**
 * The local runtime's front door (`wrangler dev`'s ProxyWorker, patched: patches/wrangler+*.patch)
 * run as wrangler runs it, in front of a stand-in for the Worker that drops a connection the way
 * the runtime drops a reused keep-alive one. Unpatched, one such drop reported an error that
 * ended `wrangler dev` (and every browser test after it). Patched, a GET is sent again on a
 * fresh connection and answers; a POST fails alone with a 502; nothing ends the server.
 */
import { createRequire } from "node:module";
import { createServer, type Server, type Socket } from "node:net";
import { dirname, join } from "node:path";
import { Miniflare, type Request as MiniflareRequest, Response as MiniflareResponse } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const proxyWorker = join(dirname(require.resolve("wrangler/package.json")), "wrangler-dist/ProxyWorker.js");
const SECRET = "caravan-test-proxy-controller";

/** The stand-in Worker: drops the next `drops` connections once their request has arrived, answers the rest. */
let drops = 0;
let answered = 0;
let upstream: Server;
let mf: Miniflare;
const messages: { type: string }[] = [];

/** wrangler's ProxyController as the proxy sees it: every message it sends ("error" ended wrangler dev). */
async function proxyController(request: MiniflareRequest) {
  messages.push((await request.json()) as { type: string });
  return new MiniflareResponse(null, { status: 204 });
}

beforeAll(async () => {
  upstream = createServer((socket: Socket) => {
    let head = "";
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
      if (!head.includes("\r\n\r\n")) return;
      if (drops > 0) {
        drops--;
        socket.destroy();
        return;
      }
      answered++;
      socket.end("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok");
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const port = (upstream.address() as { port: number }).port;
  // The ProxyWorker as wrangler dev configures it (wrangler-dist/cli.js, ProxyController).
  mf = new Miniflare({
    name: "ProxyWorker",
    compatibilityDate: "2023-12-18",
    compatibilityFlags: ["nodejs_compat"],
    modulesRoot: dirname(proxyWorker),
    modules: [{ type: "ESModule", path: proxyWorker }],
    durableObjects: { DURABLE_OBJECT: { className: "ProxyWorker", unsafePreventEviction: true } },
    unsafeEphemeralDurableObjects: true,
    serviceBindings: { PROXY_CONTROLLER: proxyController },
    bindings: { PROXY_CONTROLLER_AUTH_SECRET: SECRET },
  });
  // wrangler's "play": where the Worker listens.
  const play = await mf.dispatchFetch("http://localhost/", {
    headers: { Authorization: SECRET },
    cf: {
      hostMetadata: {
        type: "play",
        proxyData: { userWorkerUrl: { protocol: "http:", hostname: "127.0.0.1", port: String(port) }, headers: {} },
      },
    },
  });
  expect(play.status).toBe(204);
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  upstream?.close();
});

describe("wrangler dev's proxy when a connection to the Worker drops", () => {
  // "/" is the path whose drop ended the server; on any other it waited for the next request.
  it.each(["/", "/search?q=rome"])(
    "sends a GET of %s again on a fresh connection, and reports nothing that would end the server",
    async (path) => {
      drops = 1;
      const before = answered;
      const response = await mf.dispatchFetch(`http://localhost${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("ok");
      expect(answered).toBe(before + 1);
      expect(messages.filter((message) => message.type === "error")).toEqual([]);
    },
  );

  it("answers a POST that dropped with a 502, alone, and keeps serving", async () => {
    drops = 1;
    const response = await mf.dispatchFetch("http://localhost/newsletter", { method: "POST", body: "email=a%40example.com" });
    expect(response.status).toBe(502);
    await response.arrayBuffer();
    expect(messages.filter((message) => message.type === "error")).toEqual([]);
    const next = await mf.dispatchFetch("http://localhost/");
    expect(next.status).toBe(200);
    await next.arrayBuffer();
  });

  it("gives up on a GET that keeps dropping, with a 502", async () => {
    drops = 10;
    const response = await mf.dispatchFetch("http://localhost/trips");
    expect(response.status).toBe(502);
    await response.arrayBuffer();
    drops = 0;
    expect(messages.filter((message) => message.type === "error")).toEqual([]);
  });
});
