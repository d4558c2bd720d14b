import { describe, expect, it } from "vitest";
import { BodyTooLargeError, isBodyTooLarge, isFormContentType, limitBody, readForm, refuseLargeBody } from "../../workers/http/body";

const URL_ = "https://www.caravantrips.it/newsletter";
const post = (body: BodyInit | null, headers: Record<string, string> = {}) => new Request(URL_, { method: "POST", body, headers });

/** A body with no declared length, sent as `count` chunks of `size` bytes. */
function chunked(count: number, size: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === count) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { request: new Request(URL_, { method: "POST", body, headers, duplex: "half" } as RequestInit), pulled: () => pulled };
}

describe("isFormContentType", () => {
  it.each([
    ["application/x-www-form-urlencoded", true],
    ["application/x-www-form-urlencoded;charset=UTF-8", true],
    ["Multipart/Form-Data; boundary=----x", true],
    ["multipart/form-data", true],
    ["application/json", false],
    ["text/plain;charset=UTF-8", false],
    ["multipart/mixed; boundary=x", false],
    ["", false],
    [null, false],
  ])("%s → %s", (value, expected) => {
    expect(isFormContentType(value)).toBe(expected);
  });
});

describe("readForm", () => {
  it("reads an urlencoded form", async () => {
    const read = await readForm(post("email=ada%40example.com&x=1", { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(read.ok && read.form.get("email")).toBe("ada@example.com");
  });

  it("reads a multipart form", async () => {
    const form = new FormData();
    form.set("currency", "GBP");
    const read = await readForm(new Request(URL_, { method: "POST", body: form }));
    expect(read.ok && read.form.get("currency")).toBe("GBP");
  });

  it("reads an empty urlencoded form as no fields", async () => {
    const read = await readForm(post(null, { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(read.ok && [...read.form.keys()]).toEqual([]);
  });

  it.each([
    ["JSON", post('{"email":"a@b.c"}', { "Content-Type": "application/json" })],
    ["text", post("email=a@b.c", { "Content-Type": "text/plain" })],
    ["no Content-Type", post(new TextEncoder().encode("email=a@b.c"))],
  ])("answers 415 for a %s body", async (_, request) => {
    expect(await readForm(request)).toEqual({ ok: false, status: 415 });
  });

  it.each([
    ["a broken part", "--zz\r\nnot a part", "multipart/form-data; boundary=zz"],
    ["no boundary", "--zz\r\n\r\n", "multipart/form-data"],
    ["an empty body", "", "multipart/form-data; boundary=zz"],
  ])("answers 400 for multipart with %s", async (_, body, type) => {
    expect(await readForm(post(body, { "Content-Type": type }))).toEqual({ ok: false, status: 400 });
  });

  it("answers 413 for a declared length over the cap, before reading", async () => {
    const request = post("email=x", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "70000" });
    expect(await readForm(request)).toEqual({ ok: false, status: 413 });
  });

  it("answers 413 for a chunked body past the cap, and stops reading it", async () => {
    const upload = chunked(1024, 16 * 1024, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await readForm(upload.request, 64 * 1024)).toEqual({ ok: false, status: 413 });
    expect(upload.pulled()).toBeLessThan(10);
  });
});

describe("limitBody", () => {
  it("leaves a request without a body alone", () => {
    const request = new Request(URL_);
    const limited = limitBody(request, 10);
    expect(limited.request).toBe(request);
    expect(limited.tripped()).toBe(false);
  });

  it("passes a body under the cap through unchanged", async () => {
    const limited = limitBody(post("a".repeat(100)), 100);
    expect(await limited.request.text()).toBe("a".repeat(100));
    expect(limited.tripped()).toBe(false);
  });

  it("errors any reader past the cap, and says so", async () => {
    const limited = limitBody(chunked(8, 1000).request, 5000);
    const error = await limited.request.text().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isBodyTooLarge(error)).toBe(true);
    expect(limited.tripped()).toBe(true);
    expect(limited.request.method).toBe("POST");
    expect(limited.request.url).toBe(URL_);
  });

  it("is what readForm turns into 413", async () => {
    const limited = limitBody(chunked(8, 1000, { "Content-Type": "application/x-www-form-urlencoded" }).request, 5000);
    expect(await readForm(limited.request)).toEqual({ ok: false, status: 413 });
  });
});

describe("limitBody: settle", () => {
  it("reads to its end an upload no one read (a refusal answered before the body)", async () => {
    const upload = chunked(100, 1000);
    const limited = limitBody(upload.request, 5000);
    await limited.settle();
    expect(upload.pulled()).toBe(100);
  });

  it("reads the rest of an upload a reader gave up on at the cap", async () => {
    const upload = chunked(100, 1000, { "Content-Type": "application/x-www-form-urlencoded" });
    const limited = limitBody(upload.request, 5000);
    expect(await readForm(limited.request)).toEqual({ ok: false, status: 413 });
    expect(upload.pulled()).toBeLessThan(10);
    await limited.settle();
    expect(upload.pulled()).toBe(100);
    expect(limited.tripped()).toBe(true);
  });

  it("stops past the discard limit and cancels the upload", async () => {
    let cancelled = false;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1000));
      },
      cancel() {
        cancelled = true;
      },
    });
    const limited = limitBody(new Request(URL_, { method: "POST", body, duplex: "half" } as RequestInit), 100, 10_000);
    await limited.settle();
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(15);
  });

  it("does nothing more once the action read the whole form", async () => {
    const upload = chunked(3, 10, { "Content-Type": "application/x-www-form-urlencoded" });
    const limited = limitBody(upload.request, 5000);
    expect((await readForm(limited.request)).ok).toBe(true);
    await limited.settle();
    expect(upload.pulled()).toBe(3);
  });
});

describe("refuseLargeBody", () => {
  it.each([
    [null, null],
    ["0", null],
    ["65536", null],
    ["65537", 413],
    ["not a number", 413],
  ])("Content-Length %s → %s", (length, status) => {
    const request = new Request(URL_, { method: "POST", headers: length === null ? {} : { "Content-Length": length } });
    expect(refuseLargeBody(request)?.status ?? null).toBe(status);
  });
});

it("tells the cap's error from others by class or by name", () => {
  expect(isBodyTooLarge(new BodyTooLargeError(1))).toBe(true);
  expect(isBodyTooLarge(Object.assign(new Error("x"), { name: "BodyTooLargeError" }))).toBe(true);
  expect(isBodyTooLarge(new TypeError("bad multipart"))).toBe(false);
  expect(isBodyTooLarge("BodyTooLargeError")).toBe(false);
});
