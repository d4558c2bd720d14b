/**
 * Trip polls through the built Worker with real D1: sharing a saved trip from the
 * wishlist (once under a double submit, capped), the link on all seven sites (localized path,
 * currency, never cached, noindex), forged and altered tokens, friends' votes (one row per
 * friend and departure, double submits, re-votes, names taken, escaped, capped), revocation,
 * expiry, and the owner's e-mail batched by the scheduled job.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { cookieBrowser } from "../support/cookie-browser";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "../support/inbox";
import { signInByCode } from "../support/sign-in";
import { startSite, TENANT_IDS, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

const NOW = testNow();
const TODAY = NOW.toISOString().slice(0, 10);
let site: Site;
let inbox: SmtpCatcher;
let counter = 0;
let owner: { cookie: string; id: string; email: string };
/** Trips with at least three departures to come; each test that shares one takes its own. */
let trips: Array<{ id: number; tours: number[] }>;

const form = (fields: Array<[string, string | number]>, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(fields.map(([k, v]) => [k, String(v)])).toString(),
});

async function signIn(tenant = "it") {
  const email = `poll.${testNow().getTime()}.${++counter}@example.com`;
  return signInByCode(site, inbox, email, tenant, tenant === "it" || tenant === "es" ? { taxCode: "RSSMRA85T10A562S" } : {});
}

async function save(userId: string, travelId: number) {
  await site.db
    .prepare("INSERT INTO wishlist_items (user_id, travel_id, tour_id, created_at) VALUES (?, ?, 0, ?) ON CONFLICT DO NOTHING")
    .bind(userId, travelId, testNow().getTime())
    .run();
}

/** Shares a trip as `who` on `tenant` and answers the poll's link path there. */
async function share(who: { id: string; cookie: string }, travelId: number, tenant = "it") {
  await save(who.id, travelId);
  const response = await site.fetch(
    tenant,
    href(getTenant(tenant)!.pathLocale, "wishlist"),
    form(
      [
        ["intent", "share-poll"],
        ["travelId", travelId],
      ],
      who.cookie,
    ),
  );
  expect(response.status).toBe(303);
  const poll = await site.db
    .prepare("SELECT id FROM trip_polls WHERE owner_id = ? AND travel_id = ? AND revoked_at IS NULL")
    .bind(who.id, travelId)
    .first<{ id: string }>();
  const page = await pageOf(await site.fetch(tenant, href(getTenant(tenant)!.pathLocale, "wishlist"), { headers: { Cookie: who.cookie } }));
  const link = page.querySelector(`.shared-poll[data-poll-id="${poll!.id}"] input`)!.getAttribute("value")!;
  return { pollId: poll!.id, token: link.split("/").pop()!, link };
}

const pollPath = (tenant: string, token: string) => href(getTenant(tenant)!.pathLocale, "wishlist-poll", { token });
const votesOf = (pollId: string) =>
  site.query<{ name: string; tour_id: number }>(
    "SELECT p.name, v.tour_id FROM trip_poll_votes v JOIN trip_poll_voters p USING (poll_id, voter_id) WHERE v.poll_id = ? ORDER BY p.name, v.tour_id",
    pollId,
  );
const votersOf = (pollId: string) =>
  site.query<{ name: string }>("SELECT name FROM trip_poll_voters WHERE poll_id = ? ORDER BY name", pollId);

/** A friend's browser on a site: it keeps its voter cookie like a browser does. */
function friend(tenant: string, token: string) {
  const browser = cookieBrowser(site.dispatch);
  const url = `http://${tenant}.localhost${pollPath(tenant, token)}`;
  return {
    browser,
    open: () => browser.request(url),
    vote: (name: string, tours: number[]) =>
      browser.request(url, form([["intent", "vote"], ["name", name], ...tours.map((id): [string, number] => ["tours", id])])),
  };
}

beforeAll(async () => {
  inbox = await startSmtpCatcher();
  site = await startSite({ bindings: { SMTP_HOST: inbox.host, SMTP_PORT: String(inbox.port) }, seed: { scale: 1, today: NOW } });
  const rows = await site.query<{ id: number; tours: string }>(
    `SELECT tr.id, group_concat(t.id) AS tours FROM travels tr JOIN tours t ON t.travel_id = tr.id
     WHERE t.starting_date > ? GROUP BY tr.id HAVING COUNT(*) >= 3 ORDER BY tr.id LIMIT 30`,
    TODAY,
  );
  trips = rows.map((row) => ({ id: row.id, tours: row.tours.split(",").map(Number).slice(0, 3) }));
  owner = await signIn("it");
});
afterAll(async () => {
  await site?.close();
  await inbox?.close();
});
beforeEach(() => inbox.clear());

