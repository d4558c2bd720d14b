/**
 * The SMTP adapter (worker-mailer over cloudflare:sockets) running in
 * workerd delivers the sign-in code e-mail to a real SMTP server, here an in-process catcher.
 */
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { startEmailWorker } from "../support/email-harness";

const signIn = (to: string, language: string, code: string) => ({
  to,
  language,
  code,
  link: `https://www.caravantrips.it/accedi?email=${encodeURIComponent(to)}&code=${code}`,
  siteName: "Caravan Italia",
  validMinutes: 15,
});

describe("sign-in code over SMTP", () => {
  let catcher: SmtpCatcher;
  let worker: Awaited<ReturnType<typeof startEmailWorker>>;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    worker = await startEmailWorker({
      SMTP_HOST: catcher.host,
      SMTP_PORT: String(catcher.port),
      MAIL_FROM: "Caravan <hello@caravantrips.it>",
    });
  });
  afterAll(async () => {
    await worker?.close();
    await catcher?.close();
  });

  it("arrives with the localized subject, the code in both parts and the link", async () => {
    const answer = await worker.send(signIn("giulia@example.it", "it", "482913"));
    expect(answer).toEqual({ status: 200, body: { sent: true } });

    const mail = await catcher.waitForMail({ to: "giulia@example.it" });
    // The subject has an è: it must survive the header encoding.
    expect(mail.subject).toBe("482913 è il tuo codice di accesso a Caravan");
    expect(mail.from).toBe("Caravan <hello@caravantrips.it>");
    expect(codeIn(mail)).toBe("482913");
    expect(mail.text).toContain("Inserisci questo codice su Caravan Italia per accedere:");
    expect(mail.text).toContain("https://www.caravantrips.it/accedi?email=giulia%40example.it&code=482913");
    expect(mail.text).toContain("Il codice scade tra 15 minuti.");

    const html = parse(mail.html);
    expect(html.querySelector("html")!.getAttribute("lang")).toBe("it");
    expect(html.querySelectorAll("span").map((s) => s.text)).toContain("482913");
    expect(html.querySelector("a")!.getAttribute("href")).toBe("https://www.caravantrips.it/accedi?email=giulia%40example.it&code=482913");
  });

  it("keeps German umlauts and sends each mail to its own recipient", async () => {
    await worker.send(signIn("jonas@example.de", "de", "005577"));
    const mail = await catcher.waitForMail({ to: "jonas@example.de" });
    expect(mail.to).toEqual(["jonas@example.de"]);
    expect(mail.subject).toBe("005577 ist dein Anmeldecode für Caravan");
    expect(codeIn(mail)).toBe("005577");
    expect(mail.text).toContain("Gib diesen Code auf Caravan Italia ein, um dich anzumelden:");
  });

  it("reports a recipient the server refuses as a rejected MailError with its reply code", async () => {
    const refusing = await startSmtpCatcher({ rejectRecipients: ["nobody@example.it"] });
    const refused = await startEmailWorker({ SMTP_HOST: refusing.host, SMTP_PORT: String(refusing.port) });
    try {
      const answer = await refused.send(signIn("nobody@example.it", "it", "111111"));
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ sent: false, kind: "rejected", status: 550 });
      expect(refusing.mails).toEqual([]);
    } finally {
      await refused.close();
      await refusing.close();
    }
  });

  it("refuses, with a hint, a server that offers AUTH when no credentials are set", async () => {
    const relay = await startSmtpCatcher({ offerAuth: true });
    const worker = await startEmailWorker({ SMTP_HOST: relay.host, SMTP_PORT: String(relay.port) });
    try {
      const answer = await worker.send(signIn("giulia@example.it", "it", "222222"));
      expect(answer.body).toMatchObject({ sent: false, kind: "rejected" });
      expect(answer.body.message).toContain("SMTP_USER");
      expect(relay.mails).toEqual([]);
    } finally {
      await worker.close();
      await relay.close();
    }
  });

  it("reports an inbox that is not running as unavailable (worth retrying)", async () => {
    const gone = await startSmtpCatcher();
    const port = gone.port;
    await gone.close();
    const worker = await startEmailWorker({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port) });
    try {
      const answer = await worker.send(signIn("giulia@example.it", "it", "333333"));
      expect(answer.body).toMatchObject({ sent: false, kind: "unavailable" });
    } finally {
      await worker.close();
    }
  });

  // patches/worker-mailer+1.2.1.patch: unpatched, a closed socket makes its read loop spin
  // without yielding, so its own timeouts never fire and the request hangs (burning CPU).
  it.each(["after the greeting", "at MAIL FROM"])("fails fast as unavailable when the server hangs up %s", async (when) => {
    const server = createServer((socket) => {
      socket.write("220 flaky ESMTP\r\n");
      socket.on("data", (chunk) => {
        const command = chunk.toString();
        if (when === "after the greeting" || command.startsWith("MAIL")) socket.destroy();
        else if (command.startsWith("EHLO")) socket.write("250-flaky\r\n250 8BITMIME\r\n");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const worker = await startEmailWorker({ SMTP_PORT: String((server.address() as AddressInfo).port) });
    try {
      const started = Date.now();
      const answer = await worker.send(signIn("giulia@example.it", "it", "444444"));
      expect(answer.body).toMatchObject({ sent: false, kind: "unavailable" });
      expect(answer.body.message).toContain("closed the connection");
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await worker.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
