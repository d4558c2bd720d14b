/**
 * Reading the mail the Worker sends, two ways:
 * - integration tests start an in-process SMTP catcher (smtp-server + mailparser) on a free
 *   port and point the Worker's SMTP_PORT at it;
 * - browser tests read the maildev inbox that scripts/serve.mjs starts, through its REST API
 *   (maildev 3: GET /api/email, DELETE /api/email/all).
 * Both hand back the same CaughtMail, so `codeIn(mail)` works on either.
 */
import { spawn } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export type CaughtMail = {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The raw header lines, for assertions on encoding. */
  headers: Map<string, unknown>;
};

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

type CatcherOptions = {
  /** Offer AUTH like a real relay does (worker-mailer then refuses to send without credentials). */
  offerAuth?: boolean;
  /** Answer RCPT TO for these addresses with a permanent failure (550). */
  rejectRecipients?: string[];
};

/** SMTP's "try again later" for the next messages (see `failNext`). */
const TEMPORARY_FAILURE = 451;

/**
 * An SMTP server on 127.0.0.1 and a free port that keeps every message it receives. No AUTH
 * and no STARTTLS by default, like the local inbox: the Worker's SMTP client sends as is.
 */
export async function startSmtpCatcher(options: CatcherOptions = {}) {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const rejected = new Set((options.rejectRecipients ?? []).map((a) => a.toLowerCase()));
  let failing = 0;
  const serverOptions: SMTPServerOptions = {
    secure: false,
    hideSTARTTLS: true,
    disabledCommands: options.offerAuth ? ["STARTTLS"] : ["AUTH", "STARTTLS"],
    authOptional: !options.offerAuth,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
    onRcptTo(address, _session, callback) {
      if (failing > 0) {
        failing--;
        return callback(Object.assign(new Error("Try again later"), { responseCode: TEMPORARY_FAILURE }));
      }
      if (!rejected.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error("No such mailbox here"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: (session.envelope.rcptTo ?? []).map((r) => r.address.toLowerCase()),
            from: addressText(parsed.from),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: parsed.headers as Map<string, unknown>,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    host: "127.0.0.1",
    port,
    mails,
    /** The first message to `to` (any message without `to`), waiting up to `timeout` ms for it. */
    async waitForMail({ to, timeout = 5_000 }: { to?: string; timeout?: number } = {}): Promise<CaughtMail> {
      const find = () => mails.find((m) => !to || m.to.includes(to.toLowerCase()));
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = find();
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `no mail${to ? ` to ${to}` : ""} within ${timeout} ms (caught: ${mails.map((m) => m.to.join(",")).join("; ") || "none"})`,
          );
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    clear: () => void mails.splice(0),
    /** The next `count` messages are refused for now (451), as a server under load does. */
    failNext: (count = 1) => {
      failing = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one-time code in a mail: the first run of `digits` digits standing alone in the text part. */
export function codeIn(mail: Pick<CaughtMail, "text" | "subject">, digits = 6): string {
  const pattern = new RegExp(`(?<!\\d)\\d{${digits}}(?!\\d)`);
  const found = pattern.exec(mail.text) ?? pattern.exec(mail.subject);
  if (!found) throw new Error(`no ${digits}-digit code in the mail "${mail.subject}"`);
  return found[0];
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  const addresses = (Array.isArray(value) ? value : [value]).flatMap((a) => a.value);
  return addresses.map((a) => (a.name ? `${a.name} <${a.address}>` : (a.address ?? ""))).join(", ");
}

// ---- maildev (the inbox `npm start` runs) -------------------------------------------------

type MaildevMail = {
  id: string;
  time: string;
  subject?: string;
  text?: string;
  html?: string;
  from?: { address: string; name?: string }[];
  to?: { address: string; name?: string }[];
  envelope?: { to?: { address: string }[] };
  headers?: Record<string, unknown>;
};

function fromMaildev(mail: MaildevMail): CaughtMail {
  const recipients = mail.envelope?.to?.length ? mail.envelope.to : (mail.to ?? []);
  return {
    to: recipients.map((r) => r.address.toLowerCase()),
    from: (mail.from ?? []).map((a) => (a.name ? `${a.name} <${a.address}>` : a.address)).join(", "),
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: mail.html ?? "",
    headers: new Map(Object.entries(mail.headers ?? {})),
  };
}

/** Every mail in the inbox, oldest first. */
export async function inboxMails(inboxUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(new URL("/api/email", inboxUrl));
  if (!response.ok) throw new Error(`inbox ${inboxUrl} answered ${response.status}`);
  const mails = (await response.json()) as MaildevMail[];
  return mails.sort((a, b) => Date.parse(a.time) - Date.parse(b.time)).map(fromMaildev);
}

/** The mails to `address` in the maildev inbox, oldest first. */
export async function mailsTo(inboxUrl: string, address: string): Promise<CaughtMail[]> {
  return (await inboxMails(inboxUrl)).filter((m) => m.to.includes(address.toLowerCase()));
}

/**
 * The newest mail to `address` in the maildev inbox, polling until there is one. After a
 * first mail, pass `seen: 1` to wait for the second (a resent code), and so on.
 */
export async function latestMailTo(inboxUrl: string, address: string, { timeout = 10_000, seen = 0 } = {}): Promise<CaughtMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const mine = await mailsTo(inboxUrl, address);
    if (mine.length > seen) return mine[mine.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no new mail to ${address} in ${inboxUrl} within ${timeout} ms (${mine.length} seen)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Empties the maildev inbox (between browser tests). */
export async function clearInbox(inboxUrl: string): Promise<void> {
  const response = await fetch(new URL("/api/email/all", inboxUrl), { method: "DELETE" });
  if (!response.ok) throw new Error(`inbox ${inboxUrl} answered ${response.status} to DELETE /api/email/all`);
}

/** A port nobody listens on right now (the OS picks it; it stays free for a moment). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const MAILDEV_BIN = fileURLToPath(new URL("../../node_modules/maildev/dist/bin/maildev.js", import.meta.url));

/**
 * The same inbox `npm start` runs (maildev: SMTP without AUTH, web inbox, REST API), on free
 * ports, for tests that want the real thing rather than the in-process catcher.
 */
export async function startMaildev({ timeout = 15_000 } = {}) {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [MAILDEV_BIN, "--smtp", String(smtpPort), "--web", String(webPort), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1", "--silent"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`maildev exited (${child.exitCode}): ${stderr.trim()}`);
    const healthy = await fetch(`${inboxUrl}/api/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`maildev did not answer on ${inboxUrl} within ${timeout} ms: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { smtpHost: "127.0.0.1", smtpPort, inboxUrl, stop };
}
