/**
 * Hostile input: the other pages' URL parsers — the modal stack in the URL, the AI
 * search's question and removed chips (and the rules that read the question), the sales and
 * listing pages' `page`, and the search history kept in the browser's storage.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

// A thousand runs per property take a while on a busy machine: a ceiling, not a timing check.
vi.setConfig({ testTimeout: 300_000 });
import { FILTERS_MODAL, MODAL_PARAMS, openModals, toSearchString, withModal, withoutTopModal } from "../../../app/lib/shell/modal-url";
import { readAiSearchParams } from "../../../app/routes/search-ai.server";
import { salesPageParam } from "../../../app/routes/sales.server";
import { pageParam } from "../../../app/server/catalogue/travels-listing.server";
import { checkInterpretation, interpretWithRules, MAX_QUESTION_LENGTH } from "../../../app/lib/ai-search";
import { MAX_PAGE } from "../../../app/lib/search/filters";
import { HISTORY_MAX_STORED, parseHistory } from "../../../app/lib/search/history";
import { lexiconFor, LEXICON_LANGUAGES } from "../ai-search-support";
import { assertNoPollution, hostileString, jsonWithProtoKeys, queryOf, RUNS } from "./arbitraries";

const modalName = fc.oneof(
  hostileString,
  fc.stringMatching(/^[a-z][a-z-]{0,12}$/),
  fc.constantFrom(FILTERS_MODAL, "wishlist", "available-dates", "currency"),
);
const modalQuery = queryOf([...MODAL_PARAMS, "page", "sort"], fc.oneof(hostileString, modalName));

describe("modal URL", () => {
  it("openModals keeps only well-formed names, in order", () => {
    fc.assert(
      fc.property(modalQuery, (search) => {
        const open = openModals(search);
        for (const name of open) expect(name).toMatch(/^[a-z][a-z-]{0,40}$/);
        expect(open).toEqual(search.getAll("modal").filter((name) => open.includes(name)));
      }),
      RUNS,
    );
  });

  it("opening a modal puts it on top once; closing the top one gives back the stack without it", () => {
    fc.assert(
      fc.property(
        modalQuery,
        fc.stringMatching(/^[a-z][a-z-]{0,20}$/),
        fc.dictionary(fc.constantFrom("type", "layout", "travel"), hostileString),
        (search, name, extra) => {
          const opened = withModal(search, name, extra);
          const stack = openModals(opened);
          expect(stack.at(-1)).toBe(name);
          expect(stack.filter((n) => n === name)).toHaveLength(1);
          // Whatever else was in the query stays as it was.
          for (const [key, value] of search)
            if (!(MODAL_PARAMS as readonly string[]).includes(key)) expect(opened.getAll(key)).toContain(value);
          const closed = withoutTopModal(opened);
          expect(openModals(closed)).toEqual(openModals(search).filter((n) => n !== name));
          const text = toSearchString(closed);
          expect(text === "" || text.startsWith("?")).toBe(true);
          expect(new URLSearchParams(text).toString()).toBe(closed.toString());
        },
      ),
      RUNS,
    );
  });
});

describe("AI search", () => {
  it("readAiSearchParams: a trimmed question within its limit, chips of a fixed shape, each once", () => {
    fc.assert(
      fc.property(
        queryOf(["q", "drop"], fc.oneof(hostileString, fc.constantFrom("destinationId:12", "priceTo", "travelStyles:NATURE", "x:y:z"))),
        (params) => {
          const { question, drops } = readAiSearchParams(params);
          expect(question.length).toBeLessThanOrEqual(MAX_QUESTION_LENGTH);
          expect(/^\s/.test(question)).toBe(false);
          expect(new Set(drops).size).toBe(drops.length);
          for (const drop of drops) expect(drop).toMatch(/^[A-Za-z]{1,40}(:[A-Za-z0-9_-]{1,64})?$/);
        },
      ),
      RUNS,
    );
  });

  const lexicons = Object.fromEntries(LEXICON_LANGUAGES.map((language) => [language, lexiconFor(language)]));
  it("the offline rules read any question without throwing and answer only schema-valid filters", () => {
    const words = fc.constantFrom(
      "in",
      "italy",
      "giappone",
      "under",
      "1000",
      "€",
      "$",
      "june",
      "giugno",
      "next",
      "week",
      "days",
      "7",
      "-5",
      "99999999999",
      "nature",
      "relax",
      "25-35",
      "between",
      "and",
      "from",
      "to",
      "2026-02-30",
    );
    const question = fc.oneof(
      hostileString,
      fc.array(fc.oneof(words, hostileString), { maxLength: 12 }).map((parts) => parts.join(" ")),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LEXICON_LANGUAGES), question, (language, text) => {
        const interpretation = interpretWithRules(text.slice(0, MAX_QUESTION_LENGTH), {
          lexicon: lexicons[language]!,
          today: "2026-06-15",
        });
        expect(checkInterpretation(interpretation)).toEqual(interpretation);
        assertNoPollution(interpretation);
      }),
      RUNS,
    );
  });

  it("checkInterpretation: whatever an engine answers, the page gets schema-valid filters or nothing", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          jsonWithProtoKeys,
          fc.dictionary(
            fc.constantFrom("destinationId", "priceTo", "dateFrom", "travelStyles", "__proto__"),
            fc.jsonValue({ maxDepth: 2 }),
          ),
        ),
        (value) => {
          const checked = checkInterpretation(value);
          if (checked === null) return;
          expect(checkInterpretation(checked)).toEqual(checked);
          assertNoPollution(checked);
        },
      ),
      RUNS,
    );
  });
});

describe("page numbers of the sales and listing pages", () => {
  it("any `page` reads as a whole number between 1 and the last allowed page", () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileString, fc.integer().map(String), fc.constantFrom("1e3", "0x10", " 2 ", "2.5", "-1", "99999")),
        (value) => {
          const sales = salesPageParam.parse(value);
          expect(Number.isInteger(sales) && sales >= 1 && sales <= MAX_PAGE).toBe(true);
          const listing = pageParam(new Request(`http://int.localhost/destinations?${new URLSearchParams({ page: value })}`));
          expect(Number.isInteger(listing) && listing >= 1 && listing <= 99999).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe("search history (browser storage)", () => {
  it("parseHistory never throws and keeps well-formed entries only, at most the cap", () => {
    const entry = fc.record({
      date: fc.string(),
      values: fc.record({ destinationName: fc.string(), params: fc.record({ query: fc.string() }) }),
    });
    const stored = fc.oneof(
      hostileString,
      jsonWithProtoKeys.map((v) => JSON.stringify(v) ?? ""),
      fc.array(fc.oneof(entry, jsonWithProtoKeys), { maxLength: 120 }).map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(stored, (raw) => {
        const list = parseHistory(raw);
        expect(list.length).toBeLessThanOrEqual(HISTORY_MAX_STORED);
        for (const item of list) {
          expect(typeof item.date).toBe("string");
          expect(typeof item.values.destinationName).toBe("string");
          expect(typeof item.values.params.query).toBe("string");
        }
      }),
      RUNS,
    );
  });
});
