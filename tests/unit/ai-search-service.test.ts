/**
 * The interpreter service's engine choice: the rules by default; Workers AI when configured,
 * its JSON answer checked by the same schema and limited to the catalogue's places, and the
 * rules whenever the model fails, answers nonsense or is too slow. The AI binding is the one
 * third-party piece, so it is faked here (the real one cannot run offline).
 */
import { describe, expect, it, vi } from "vitest";
import { createAiSearchService, type AiBinding } from "../../workers/services/ai-search";
import { continentId, countryId, placesIn } from "./ai-search-support";

const TODAY = "2026-01-15";
const places = async () => placesIn("it");
const logger = { error: vi.fn(), warn: vi.fn() };
const QUESTION = "due settimane in Asia a marzo";
const NO_NOTES = { unread: [], wishes: [] };
const RULES_ANSWER = { continentId: [continentId("AS")], dateFrom: "2026-03-01", dateTo: "2026-03-31", durationFrom: 12, durationTo: 16 };

const service = (engine: "rules" | "workers-ai", ai?: AiBinding, timeoutMs = 200) =>
  createAiSearchService({ places, engine, ai, logger, timeoutMs }, { language: "it", today: TODAY });

describe("the AI search service", () => {
  it("answers with the rules by default, and never calls the model", async () => {
    const run = vi.fn();
    const answer = await service("rules", { run }).interpret(QUESTION);
    expect(answer).toEqual({ interpretation: RULES_ANSWER, understood: true, engine: "rules", notes: NO_NOTES });
    expect(run).not.toHaveBeenCalled();
  });

  it("uses the model's answer when it fits the schema, with a JSON schema request", async () => {
    const run = vi.fn(async () => ({
      response: { destinationId: [countryId("JPN"), "99999"], travelStyles: ["CULTURE"], priceTo: 200000 },
    }));
    const answer = await service("workers-ai", { run }).interpret("Giappone, cultura, 2000 euro");
    expect(answer.engine).toBe("workers-ai");
    // Unknown place ids are dropped: only the catalogue's places become filters.
    expect(answer.interpretation).toEqual({ destinationId: [countryId("JPN")], travelStyles: ["CULTURE"], priceTo: 200000 });
    const input = (run.mock.calls[0] as unknown[])[1] as {
      response_format: { type: string; json_schema: { properties: Record<string, unknown> } };
    };
    expect(input.response_format.type).toBe("json_schema");
    expect(Object.keys(input.response_format.json_schema.properties)).toContain("destinationId");
  });

  it("reads a JSON string answer too", async () => {
    const run = vi.fn(async () => ({ response: JSON.stringify({ ageBadge: "25-35" }) }));
    expect((await service("workers-ai", { run }).interpret("30 anni")).interpretation).toEqual({ ageBadge: "25-35" });
  });

  it.each([
    [
      "throws",
      async () => {
        throw new Error("AI down");
      },
    ],
    ["answers outside the schema", async () => ({ response: { priceTo: -5, travelStyles: ["SKIING"] } })],
    ["answers text that is not JSON", async () => ({ response: "Sure! Here are your filters" })],
    ["is too slow", () => new Promise(() => {})],
  ] as [string, () => Promise<unknown>][])("falls back to the rules when the model %s", async (_, behaviour) => {
    logger.warn.mockClear();
    const answer = await service("workers-ai", { run: vi.fn(behaviour) }).interpret(QUESTION);
    expect(answer).toEqual({ interpretation: RULES_ANSWER, understood: true, engine: "rules", notes: NO_NOTES });
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it("reports a question it does not understand, with the words it did not use", async () => {
    expect(await service("rules").interpret("qwerty")).toEqual({
      interpretation: {},
      understood: false,
      engine: "rules",
      notes: { unread: ["qwerty"], wishes: [] },
    });
  });
});