/** The trip's first three departures to come, set to known statuses and seats (the test's own trip). */
async function setDepartures(tours: number[], states: Array<[string, number]>) {
  for (const [i, [status, seats]] of states.entries()) {
    await site.db.prepare("UPDATE tours SET sales_status = ?, free_seats = ? WHERE id = ?").bind(status, seats, tours[i]).run();
  }
}

describe("sharing from the wishlist", () => {
  it("stores one poll under a double submit and lists an absolute link on the site's own path", async () => {
    const trip = trips[0]!;
    await save(owner.id, trip.id);
    const fields = form(
      [
        ["intent", "share-poll"],
        ["travelId", trip.id],
      ],
      owner.cookie,
    );
    const [a, b] = await Promise.all([site.fetch("it", "/preferiti", fields), site.fetch("it", "/preferiti", fields)]);
    for (const response of [a, b]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/preferiti?toast=pollShared#shared-polls");
    }
    expect(await site.query("SELECT id FROM trip_polls WHERE owner_id = ? AND travel_id = ?", owner.id, trip.id)).toHaveLength(1);
    const page = await pageOf(await site.fetch("it", "/preferiti", { headers: { Cookie: owner.cookie } }));
    const link = page.querySelector(`.shared-poll[data-travel-id="${trip.id}"] input`)!.getAttribute("value")!;
    expect(link).toMatch(/^http:\/\/it\.localhost\/preferiti\/sondaggio\/[A-Za-z0-9_-]{43}$/);
    expect(textOf(page.querySelector("#shared-polls"))).toContain("Condivisi con gli amici");
  });

  it("refuses a trip that is not saved, with the site's message and nothing stored", async () => {
    const trip = trips[1]!;
    const response = await site.fetch(
      "de",
      "/wunschliste",
      form(
        [
          ["intent", "share-poll"],
          ["travelId", trip.id],
        ],
        owner.cookie,
      ),
    );
    expect(response.status).toBe(400);
    expect(textOf((await pageOf(response)).querySelector(".form-message.error"))).toBe("Speichere die Reise zuerst in deiner Wunschliste.");
    expect(await site.query("SELECT id FROM trip_polls WHERE owner_id = ? AND travel_id = ?", owner.id, trip.id)).toHaveLength(0);
  });

  it("caps open polls at 10 per person and says so in the site's language", async () => {
    const person = await signIn("it");
    for (const trip of trips.slice(2, 12)) await share(person, trip.id);
    const eleventh = trips[12]!;
    await save(person.id, eleventh.id);
    const response = await site.fetch(
      "it",
      "/preferiti",
      form(
        [
          ["intent", "share-poll"],
          ["travelId", eleventh.id],
        ],
        person.cookie,
      ),
    );
    expect(response.status).toBe(409);
    expect(textOf((await pageOf(response)).querySelector(".form-message.error"))).toBe(
      "Condividi già 10 viaggi: smetti di condividerne uno per condividerne un altro.",
    );
    expect(await site.query("SELECT id FROM trip_polls WHERE owner_id = ?", person.id)).toHaveLength(10);
    // Stopping one makes room again.
    const first = await site.query<{ id: string }>("SELECT id FROM trip_polls WHERE owner_id = ? LIMIT 1", person.id);
    expect(
      (
        await site.fetch(
          "it",
          "/preferiti",
          form(
            [
              ["intent", "revoke-poll"],
              ["pollId", first[0]!.id],
            ],
            person.cookie,
          ),
        )
      ).status,
    ).toBe(303);
    expect(
      (
        await site.fetch(
          "it",
          "/preferiti",
          form(
            [
              ["intent", "share-poll"],
              ["travelId", eleventh.id],
            ],
            person.cookie,
          ),
        )
      ).status,
    ).toBe(303);
  });
});

