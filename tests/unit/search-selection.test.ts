import { describe, expect, it } from "vitest";
import {
  EMPTY_WHERE,
  lookupText,
  searchDisabled,
  whereReducer,
  whereToQuery,
  type WhereAction,
  type WhereState,
} from "../../app/lib/search/selection";

const ITALY = { id: "12", name: "Italy" };
const ASIA = { id: "3", code: "AS", name: "Asia" };
const run = (...actions: WhereAction[]): WhereState => actions.reduce(whereReducer, EMPTY_WHERE);

// "Search selection" rules as a table.
describe("where selection", () => {
  it.each<[string, WhereAction[], Partial<WhereState>]>([
    [
      "a destination closes the dropdown",
      [{ type: "open" }, { type: "destination", destination: ITALY }],
      { destination: ITALY, text: "Italy", open: false },
    ],
    [
      "a continent replaces a destination",
      [
        { type: "destination", destination: ITALY },
        { type: "continent", continent: ASIA },
      ],
      { destination: null, continent: ASIA, open: false },
    ],
    [
      "the same continent again clears it",
      [
        { type: "continent", continent: ASIA },
        { type: "continent", continent: ASIA },
      ],
      { continent: null, text: "" },
    ],
    [
      "free text replaces a continent",
      [{ type: "continent", continent: ASIA }, { type: "type", text: " temples " }, { type: "freeText" }],
      { continent: null, freeText: "temples", open: false },
    ],
    [
      "typing clears the selection and opens",
      [
        { type: "destination", destination: ITALY },
        { type: "type", text: "Ita" },
      ],
      { destination: null, text: "Ita", open: true },
    ],
    [
      "closing with clear empties everything",
      [
        { type: "destination", destination: ITALY },
        { type: "close", clear: true },
      ],
      { destination: null, text: "" },
    ],
  ])("%s", (_, actions, expected) => {
    expect(run(...actions)).toMatchObject(expected);
  });

  it("looks destinations up only for non-empty trimmed text with nothing chosen", () => {
    expect(lookupText(run({ type: "type", text: "   " }))).toBeNull();
    expect(lookupText(run({ type: "type", text: " jap " }))).toBe("jap");
    expect(lookupText(run({ type: "destination", destination: ITALY }))).toBeNull();
  });

  it("disables search while focused with typed text and nothing chosen", () => {
    expect(searchDisabled(run({ type: "focus" }, { type: "type", text: "jap" }))).toBe(true);
    expect(searchDisabled(run({ type: "type", text: "jap" }))).toBe(false);
    expect(searchDisabled(run({ type: "focus" }, { type: "type", text: "It" }, { type: "destination", destination: ITALY }))).toBe(false);
    expect(searchDisabled(run({ type: "focus" }))).toBe(false);
  });

  it("builds exclusive query parts", () => {
    expect(whereToQuery(run({ type: "destination", destination: ITALY }))).toEqual({ destinationId: ["12"] });
    expect(whereToQuery(run({ type: "continent", continent: ASIA }))).toEqual({ continentId: ["3"] });
    expect(whereToQuery(run({ type: "type", text: " temples " }, { type: "freeText" }))).toEqual({ textSearch: "temples" });
    expect(whereToQuery(EMPTY_WHERE)).toEqual({});
  });
});
