/**
 * The AI search page through the BUILT Worker on a seeded catalogue: the
 * question as a GET parameter turned into chips above real results, the same search on the
 * search page, the failure message, German on de and American English on us,
 * the closest trips when nothing matches, and the engine chosen by configuration (rules by default; workers-ai without a usable binding answers with the rules).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { catalogueScript, generateCatalogue } from "../../scripts/seed/index";
import { routeTable } from "../../tenants/routes";
import { startSite, type Site } from "./harness";
import { pageOf, textOf } from "./html";
import { testNow } from "../support/clock";

let site: Site;
beforeAll(async () => {
  site = await startSite();
  await site.db.exec(catalogueScript(generateCatalogue({ scale: 0.25, today: testNow() })));
});
afterAll(() => site?.close());

const IT_PATH = routeTable["search-ai"]["it-IT"];
const ask = (tenant: string, path: string, q: string, extra = "") => site.fetch(tenant, `${path}?${new URLSearchParams({ q })}${extra}`);
const chipsOf = (page: Awaited<ReturnType<typeof pageOf>>) =>
  page.querySelectorAll(".ai-search-chip").map((chip) => textOf(chip.querySelector("span")));
const countOf = (text: string) => Number(text.replace(/\D/g, ""));

describe("the AI search page", () => {
  it("shows the question form without a question", async () => {
    const response = await site.fetch("it", IT_PATH);
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    expect(textOf(page.querySelector("h1"))).toBe(catalogues.it.pages["search-ai"].title);
    const form = page.querySelector("form.ai-search-form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(page.querySelector("input#ai-search-q")!.getAttribute("name")).toBe("q");
    expect(page.querySelector("label[for=ai-search-q]")).not.toBeNull();
    expect(page.querySelector(".ai-search-chip")).toBeNull();
  });

  it("turns an Italian question into chips, and the rules answered", async () => {
    const response = await ask("it", IT_PATH, "due settimane in Asia a marzo sotto i 2500 euro, natura e relax");
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    expect(page.querySelector(".ai-search-page")!.getAttribute("data-engine")).toBe("rules");
    const chips = chipsOf(page);
    expect(chips).toContain("Asia");
    expect(chips).toContain("12–16 giorni");
    expect(chips).toContain("Natura");
    expect(chips).toContain("Relax");
    expect(chips.some((c) => /^Fino a 2\.500/.test(c))).toBe(true);
    expect(chips.some((c) => /^marzo \d{4}$/.test(c))).toBe(true);
    const search = page.querySelector("a.ai-search-to-search")!.getAttribute("href")!;
    expect(search.startsWith(`${routeTable.search["it-IT"]}?`)).toBe(true);
    // The question as read, in the search's own query string (the link may carry it loosened when nothing matches).
    const query = new URLSearchParams(page.querySelector(".ai-search-answer")!.getAttribute("data-understood")!);
    expect(query.get("priceTo")).toBe("250000");
    expect(query.getAll("travelStyles[]")).toEqual(["NATURE", "RELAX"]);
    expect(query.get("durationFrom")).toBe("12");
  });

  it("lists real trips, as many as the same search on the search page finds", async () => {
    const page = await pageOf(await ask("it", IT_PATH, "un viaggio in Asia"));
    const cards = page.querySelectorAll(".ai-search-results .travel-card");
    expect(cards.length).toBeGreaterThan(0);
    const total = countOf(textOf(page.querySelector(".ai-search-summary [role=status]")));
    const search = page.querySelector("a.ai-search-to-search")!.getAttribute("href")!;
    const serp = await pageOf(await site.fetch("it", search));
    expect(countOf(textOf(serp.querySelector(".results-count")))).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  it("removes one chip by its link and keeps the others", async () => {
    const page = await pageOf(await ask("it", IT_PATH, "Giappone o Vietnam in estate, storia"));
    const chips = chipsOf(page);
    expect(chips).toEqual(expect.arrayContaining(["Giappone", "Vietnam", "Storia"]));
    const remove = page
      .querySelectorAll(".ai-search-chip")
      .find((chip) => textOf(chip.querySelector("span")) === "Giappone")!
      .querySelector("a")!;
    expect(remove.getAttribute("aria-label")).toBe("Rimuovi Giappone");
    const next = await pageOf(await site.fetch("it", remove.getAttribute("href")!));
    const left = chipsOf(next);
    expect(left).not.toContain("Giappone");
    expect(left).toEqual(expect.arrayContaining(["Vietnam", "Storia"]));
    expect(left.length).toBe(chips.length - 1);
  });

  it("says the spell did not work, with a hint, when nothing is understood", async () => {
    const response = await ask("it", IT_PATH, "qwerty asdf ???");
    expect(response.status).toBe(200);
    const page = await pageOf(response);
    const failure = page.querySelector(".ai-search-failed")!;
    expect(failure.getAttribute("role")).toBe("alert");
    expect(textOf(failure.querySelector("h2"))).toBe(catalogues.it.search.AI_FAILED);
    expect(textOf(failure)).toContain(catalogues.it.search.AI_FAILED_HINT);
    expect(page.querySelector(".ai-search-results")).toBeNull();
  });

  it("never fails on odd input: a huge question, bad drops", async () => {
    expect((await ask("it", IT_PATH, "Asia ".repeat(2000))).status).toBe(200);
    expect((await ask("it", IT_PATH, "Asia", "&drop=%3Cscript%3E&drop=destinationId:xyz&drop=")).status).toBe(200);
    expect((await site.fetch("it", `${IT_PATH}?q=%E0%A4%A`)).status).toBe(200);
  });
});

describe.each([
  ["int", "en-WE", "two weeks in Asia in March under 2500 euro, nature and relax", "Nature"],
  ["uk", "en-WE", "Japan in May, culture", "Culture"],
  ["es", "es-ES", "dos semanas en Asia en marzo, naturaleza", "Naturaleza"],
  ["fr", "fr-FR", "deux semaines en Asie en mars, nature et détente", "Détente"],
] as const)("on %s", (tenant, pathLocale, question, chip) => {
  it("answers with chips in the site's language", async () => {
    const path = routeTable["search-ai"][pathLocale];
    const response = await ask(tenant, path, question);
    expect(response.status).toBe(200);
    expect(chipsOf(await pageOf(response))).toContain(chip);
  });
});

describe("on de and us (enabled there)", () => {
  it("de understands German on its own path", async () => {
    const path = routeTable["search-ai"]["de-DE"];
    const response = await ask("de", path, "zwei Wochen Asien im März, Strand und Wandern");
    expect(response.status).toBe(200);
    const chips = chipsOf(await pageOf(response));
    expect(chips).toEqual(expect.arrayContaining(["Asien", "12–16 Tage", "Natur", "Entspannung"]));
  });

  it("us reads dollars, 'fall' and 'vacation' in American English", async () => {
    const path = routeTable["search-ai"]["en-US"];
    const page = await pageOf(await ask("us", path, "beach vacation in mexico in the fall under $2,000"));
    const chips = chipsOf(page);
    expect(chips).toContain("Mexico");
    expect(chips).toContain("Relax");
    expect(chips.some((c) => /^Up to \$2,000/.test(c))).toBe(true);
    expect(chips.some((c) => /^September \d{4} – November \d{4}$/.test(c))).toBe(true);
  });
});

describe("when nothing matches everything asked", () => {
  it("loosens the budget up to the cheapest matching trip and says so", async () => {
    // A country and month that have a bookable departure, with a budget no trip fits.
    const row = await site.db
      .prepare(
        `SELECT c.name_it AS name, CAST(substr(t.starting_date, 6, 2) AS INTEGER) AS month FROM tours t
         JOIN travel_countries tc ON tc.travel_id = t.travel_id JOIN countries c ON c.id = tc.country_id
         WHERE t.starting_date > date('now', '+40 day') AND t.sales_status IN ('CONFIRMED', 'PLANNED') LIMIT 1`,
      )
      .first<{ name: string; month: number }>();
    expect(row).not.toBeNull();
    const month = catalogues.it.dates.months.split("|")[row!.month - 1]!;
    const page = await pageOf(await ask("it", IT_PATH, `${row!.name} a ${month} sotto i 10 euro`));
    const note = page.querySelector(".ai-search-loosened")!;
    expect(note).not.toBeNull();
    expect(textOf(note)).toContain(catalogues.it.aiSearch.relaxed.title);
    expect(textOf(note)).toMatch(/Fino a [\d.]+ € invece di Fino a 10 €/);
    expect(page.querySelectorAll(".ai-search-results .travel-card").length).toBeGreaterThan(0);
    // The chips show what the results were found with; the question as read is kept on the page.
    expect(chipsOf(page)).toContain(row!.name);
    const understood = new URLSearchParams(page.querySelector(".ai-search-answer")!.getAttribute("data-understood")!);
    expect(understood.get("priceTo")).toBe("1000");
  });
});

describe("what the answer could not use", () => {
  const DE_PATH = routeTable["search-ai"]["de-DE"];
  const US_PATH = routeTable["search-ai"]["en-US"];

  it("says in Italian which words it did not understand and that no age group fits", async () => {
    const page = await pageOf(await ask("it", IT_PATH, "Giappone ad aprile col mio cane, ho 65 anni"));
    expect(chipsOf(page)).toContain("Giappone");
    expect(chipsOf(page).some((c) => /età|anni/i.test(c))).toBe(false);
    const notes = catalogues.it.aiSearch.notes;
    expect(textOf(page.querySelector(".ai-search-unread"))).toBe(notes.unread.replace("{{words}}", "«cane»"));
    expect(textOf(page.querySelector(".ai-search-no-age"))).toBe(notes.noAgeGroup.replace("{{age}}", "65 anni"));
    expect(new URLSearchParams(page.querySelector(".ai-search-answer")!.getAttribute("data-understood")!).get("ageBadge")).toBeNull();
  });

  it("says it in German, and how a wish with no filter was searched", async () => {
    const page = await pageOf(await ask("de", DE_PATH, "Kreuzfahrt in der Karibik mit meinem Hund, über 60"));
    const notes = catalogues.de.aiSearch.notes;
    expect(textOf(page.querySelector(".ai-search-unread"))).toBe(notes.unread.replace("{{words}}", "„Hund“"));
    expect(textOf(page.querySelector(".ai-search-no-age"))).toBe(notes.noAgeGroup.replace("{{age}}", "über 60"));
    expect(textOf(page.querySelector(".ai-search-wish"))).toBe(notes.wishText.replace("{{wish}}", "Kreuzfahrt"));
    // The Caribbean is its countries, never North America.
    expect(chipsOf(page)).toEqual(expect.arrayContaining(["Kuba", "Jamaika"]));
    expect(chipsOf(page)).not.toContain("Nordamerika");
  });

  it("a question it cannot read at all still names the words", async () => {
    const page = await pageOf(await ask("it", IT_PATH, "qwerty asdf"));
    expect(page.querySelector(".ai-search-failed")).not.toBeNull();
    expect(textOf(page.querySelector(".ai-search-failed .ai-search-unread"))).toContain("«qwerty asdf»");
  });

  it.each([
    ["no more than 9 days in portugal", "Up to 9 days", "At least"],
    ["portugal, at least 9 days", "At least 9 days", "Up to"],
  ])("“%s” shows “%s”, never the opposite bound", async (question, chip, opposite) => {
    const chips = chipsOf(await pageOf(await ask("us", US_PATH, question)));
    expect(chips).toContain(chip);
    expect(chips.some((c) => c.startsWith(opposite))).toBe(false);
  });
});

describe("loosening keeps the place", () => {
  it("loosens the length before the place: a country's trips of other lengths, never another country's", async () => {
    const row = await site.db
      .prepare(
        `SELECT c.id, c.name_it AS name FROM countries c JOIN travel_countries tc ON tc.country_id = c.id
         JOIN tours t ON t.travel_id = tc.travel_id
         WHERE t.starting_date > date('now', '+10 day') AND t.sales_status IN ('CONFIRMED', 'PLANNED') GROUP BY c.id LIMIT 1`,
      )
      .first<{ id: number; name: string }>();
    expect(row).not.toBeNull();
    const page = await pageOf(await ask("it", IT_PATH, `${row!.name}, 200 giorni`));
    expect(page.querySelectorAll(".ai-search-results .travel-card").length).toBeGreaterThan(0);
    expect(textOf(page.querySelector(".ai-search-loosened"))).toContain("senza 198–202 giorni");
    const search = new URL(page.querySelector("a.ai-search-to-search")!.getAttribute("href")!, "https://x.test");
    expect(search.searchParams.getAll("destinationId[]")).toEqual([String(row!.id)]);
    expect(search.searchParams.get("continentId[]")).toBeNull();
  });

  it("a named country with no trips stays named: no other country's trips, and the page says why", async () => {
    const row = await site.db
      .prepare(
        `SELECT c.name_it AS name FROM countries c WHERE c.iso_alpha3 <> 'ATA'
         AND NOT EXISTS (SELECT 1 FROM travel_countries tc WHERE tc.country_id = c.id) LIMIT 1`,
      )
      .first<{ name: string }>();
    expect(row).not.toBeNull();
    const page = await pageOf(await ask("it", IT_PATH, `${row!.name} a luglio`));
    expect(page.querySelectorAll(".ai-search-results .travel-card")).toHaveLength(0);
    expect(textOf(page.querySelector(".ai-search-place-kept"))).toContain(row!.name);
  });
});

describe("the engine chosen by configuration", () => {
  let aiSite: Site;
  beforeAll(async () => {
    aiSite = await startSite({ bindings: { AI_SEARCH_ENGINE: "workers-ai" } });
    await aiSite.db.exec(catalogueScript(generateCatalogue({ scale: 0.1, today: testNow() })));
  });
  afterAll(() => aiSite?.close());

  it("workers-ai without a usable AI binding answers with the rules", async () => {
    const page = await pageOf(await aiSite.fetch("it", `${IT_PATH}?${new URLSearchParams({ q: "Asia a marzo" })}`));
    expect(page.querySelector(".ai-search-page")!.getAttribute("data-engine")).toBe("rules");
    expect(chipsOf(page)).toContain("Asia");
  });

  it("an unknown engine name is a configuration error, not a silent default", async () => {
    const bad = await startSite({ bindings: { AI_SEARCH_ENGINE: "oracle" } });
    const logged = bad.expectLogs(/AI_SEARCH_ENGINE/);
    try {
      const response = await bad.fetch("it", IT_PATH);
      expect(response.status).toBeGreaterThanOrEqual(500);
      await logged();
    } finally {
      await bad.close();
    }
  });
});
