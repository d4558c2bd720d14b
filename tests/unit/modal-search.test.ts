import { describe, expect, it } from "vitest";
import { modalSearch } from "../../app/lib/shell/modal-search";
import { toSearchString, withModal } from "../../app/lib/shell/modal-url";

/** The long way round, which modalSearch must always equal. */
const viaParams = (search: string, name: string, extra: Record<string, string> = {}) =>
  toSearchString(withModal(new URLSearchParams(search), name, extra));

describe("a modal link's query string", () => {
  it.each<[string, string, Record<string, string>]>([
    ["", "country", {}],
    ["?", "currency", {}],
    ["", "notify-me", { type: "tour-12" }],
    ["", "available-dates", { layout: "calendar" }],
    ["", "group-info", { type: "tour-7", layout: "list" }],
    ["", "x", { "a.b*c_d": "e-f.g*h_i" }],
    // Values the form encoding rewrites, and an extra that names the modal itself.
    ["", "notify-me", { type: "tour 12" }],
    ["", "notify-me", { type: "à/é?&=" }],
    ["", "notify-me", { modal: "other" }],
    ["", "not plain", {}],
    // A page that has a query string already keeps it, and its open modals stay beneath.
    ["?textSearch=japan", "notify-me", { type: "tour-3" }],
    ["?modal=modal-filters&type=filters", "available-dates", { type: "filters", layout: "calendar" }],
    ["?modal=currency", "currency", {}],
  ])("on %j opening %s with %j equals the parameters' own writing", (search, name, extra) => {
    expect(modalSearch(search, name, extra)).toBe(viaParams(search, name, extra));
  });

  it("writes the usual case directly", () => {
    expect(modalSearch("", "notify-me", { type: "tour-12" })).toBe("?modal=notify-me&type=tour-12");
  });
});
