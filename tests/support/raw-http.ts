/**
 * A request written as given, over a connection of its own: a GET or HEAD with a body, any
 * method, any framing. fetch (and Miniflare's dispatchFetch) refuse to send some of these,
 * and a site must still answer them (the built Worker in Miniflare listens on `mf.ready`).
 */
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export function rawRequest(
  base: URL,
  {
    method,
    host,
    path,
    body,
    headers = {},
  }: { method: string; host: string; path: string; body: string | null; headers?: Record<string, string> },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // A body gets its length unless the caller frames it (Transfer-Encoding: chunked).
    const framed = body !== null && !Object.keys(headers).some((name) => name.toLowerCase() === "transfer-encoding");
    const length: Record<string, string> = framed ? { "Content-Length": String(Buffer.byteLength(body)) } : {};
    const outgoing = httpRequest(
      { host: base.hostname, port: base.port, method, path, headers: { Host: host, Connection: "close", ...length, ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks).toString() }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body ?? undefined);
  });
}
