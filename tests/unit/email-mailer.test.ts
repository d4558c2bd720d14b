import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { SmtpConfig } from "../../workers/email/config";
import { createMailer, MailError, type EmailMessage } from "../../workers/email/mailer";

const smtp: SmtpConfig = {
  transport: "smtp",
  from: { name: "Caravan", address: "hello@caravan.localhost" },
  host: "127.0.0.1",
  port: 1025,
  security: "off",
};
const message: EmailMessage = { to: "giulia@example.it", subject: "482913 è il tuo codice", text: "482913", html: "<p>482913</p>" };

describe("createMailer", () => {
  it("hands a valid message to the configured SMTP transport", async () => {
    const smtpSend = vi.fn(async () => {});
    await createMailer(smtp, { smtpSend }).send(message);
    expect(smtpSend).toHaveBeenCalledWith(smtp, message);
  });

  it.each([
    ["a list of recipients", { to: "a@example.it, b@example.it" }],
    ["a display name", { to: "Giulia <giulia@example.it>" }],
    ["a header injection in the address", { to: "giulia@example.it\r\nBcc: x@example.it" }],
    ["no domain", { to: "giulia@" }],
    ["a line break in the subject", { subject: "hi\r\nBcc: x@example.it" }],
    ["an empty subject", { subject: " " }],
    ["an empty HTML part", { html: "" }],
  ])("refuses %s before sending, as invalid-message", async (_, change) => {
    const smtpSend = vi.fn(async () => {});
    const sending = createMailer(smtp, { smtpSend }).send({ ...message, ...change });
    await expect(sending).rejects.toBeInstanceOf(MailError);
    await expect(sending).rejects.toMatchObject({ kind: "invalid-message", retryable: false });
    expect(smtpSend).not.toHaveBeenCalled();
  });

  it("never swallows a failure: anything a transport throws comes out as a MailError", async () => {
    const mailer = createMailer(smtp, { smtpSend: async () => Promise.reject(new TypeError("socket went away")) });
    const sending = mailer.send(message);
    await expect(sending).rejects.toMatchObject({ name: "MailError", kind: "unavailable", transport: "smtp", retryable: true });
    await expect(sending).rejects.toThrow("socket went away");
  });

  it("passes a transport's own MailError through unchanged", async () => {
    const refused = new MailError("rejected", "smtp", "550 no such mailbox", { status: 550 });
    await expect(createMailer(smtp, { smtpSend: async () => Promise.reject(refused) }).send(message)).rejects.toBe(refused);
  });

  it("posts through the fetch it is given when the transport is http", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{"id":"1"}', { status: 200 }));
    await createMailer(
      { transport: "http", from: { address: "hello@caravantrips.com" }, apiUrl: "https://mail.test", apiKey: "k" },
      { fetch },
    ).send(message);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://mail.test/emails");
    expect(new Headers(init!.headers).get("authorization")).toBe("Bearer k");
    expect(JSON.parse(init!.body as string)).toEqual({
      from: "hello@caravantrips.com",
      to: [message.to],
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  });
});

// patches/worker-mailer+1.2.1.patch, checked in the installed files like tests/unit/patches.test.ts
// does for the others: unpatched, a server hanging up mid-session leaves worker-mailer's read
// loop spinning on a closed stream, so the Worker never answers (email-smtp.test.ts shows it).
describe("installed worker-mailer", () => {
  const folder = dirname(createRequire(import.meta.url).resolve("worker-mailer/package.json"));

  it.each(["dist/index.mjs", "dist/index.js"])("%s fails a read when the server closes the connection", (file) => {
    const source = readFileSync(join(folder, file), "utf8");
    expect(source).toContain('let{value:t,done:D}=await this.reader.read();if(D)throw new Error("SMTP server closed the connection");');
  });
});
