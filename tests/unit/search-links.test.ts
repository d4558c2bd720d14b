import { describe, expect, it } from "vitest";
import { pageWindow } from "../../app/lib/search/page-window";
import { parseSearchFilters } from "../../app/lib/search/filters";
import { searchLinks } from "../../app/lib/search/links";
import { SORT_OPTIONS } from "../../app/lib/search/sorts";

describe("page window (paging)", () => {
  it.each([
    [1, 1, []],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 20]],
    [10, 20, [1, 8, 9, 10, 11, 12, 20]],
    [20, 20, [1, 18, 19, 20]],
    [99, 5, [1, 3, 4, 5]],
  ])("page %i of %i shows %j", (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
});

describe("the search page's links, written by the loader", () => {
  const filters = parseSearchFilters("textSearch=japan&discounted=true&sort=price:asc&page=4&tab=tours");
  const links = searchLinks(filters, 12, "/cerca");
  const parsed = (href: string) => {
    expect(href.startsWith("/cerca")).toBe(true);
    return parseSearchFilters(href.replace(/^\/cerca\??/, ""));
  };

  it("changes the sort and goes back to page 1, keeping every other filter", () => {
    expect(Object.keys(links.sorts)).toEqual(SORT_OPTIONS);
    for (const sort of SORT_OPTIONS) {
      const next = parsed(links.sorts[sort]!);
      expect(next.sort ?? "relevance:desc").toBe(sort);
      expect(next).toMatchObject({ page: 1, textSearch: "japan", discounted: true, tab: "tours" });
    }
  });

  it("switches tabs on page 1 and pages through the shown window plus the neighbours", () => {
    expect(parsed(links.tabs.travels)).toMatchObject({ tab: "travels", page: 1, sort: "price:asc" });
    expect(parsed(links.tabs.tours)).toMatchObject({ tab: "tours", page: 1 });
    expect(
      Object.keys(links.pages)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 12]);
    expect(parsed(links.pages[5]!)).toEqual({ ...filters, page: 5 });
    expect(links.pages[1]).not.toContain("page=");
    // No query at all is the page's path, never a bare "?".
    expect(searchLinks(parseSearchFilters(""), 2, "/cerca").pages[1]).toBe("/cerca");
  });

  it("carries the filters as form fields at page 1", () => {
    const fields = new URLSearchParams(links.fields);
    expect(fields.get("textSearch")).toBe("japan");
    expect(fields.get("discounted")).toBe("true");
    expect(fields.has("page")).toBe(false);
  });
});
