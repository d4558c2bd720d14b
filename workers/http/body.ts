/**
 * Request bodies: one size cap for every reader, and one way for form actions to read a form.
 * A bad body is a 4xx the action words itself, never a 500.
 */
import { refusalResponse } from "./refusal-page";

/** No form of ours comes near this; anything bigger is refused, declared or not. */
export const MAX_BODY_BYTES = 64 * 1024;

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** What a stream past the cap errors with; readers tell it from a malformed body by it. */
export class BodyTooLargeError extends Error {
  override readonly name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

export function isBodyTooLarge(error: unknown): boolean {
  return error instanceof BodyTooLargeError || (error instanceof Error && error.name === "BodyTooLargeError");
}

/** The 413, as a page in the site's language. */
export function tooLargeResponse(request: Request, rawEnv?: unknown): Response {
  return refusalResponse(request, 413, rawEnv);
}

/** The cheap check first: a declared Content-Length over the cap is refused before anything runs. */
export function refuseLargeBody(request: Request, limit = MAX_BODY_BYTES, rawEnv?: unknown): Response | null {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(length) && length <= limit) return null;
  return tooLargeResponse(request, rawEnv);
}

/** Counts the bytes going through and errors the stream (cancelling the upload) past the limit. */
export function cappedStream(body: ReadableStream<Uint8Array>, limit: number, onTrip: () => void = () => {}): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          onTrip();
          controller.error(new BodyTooLargeError(limit));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * How much of a refused body is read and thrown away before the answer, so the connection it
 * came on stays usable and the sender, done writing, reads the answer rather than a reset.
 * Past this the upload is cancelled and its connection closed: nothing a browser sends by
 * mistake comes near it (the edge caps bodies at 100 MB anyway).
 */
export const MAX_DISCARD_BYTES = 32 * 1024 * 1024;

export type LimitedBody = {
  request: Request;
  /** True once a reader went past the cap. */
  tripped: () => boolean;
  /**
   * Settles the upload before the answer goes out: what no one read is read to its end and
   * dropped (up to MAX_DISCARD_BYTES, then cancelled). A body left half-read keeps the sender writing into a
   * connection the server stopped reading; the local runtime's proxy then fails the NEXT request
   * on that connection (anyone's) with a 503. Draining is cheap next to that, and a no-op when
   * the action read its whole form.
   */
  settle: () => Promise<void>;
};

/**
 * A chunked upload has no Content-Length, so the cap is enforced on the stream itself: the
 * returned request's body errors with BodyTooLargeError past the limit, whoever reads it.
 * `tripped()` tells the entry afterwards that a failure came from the size, not the route.
 * The original upload is not cancelled when a reader stops (past the cap, or a form parser
 * giving up): `settle()` drains it once the answer is on its way.
 */
export function limitBody(request: Request, limit = MAX_BODY_BYTES, discardLimit = MAX_DISCARD_BYTES): LimitedBody {
  if (!request.body) return { request, tripped: () => false, settle: async () => {} };
  if (request.method === "GET" || request.method === "HEAD") return withoutBody(request, request.body, discardLimit);
  const source = request.body.getReader();
  let seen = 0;
  let tripped = false;
  let ended = false;
  let reading: Promise<unknown> = Promise.resolve();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const read = source.read();
      reading = read.catch(() => undefined);
      const { value, done } = await read;
      if (done) {
        ended = true;
        controller.close();
        return;
      }
      seen += value.byteLength;
      if (seen > limit) {
        tripped = true;
        controller.error(new BodyTooLargeError(limit));
        return;
      }
      controller.enqueue(value);
    },
    // A reader that gives up leaves the upload to `settle()`.
    cancel() {},
  });
  const settle = async () => {
    if (ended) return;
    await reading;
    await discard(source, seen, discardLimit);
  };
  // `duplex` is required by Node's fetch for a stream body and ignored by workerd.
  return { request: new Request(request, { body, duplex: "half" } as RequestInit), tripped: () => tripped, settle };
}

/**
 * A GET or HEAD that carries a body (workerd hands one even for `Content-Length: 0`) is
 * answered as if it had none: content in a GET has no meaning (HTTP gives it none), and a
 * request with that method cannot be rebuilt around a stream (the Request constructor throws).
 * The request is rebuilt from its parts, so the upload itself is never touched before
 * `settle()` drains it; the headers that framed it go too, so no reader waits for it.
 */
function withoutBody(request: Request, upload: ReadableStream<Uint8Array>, discardLimit: number): LimitedBody {
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  headers.delete("Transfer-Encoding");
  const init: RequestInit & { cf?: unknown } = { method: request.method, headers, redirect: request.redirect, signal: request.signal };
  // The runtime's request facts (country, colo) stay with the rebuilt request.
  if ("cf" in request && request.cf) init.cf = request.cf;
  return {
    request: new Request(request.url, init as RequestInit),
    tripped: () => false,
    settle: () => discard(upload.getReader(), 0, discardLimit),
  };
}

/** Reads an upload to its end and drops it, up to `limit` bytes in all; past that it is cancelled. */
async function discard(source: ReadableStreamDefaultReader<Uint8Array>, seen: number, limit: number): Promise<void> {
  try {
    while (seen <= limit) {
      const { value, done } = await source.read();
      if (done) return;
      seen += value.byteLength;
    }
    await source.cancel();
  } catch {
    // The sender went away: nothing left to settle.
  }
}

/** application/x-www-form-urlencoded and multipart/form-data are forms; parameters aside. */
export function isFormContentType(contentType: string | null): boolean {
  const essence = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return FORM_TYPES.has(essence);
}

export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415 };

/**
 * Every form action reads its body through this: 415 for a body that is not a form, 413 past
 * the size cap, 400 for a form that cannot be parsed. The action answers with its own message.
 */
export async function readForm(request: Request, limit = MAX_BODY_BYTES): Promise<FormRead> {
  const contentType = request.headers.get("Content-Type");
  if (!isFormContentType(contentType)) return { ok: false, status: 415 };
  if (refuseLargeBody(request, limit)) return { ok: false, status: 413 };
  try {
    // The cap again, so the helper holds it on its own (the entry's stream caps it too).
    const body = request.body ? cappedStream(request.body, limit) : null;
    const parsed = new Response(body, { headers: { "Content-Type": contentType! } });
    return { ok: true, form: await parsed.formData() };
  } catch (error) {
    return { ok: false, status: isBodyTooLarge(error) ? 413 : 400 };
  }
}