describe("the link", () => {
  it("opens on every site in its language and currency, never cached and not indexed", async () => {
    const trip = trips[13]!;
    const { token } = await share(owner, trip.id);
    // The symbol of the site's own currency (€ on int, £ on uk, $ on us).
    const symbolOf = (id: string) => {
      const config = getTenant(id)!;
      return config.currencies.find((c) => c.isoCode === config.defaultCurrency)!.symbol;
    };
    for (const tenant of TENANT_IDS) {
      const response = await site.fetch(tenant, pollPath(tenant, token));
      expect(response.status, tenant).toBe(200);
      expect(response.headers.get("Cache-Control"), tenant).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag"), tenant).toBe("noindex");
      const page = await pageOf(response);
      expect(page.querySelector("html")!.getAttribute("lang"), tenant).toBe(getTenant(tenant)!.language);
      expect(page.querySelector('meta[name="robots"]')!.getAttribute("content")).toBe("noindex");
      expect(page.querySelectorAll(".poll-departure").length, tenant).toBeGreaterThanOrEqual(3);
      expect(textOf(page.querySelector(".poll-price")), tenant).toContain(symbolOf(tenant));
      expect(page.querySelector("fieldset legend"), tenant).not.toBeNull();
    }
    // Another site's path for the same poll moves to this site's path; the token is the same.
    const moved = await site.fetch("de", pollPath("it", token));
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(pollPath("de", token));
  });

  it("answers a localized 404 for unknown, altered and malformed tokens", async () => {
    const { token } = await share(owner, trips[14]!.id);
    const altered = token.slice(0, 10) + (token[10] === "A" ? "B" : "A") + token.slice(11);
    const forgedId = `${"A".repeat(21)}${token.slice(21)}`;
    for (const bad of [altered, forgedId, "short", `${token}x`, "A".repeat(43)]) {
      const response = await site.fetch("de", pollPath("de", bad));
      expect(response.status, bad).toBe(404);
      expect(textOf((await pageOf(response)).querySelector("h1")), bad).not.toBe("");
    }
    // The same bad token posted: 404 too, nothing stored.
    const post = await site.fetch(
      "de",
      pollPath("de", altered),
      form([
        ["intent", "vote"],
        ["name", "Eve"],
      ]),
    );
    expect(post.status).toBe(404);
  });
});

