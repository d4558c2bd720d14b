/**
 * The production e-mail HTTP API adapter (Resend's shape), run in workerd
 * against a local fake of the API: the request it makes, its key, and how answers map to
 * MailError kinds.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startEmailWorker } from "../support/email-harness";

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: unknown };

describe("sign-in code through the e-mail HTTP API", () => {
  let server: Server;
  let apiUrl: string;
  let seen: Seen[] = [];
  let answer = { status: 200, body: '{"id":"4ef9a417-02e9-4d39-ad75-9611e0fcc33c"}' };
  let worker: Awaited<ReturnType<typeof startEmailWorker>>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk) => (raw += chunk));
      request.on("end", () => {
        seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: JSON.parse(raw || "null") });
        response.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    worker = await startEmailWorker({
      ENVIRONMENT: "production",
      MAIL_TRANSPORT: "http",
      MAIL_API_URL: `${apiUrl}/`,
      MAIL_API_KEY: "re_test_key",
      MAIL_FROM: "Caravan España <hola@caravantrips.es>",
    });
  });
  beforeEach(() => {
    seen = [];
    answer = { status: 200, body: '{"id":"4ef9a417-02e9-4d39-ad75-9611e0fcc33c"}' };
  });
  afterAll(async () => {
    await worker?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const signIn = {
    to: "lucia@example.es",
    language: "es",
    code: "731904",
    link: "https://www.caravantrips.es/acceder?code=731904",
    siteName: "Caravan España",
    validMinutes: 10,
  };

  it("POSTs one JSON message to {MAIL_API_URL}/emails with the Bearer key", async () => {
    expect(await worker.send(signIn)).toEqual({ status: 200, body: { sent: true } });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/api/emails");
    expect(request!.headers.authorization).toBe("Bearer re_test_key");
    expect(request!.headers["content-type"]).toMatch(/^application\/json/);
    const body = request!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["from", "html", "subject", "text", "to"]);
    expect(body.from).toBe("Caravan España <hola@caravantrips.es>");
    expect(body.to).toEqual(["lucia@example.es"]);
    expect(body.subject).toBe("731904 es tu código para iniciar sesión en Caravan");
    expect(body.text).toContain("731904");
    expect(body.text).toContain("El código caduca en 10 minutos.");
    expect(body.html).toContain(">731904</span>");
  });

  it.each([
    [422, "rejected"],
    [401, "rejected"],
    [429, "unavailable"],
    [500, "unavailable"],
    [503, "unavailable"],
  ])("turns a %i answer into a %s MailError carrying the status", async (status, kind) => {
    answer = { status, body: `{"statusCode":${status},"name":"error","message":"nope"}` };
    const result = await worker.send(signIn);
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({ sent: false, kind, status });
    expect(result.body.message).toContain("nope");
  });

  it("reports an API it cannot reach as unavailable", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const offline = await startEmailWorker({ MAIL_TRANSPORT: "http", MAIL_API_URL: `http://127.0.0.1:${port}`, MAIL_API_KEY: "k" });
    try {
      expect((await offline.send(signIn)).body).toMatchObject({ sent: false, kind: "unavailable" });
    } finally {
      await offline.close();
    }
  });
});
