/**
 * The unsubscribe link of an alert through the BUILT Worker: it works signed out,
 * GET only asks (a mail scanner following it changes nothing), POST stops the alerts, and a
 * forged, altered or unknown token is a clear 400 in the site's language, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/seed/index";
import { devSecrets } from "../../scripts/dev-secrets.mjs";
import { signUnsubscribeToken } from "../../workers/services/alerts/unsubscribe-token";
import { createPriceService } from "../../workers/services/prices";
import { signingKeys } from "../../workers/session/keys";
import { startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
const catalogue = generateCatalogue({ scale: 0.1, today: NOW });
const tour = catalogue.tours.find((t) => t.starting_date > TODAY && t.sales_status === "CONFIRMED" && t.discount_percent === 0)!;
const travel = catalogue.travels.find((t) => t.id === tour.travel_id)!;
let site: Site;
let inbox: SmtpCatcher;
let subscriptionId: string;
/** The unsubscribe link of a real alert, as the person clicks it. */
let link: URL;

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://it.localhost" },
  body: new URLSearchParams(fields).toString(),
});
const active = async (id = subscriptionId) =>
  (await site.db.prepare("SELECT active FROM notify_subscriptions WHERE id = ?1").bind(id).first<{ active: number }>())?.active;

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 0.1, today: NOW } });
  site.expectLogs(/^alerts: /);
  const userId = crypto.randomUUID();
  subscriptionId = crypto.randomUUID();
  await site.db
    .prepare("INSERT INTO users (id, email, created_at, site) VALUES (?1, 'leave@example.com', ?2, 'it')")
    .bind(userId, testNow().getTime())
    .run();
  await site.db
    .prepare(
      `INSERT INTO notify_subscriptions (id, user_id, travel_id, tour_id, site, types, currency, price_seen, status_seen, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'it', 'PRICE_DROPPED', 'EUR', ?5, 'CONFIRMED', ?6, ?6)`,
    )
    .bind(subscriptionId, userId, tour.travel_id, tour.id, tour.price_eur, testNow().getTime())
    .run();
  await createPriceService({ db: site.db as unknown as D1Database }).changeTourPrice(tour.id, { eur: tour.price_eur - 10_000 }, TODAY);
  expect((await site.scheduled(NOW)).outcome).toBe("ok");
  const mail = await inbox.waitForMail({ to: "leave@example.com" });
  link = new URL(/http:\/\/it\.localhost\/notify\/unsubscribe\?token=\S+/.exec(mail.text)![0]);
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});

describe("the unsubscribe link, signed out", () => {
  it("GET names the trip and asks with a POST form, changing nothing", async () => {
    const response = await site.fetch("it", link.pathname + link.search);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const page = await pageOf(response);
    expect(textOf(page.querySelector("h1"))).toBe("Disattiva gli avvisi");
    expect(textOf(page.querySelector("[data-testid=unsubscribe-confirm]"))).toContain(`Vuoi disattivare gli avvisi su ${travel.title_it}?`);
    const formElement = page.querySelector("[data-testid=unsubscribe-confirm] form")!;
    expect(formElement.getAttribute("method")).toBe("post");
    expect(formElement.querySelector("input[name=token]")?.getAttribute("value")).toBe(link.searchParams.get("token"));
    expect(textOf(formElement.querySelector("button[type=submit]"))).toBe("Disattiva questi avvisi");
    expect(await active()).toBe(1);
  });

  it("POST stops the alerts and lands on the page saying so; a second POST is harmless", async () => {
    const token = link.searchParams.get("token")!;
    const response = await site.fetch("it", "/notify/unsubscribe", form({ token }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(link.pathname + link.search);
    expect(await active()).toBe(0);
    const done = await pageOf(await site.fetch("it", response.headers.get("Location")!));
    expect(textOf(done.querySelector("[data-testid=unsubscribe-done] [role=status]"))).toBe(
      `Non riceverai più avvisi su ${travel.title_it}.`,
    );
    expect((await site.fetch("it", "/notify/unsubscribe", form({ token }))).status).toBe(303);
    expect(await active()).toBe(0);
  });

  it("the job sends nothing more to a stopped subscription", async () => {
    inbox.clear();
    await createPriceService({ db: site.db as unknown as D1Database }).changeTourPrice(tour.id, { eur: tour.price_eur - 30_000 }, TODAY);
    expect((await site.scheduled(NOW)).outcome).toBe("ok");
    // Exact at once: the job's run ends after its sends, and the catcher stores a mail before it acknowledges it.
    expect(inbox.mails).toHaveLength(0);
  });
});

describe("tokens that are not genuine", () => {
  const token = () => link.searchParams.get("token")!;
  const otherKeys = devSecrets().then((secrets) => signingKeys(secrets.AUTH_SIGNING_KEYS));
  const forged: [string, () => Promise<string>][] = [
    // The signature's first character: the last one carries unused bits in base64url, so changing it may change nothing.
    [
      "a changed signature",
      async () => {
        const [header, claims, signature] = token().split(".");
        return `${header}.${claims}.${signature![0] === "A" ? "B" : "A"}${signature!.slice(1)}`;
      },
    ],
    [
      "another subscription's id in the claims",
      async () => {
        const [header, , signature] = token().split(".");
        const claims = Buffer.from(JSON.stringify({ sub: crypto.randomUUID(), aud: "caravan:notify-unsubscribe", iat: 1 })).toString(
          "base64url",
        );
        return `${header}.${claims}.${signature}`;
      },
    ],
    ["a key the site does not have", async () => signUnsubscribeToken(await otherKeys, subscriptionId)],
    [
      "no signature (alg none)",
      async () =>
        `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify({ sub: subscriptionId, aud: "caravan:notify-unsubscribe" })).toString("base64url")}.`,
    ],
    ["not a token at all", async () => "hello"],
    ["nothing", async () => ""],
  ];

  it.each(forged)("refuses %s with a 400 in the site's language (GET and POST)", async (_, make) => {
    await site.db.prepare("UPDATE notify_subscriptions SET active = 1 WHERE id = ?1").bind(subscriptionId).run();
    const bad = await make();
    const response = await site.fetch("de", `/notify/unsubscribe?token=${encodeURIComponent(bad)}`);
    expect(response.status).toBe(400);
    const page = await pageOf(response);
    expect(textOf(page.querySelector("h1"))).toBe("Dieser Link funktioniert nicht");
    expect(textOf(page.querySelector("[role=alert]"))).toMatch(/^Der Link zum Abbestellen ist unvollständig oder ungültig/);
    expect(page.querySelector("form[method=post] input[name=token]")).toBeNull();
    const posted = await site.fetch("de", "/notify/unsubscribe", {
      ...form({ token: bad }),
      headers: { ...form({}).headers, Origin: "http://de.localhost" },
    });
    expect(posted.status).toBe(400);
    expect(await active()).toBe(1);
  });

  it("refuses a genuine token whose subscription is gone, and a body it cannot read", async () => {
    await site.db.prepare("DELETE FROM notify_subscriptions WHERE id = ?1").bind(subscriptionId).run();
    expect((await site.fetch("it", link.pathname + link.search)).status).toBe(400);
    const unreadable = await site.fetch("it", "/notify/unsubscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://it.localhost" },
      body: "{",
    });
    expect(unreadable.status).toBeGreaterThanOrEqual(400);
    expect(unreadable.status).toBeLessThan(500);
  });
});
