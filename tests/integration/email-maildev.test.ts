/**
 * The local inbox `npm start` runs (maildev) takes the Worker's SMTP mail as is (it offers no
 * AUTH), and the helpers browser tests use read it back through its REST API.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearInbox, codeIn, inboxMails, latestMailTo, mailsTo, startMaildev } from "../support/inbox";
import { startEmailWorker } from "../support/email-harness";

describe("the maildev inbox", () => {
  let inbox: Awaited<ReturnType<typeof startMaildev>>;
  let worker: Awaited<ReturnType<typeof startEmailWorker>>;

  beforeAll(async () => {
    inbox = await startMaildev();
    worker = await startEmailWorker({ SMTP_HOST: inbox.smtpHost, SMTP_PORT: String(inbox.smtpPort) });
  });
  afterAll(async () => {
    await worker?.close();
    await inbox?.stop();
  });

  const signIn = (code: string) => ({
    to: "Marie@Example.fr",
    language: "fr",
    code,
    link: `https://www.caravantrips.fr/connexion?code=${code}`,
    siteName: "Caravan France",
    validMinutes: 10,
  });

  it("receives the sign-in code, and latestMailTo finds the newest one for an address", async () => {
    expect((await worker.send(signIn("120034"))).body).toEqual({ sent: true });
    const first = await latestMailTo(inbox.inboxUrl, "marie@example.fr");
    expect(first.subject).toBe("120034 est votre code de connexion Caravan");
    expect(first.from).toBe("Caravan <hello@caravan.localhost>");
    expect(codeIn(first)).toBe("120034");
    expect(first.html).toContain(">120034</span>");

    // A resent code: wait for the second mail, not the first again.
    await worker.send(signIn("560078"));
    const second = await latestMailTo(inbox.inboxUrl, "marie@example.fr", { seen: 1 });
    expect(codeIn(second)).toBe("560078");
    expect(await mailsTo(inbox.inboxUrl, "marie@example.fr")).toHaveLength(2);
  });

  it("empties on clearInbox, and latestMailTo gives up with a clear error", async () => {
    await clearInbox(inbox.inboxUrl);
    expect(await inboxMails(inbox.inboxUrl)).toEqual([]);
    await expect(latestMailTo(inbox.inboxUrl, "marie@example.fr", { timeout: 300 })).rejects.toThrow("no new mail to marie@example.fr");
  });
});