describe("friends' votes", () => {
  it("stores one row per friend and departure, once under a double submit, and updates on a re-vote", async () => {
    const trip = trips[15]!;
    const { pollId, token } = await share(owner, trip.id);
    await setDepartures(trip.tours, [
      ["PLANNED", 9],
      ["CONFIRMED", 4],
      ["PLANNED", 2],
    ]);
    const anna = friend("de", token);
    const first = await anna.open();
    expect(first.status).toBe(200);
    expect(anna.browser.cookie("de.localhost", "caravan_poll_voter")).toMatch(/^[0-9a-f]{32}$/);
    const [a, b] = await Promise.all([
      anna.vote("Anna", [trip.tours[0]!, trip.tours[2]!]),
      anna.vote("Anna", [trip.tours[0]!, trip.tours[2]!]),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.get("Location")).toBe(`${pollPath("de", token)}?saved=1`);
    expect(await votesOf(pollId)).toEqual([
      { name: "Anna", tour_id: trip.tours[0] },
      { name: "Anna", tour_id: trip.tours[2] },
    ]);
    // Same browser, new name and other dates: the same friend, updated.
    expect((await anna.vote("Anna B.", [trip.tours[1]!])).status).toBe(303);
    expect(await votesOf(pollId)).toEqual([{ name: "Anna B.", tour_id: trip.tours[1] }]);
    expect(await votersOf(pollId)).toEqual([{ name: "Anna B." }]);

    // The page: who can make which date, the best one, and this browser's answer ticked.
    const page = await pageOf(await anna.open());
    expect(page.querySelector(".poll-best [data-best-tour]")!.getAttribute("data-best-tour")).toBe(String(trip.tours[1]));
    expect(textOf(page.querySelector(`.poll-departure[data-tour-id="${trip.tours[1]}"] .poll-names`))).toBe("Können mit: Anna B.");
    expect(page.querySelector(`#poll-tour-${trip.tours[1]}`)!.hasAttribute("checked")).toBe(true);
    expect(page.querySelector("#poll-name")!.getAttribute("value")).toBe("Anna B.");
  });

  it("follows the best-departure rule as friends answer from two sites", async () => {
    const trip = trips[16]!;
    const { token } = await share(owner, trip.id);
    await setDepartures(trip.tours, [
      ["PLANNED", 9],
      ["CONFIRMED", 3],
      ["CONFIRMED", 6],
    ]);
    const best = async () =>
      (await pageOf(await site.fetch("it", pollPath("it", token))))
        .querySelector(".poll-best [data-best-tour]")!
        .getAttribute("data-best-tour");
    expect(await best()).toBe("");
    await friend("de", token).vote("Jonas", [trip.tours[0]!]);
    expect(await best()).toBe(String(trip.tours[0]));
    // A tie on friends: the confirmed one with more seats left.
    await friend("it", token).vote("Giulia", [trip.tours[1]!, trip.tours[2]!]);
    await friend("es", token).vote("Lucía", [trip.tours[1]!, trip.tours[2]!]);
    expect(await best()).toBe(String(trip.tours[2]));
    await friend("fr", token).vote("Élodie", [trip.tours[1]!]);
    expect(await best()).toBe(String(trip.tours[1]));
  });

  it("refuses a name another browser took, bad names and foreign departures, with localized messages and nothing stored", async () => {
    const trip = trips[17]!;
    const { pollId, token } = await share(owner, trip.id);
    await setDepartures(trip.tours, [
      ["PLANNED", 9],
      ["SOLD_OUT", 0],
      ["CONFIRMED", 5],
    ]);
    expect((await friend("it", token).vote("Marco", [trip.tours[0]!])).status).toBe(303);
    const other = friend("it", token);
    await other.open();
    const taken = await other.vote(" marco ", [trip.tours[2]!]);
    expect(taken.status).toBe(409);
    const page = await pageOf(taken);
    expect(textOf(page.querySelector("#poll-name-error"))).toBe(
      "Un amico ha già risposto con questo nome: aggiungi un'iniziale per distinguervi.",
    );
    // What the friend ticked and typed is kept on the page.
    expect(page.querySelector(`#poll-tour-${trip.tours[2]}`)!.hasAttribute("checked")).toBe(true);
    expect(page.querySelector("#poll-name")!.getAttribute("aria-invalid")).toBe("true");

    const cases: Array<[string, number[], string, string]> = [
      ["", [trip.tours[0]!], "#poll-name-error", "Scrivi il tuo nome."],
      ["x".repeat(41), [], "#poll-name-error", "Il nome può avere al massimo 40 caratteri."],
      ["1234", [], "#poll-name-error", "Questo nome non si può usare: scrivilo con delle lettere."],
      ["Ugo", [trip.tours[1]!], "#poll-dates-error", "Una di queste date non si può più scegliere. Ricontrolla e salva."],
      ["Ugo", [trips[0]!.tours[0]!], "#poll-dates-error", "Una di queste date non si può più scegliere. Ricontrolla e salva."],
    ];
    for (const [name, tours, selector, message] of cases) {
      const response = await other.vote(name, tours);
      expect(response.status, name).toBe(400);
      expect(textOf((await pageOf(response)).querySelector(selector)), name).toBe(message);
    }
    const garbage = await other.browser.request(
      `http://it.localhost${pollPath("it", token)}`,
      form([
        ["intent", "vote"],
        ["name", "Ugo"],
        ["tours", "abc"],
      ]),
    );
    expect(garbage.status).toBe(400);
    expect(await votersOf(pollId)).toEqual([{ name: "Marco" }]);
  });

  it("shows names as text, never as markup", async () => {
    const trip = trips[18]!;
    const { token } = await share(owner, trip.id);
    expect((await friend("uk", token).vote("<img src=x onerror=alert(1)>Zoe", [trip.tours[0]!])).status).toBe(303);
    const html = await (await site.fetch("uk", pollPath("uk", token))).text();
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;Zoe");
  });

  it("takes at most 20 friends; those already in can still change their dates", async () => {
    const trip = trips[19]!;
    const { pollId, token } = await share(owner, trip.id);
    const friends = Array.from({ length: 20 }, () => friend("es", token));
    for (const [i, f] of friends.entries())
      expect((await f.vote(`Amigo ${String.fromCharCode(65 + i)}`, [trip.tours[0]!])).status).toBe(303);
    const late = friend("es", token);
    const refused = await late.vote("Tardío", [trip.tours[0]!]);
    expect(refused.status).toBe(409);
    expect(textOf((await pageOf(refused)).querySelector(".form-message.error[role=alert]"))).toBe(
      "Esta encuesta está completa: admite como mucho 20 amigos.",
    );
    expect(await votersOf(pollId)).toHaveLength(20);
    expect((await friends[0]!.vote("Amigo A", [trip.tours[1]!])).status).toBe(303);
    // The page tells a newcomer it is full instead of offering the form.
    const page = await pageOf(await late.open());
    expect(page.querySelector("#poll-name")).toBeNull();
  });
});

describe("the end of a link", () => {
  it("revoked by its owner (twice is fine, nobody else can): a localized 410 page", async () => {
    const trip = trips[20]!;
    const { pollId, token } = await share(owner, trip.id);
    const stranger = await signIn("it");
    const theirs = await site.fetch(
      "it",
      "/preferiti",
      form(
        [
          ["intent", "revoke-poll"],
          ["pollId", pollId],
        ],
        stranger.cookie,
      ),
    );
    expect(theirs.status).toBe(404);
    expect((await site.fetch("fr", pollPath("fr", token))).status).toBe(200);
    const revoke = form(
      [
        ["intent", "revoke-poll"],
        ["pollId", pollId],
      ],
      owner.cookie,
    );
    const [a, b] = await Promise.all([site.fetch("it", "/preferiti", revoke), site.fetch("it", "/preferiti", revoke)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const gone = await site.fetch("fr", pollPath("fr", token));
    expect(gone.status).toBe(410);
    expect(gone.headers.get("Cache-Control")).toBe("private, no-store");
    const page = await pageOf(gone);
    expect(textOf(page.querySelector("h1"))).toBe("Ce sondage est fermé");
    expect(page.querySelector("form.poll-form")).toBeNull();
    // Votes on a revoked link are not taken.
    const vote = await friend("fr", token).vote("Luc", [trip.tours[0]!]);
    expect(vote.status).toBe(303);
    expect(await votersOf(pollId)).toEqual([]);
    // Sharing the trip again makes a new link; the old one stays closed.
    const again = await share(owner, trip.id);
    expect(again.token).not.toBe(token);
    expect((await site.fetch("fr", pollPath("fr", token))).status).toBe(410);
  });

  it("ends with the trip's last departure", async () => {
    const trip = trips[21]!;
    const { token } = await share(owner, trip.id);
    await site.db
      .prepare("UPDATE tours SET starting_date = '2020-01-01', ending_date = '2020-01-10' WHERE travel_id = ?")
      .bind(trip.id)
      .run();
    const response = await site.fetch("es", pollPath("es", token));
    expect(response.status).toBe(410);
    expect(textOf((await pageOf(response)).querySelector("h1"))).toBe("Esta encuesta ha terminado");
  });
});

describe("the owner's e-mail", () => {
  it("is one per poll per run however many answers came, in the site's language, with a link that opens the poll", async () => {
    const trip = trips[22]!;
    const sharer = await signIn("it");
    await setDepartures(trip.tours, [
      ["CONFIRMED", 5],
      ["PLANNED", 9],
      ["PLANNED", 9],
    ]);
    const { pollId, token } = await share(sharer, trip.id, "it");
    const run = async () => expect((await site.scheduled(NOW)).outcome).toBe("ok");
    const mailsToSharer = () => inbox.mails.filter((m) => m.to.includes(sharer.email));
    inbox.clear(); // the sign-in code
    await run();
    expect(mailsToSharer()).toHaveLength(0);
    expect((await friend("de", token).vote("Jonas", [trip.tours[0]!])).status).toBe(303);
    expect((await friend("uk", token).vote("Amy", [trip.tours[0]!, trip.tours[1]!])).status).toBe(303);
    await run();
    await run();
    await inbox.waitForMail({ to: sharer.email });
    const mails = mailsToSharer();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^I tuoi amici hanno risposto: /);
    expect(mails[0]!.text).toContain("2 amici hanno risposto");
    expect(mails[0]!.text).toContain("Jonas e Amy");
    expect(mails[0]!.text).toMatch(/La partenza migliore per ora: dal .+\. Amici disponibili: 2 su 2\./);
    const link = [...mails[0]!.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((h) => h.includes("/preferiti/sondaggio/"))!;
    expect(link).toBe(`http://it.localhost${pollPath("it", token)}`);
    expect((await site.dispatch(link)).status).toBe(200);

    // Nothing new: nothing sent. One more answer: one more e-mail.
    inbox.clear();
    await run();
    expect(mailsToSharer()).toHaveLength(0);
    expect((await friend("fr", token).vote("Luc", [trip.tours[2]!])).status).toBe(303);
    await run();
    await inbox.waitForMail({ to: sharer.email });
    expect(mailsToSharer()).toHaveLength(1);
    const outbox = await site.query<{ sent_at: number | null }>("SELECT sent_at FROM trip_poll_outbox WHERE poll_id = ?", pollId);
    expect(outbox).toHaveLength(2);
    expect(outbox.every((row) => row.sent_at !== null)).toBe(true);
  });

  it("tells nothing for a re-vote that changes nothing, and nothing for a revoked poll", async () => {
    const trip = trips[23]!;
    const { pollId, token } = await share(owner, trip.id, "it");
    const run = async () => expect((await site.scheduled(NOW)).outcome).toBe("ok");
    const sam = friend("us", token);
    await sam.vote("Sam", [trip.tours[0]!]);
    await run();
    await inbox.waitForMail({ to: owner.email });
    inbox.clear();
    await sam.vote("Sam", [trip.tours[0]!]);
    await run();
    expect(inbox.mails).toHaveLength(0);
    await sam.vote("Sam", [trip.tours[1]!]);
    await site.fetch(
      "it",
      "/preferiti",
      form(
        [
          ["intent", "revoke-poll"],
          ["pollId", pollId],
        ],
        owner.cookie,
      ),
    );
    await run();
    expect(inbox.mails).toHaveLength(0);
  });
});

describe("the personal area", () => {
  it("lists the shared links, each on its own site, and stops one", async () => {
    const b = cookieBrowser(site.dispatch);
    const email = `poll.area.${testNow().getTime()}@example.com`;
    const signIn = "http://accounts.localhost/oidc/sign-in?client_id=de&next=account";
    const first = await b.post(signIn, { intent: "email", email });
    expect(first.status).toBe(303);
    const step = new URL(first.headers.get("Location")!, signIn).href;
    const registered = await b.post(step, { intent: "register", email, marketingConsent: "no" });
    expect(registered.status).toBe(303);
    const codeStep = new URL(registered.headers.get("Location")!, step).href;
    const code = codeIn(await inbox.waitForMail({ to: email }));
    const done = await b.post(codeStep, { intent: "code", step: new URL(codeStep).searchParams.get("step")!, email, otp: code });
    expect(done.status).toBe(303);
    const user = (await site.query<{ id: string }>("SELECT id FROM users WHERE email = ?", email))[0]!;
    // A link shared on the Italian site, through its service (as the wishlist's form does).
    const trip = trips[24]!;
    await save(user.id, trip.id);
    const pollId = "0123456789abcdef0123456789abcdef";
    await site.db
      .prepare("INSERT INTO trip_polls (id, owner_id, travel_id, site, created_at) VALUES (?, ?, ?, 'it', ?)")
      .bind(pollId, user.id, trip.id, testNow().getTime())
      .run();

    const area = await b.request("http://accounts.localhost/oidc/account?client_id=de");
    expect(area.status).toBe(200);
    const page = await pageOf(area);
    const item = page.querySelector(`#shared-polls li[data-poll-id="${pollId}"]`)!;
    const link = item.querySelector("a")!.getAttribute("href")!;
    expect(link).toMatch(/^http:\/\/it\.localhost\/preferiti\/sondaggio\/[A-Za-z0-9_-]{43}$/);
    expect(textOf(page.querySelector("#shared-polls-title"))).toBe("Mit Freunden geteilt");
    expect((await site.dispatch(link)).status).toBe(200);

    const stop = await b.post("http://accounts.localhost/oidc/account?client_id=de", { intent: "revoke-poll", pollId });
    expect(stop.status).toBe(303);
    expect(stop.headers.get("Location")).toBe("/oidc/account?client_id=de&done=pollStopped#shared-polls");
    expect((await site.dispatch(link)).status).toBe(410);
    const after = await pageOf(await b.request("http://accounts.localhost/oidc/account?client_id=de&done=pollStopped"));
    expect(after.querySelector(`#shared-polls li[data-poll-id="${pollId}"]`)).toBeNull();
    expect(textOf(after.querySelector("#shared-polls [role=status]"))).toBe("Link beendet: Freunde können ihn nicht mehr öffnen");
  });
});
