import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { MAX_BODY_BYTES, MAX_DISCARD_BYTES } from "../../workers/http/body";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const post = (path: string, init: RequestInit) => site.fetch("it", path, { method: "POST", ...init });
const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * 16 MB sent in 16 KiB chunks with no Content-Length (Transfer-Encoding: chunked), made only
 * as the upload asks for them.
 */
function chunkedUpload(first: string) {
  const total = 16 * 1024 * 1024;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = sent === 0 ? bytes(first) : new Uint8Array(16 * 1024).fill(0x61);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { init: { body: stream, duplex: "half" } as RequestInit, sent: () => sent, total };
}

const MALFORMED: [string, RequestInit][] = [
  ["JSON", { body: JSON.stringify({ email: "ada@example.com", currency: "EUR" }), headers: { "Content-Type": "application/json" } }],
  ["text", { body: "email=ada@example.com", headers: { "Content-Type": "text/plain" } }],
  ["no Content-Type", { body: bytes("email=ada%40example.com&currency=EUR") }],
  ["malformed multipart", { body: "--zz\r\nnot a part", headers: { "Content-Type": "multipart/form-data; boundary=zz" } }],
  ["multipart with no boundary", { body: "--zz\r\n\r\n", headers: { "Content-Type": "multipart/form-data" } }],
];
const expected = (label: string) => (label.includes("multipart") ? 400 : 415);

describe("form actions and the bodies they are sent", () => {
  it.each(MALFORMED)("newsletter answers a %s body with a 4xx and its own message", async (label, init) => {
    const response = await post("/newsletter", init);
    expect(response.status).toBe(expected(label));
    const page = await pageOf(response);
    expect(textOf(page.querySelector("[role=status]"))).toBe(catalogues.it.auth.INVALID_EMAIL);
  });

  it.each(MALFORMED)("currency answers a %s body with a 4xx and its own message, no cookie", async (label, init) => {
    const response = await post("/currency", init);
    expect(response.status).toBe(expected(label));
    expect(response.headers.get("Set-Cookie") ?? "").not.toContain("caravan_currency");
    const page = await pageOf(response);
    expect(textOf(page.querySelector("[role=alert]"))).toBe(catalogues.it.currency.invalid);
  });

  it("answers the same through single fetch (.data), as a fetcher posts it", async () => {
    const response = await post("/newsletter.data", { body: "{}", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("auth.INVALID_EMAIL");
  });

  it("still reads a well-formed multipart form", async () => {
    const form = new FormData();
    form.set("currency", "GBP");
    form.set("redirectTo", "/destinations");
    // Encoded here: Miniflare's fetch does not know Node's FormData class.
    const encoded = new Response(form);
    const headers = { "Content-Type": encoded.headers.get("Content-Type")! };
    const response = await site.fetch("int", "/currency", { method: "POST", body: await encoded.arrayBuffer(), headers });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/destinations");
    expect(response.headers.get("Set-Cookie")).toMatch(/caravan_currency=GBP/);
  });

  it("reads a chunked form under the cap", async () => {
    const body = bytes("currency=GBP&redirectTo=%2F");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body.slice(0, 10));
        controller.enqueue(body.slice(10));
        controller.close();
      },
    });
    const response = await site.fetch("int", "/currency", {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect(response.status).toBe(303);
  });
});

describe("the body size cap", () => {
  it("refuses a declared Content-Length over the cap with 413", async () => {
    const body = `email=${"a".repeat(MAX_BODY_BYTES)}`;
    // Stated outright: Miniflare's fetch sends a string body chunked, with no length.
    const headers = { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) };
    const response = await post("/newsletter", { body, headers });
    expect(response.status).toBe(413);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it.each([
    ["newsletter", "/newsletter", "email="],
    ["currency", "/currency", "currency=EUR&redirectTo="],
  ])("refuses a 16 MB chunked form on %s at the cap with 413, the upload drained first", async (_, path, first) => {
    const upload = chunkedUpload(first);
    const response = await post(path, { ...upload.init, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(response.status).toBe(413);
    await response.arrayBuffer();
    // The form stops at the cap; the rest is read off the connection and dropped before the
    // answer (workers/http/body.ts), so the sender reads a 413, not a reset.
    expect(upload.total).toBeLessThan(MAX_DISCARD_BYTES);
    expect(upload.sent()).toBeGreaterThanOrEqual(upload.total);
  });

  it("answers 413, not 500, when a reader other than the form helper trips the cap (the JSON API)", async () => {
    const upload = chunkedUpload('{"search":"');
    const response = await post("/api/travels", { ...upload.init, headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(413);
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
    await response.arrayBuffer();
    expect(upload.sent()).toBeGreaterThanOrEqual(upload.total);
  });
});
