import { describe, expect, it } from "vitest";
import { renderOnSite } from "./render-on-site";
import { getTenant } from "../../tenants";
import { RangeCalendar } from "../../app/components/search/range-calendar";
import { EMPTY_RANGE } from "../../app/lib/search/period-range";

const tenant = getTenant("uk")!;
/** The day the next render takes as today. */
let today = "";
const Calendar = () => <RangeCalendar tenant={tenant} today={today} range={EMPTY_RANGE} onChange={() => {}} />;

/** The search bar's date calendar as the server renders it, on a given day. */
function render(day: string) {
  today = day;
  const page = renderOnSite(tenant.id, Calendar);
  const stops = page.querySelectorAll('[role="grid"] button[tabindex="0"]');
  return {
    stops: stops.map((button) => button.getAttribute("data-day")),
    disabled: stops.map((button) => button.hasAttribute("disabled")),
  };
}

describe("the search bar's date calendar", () => {
  it("puts its one tab stop on tomorrow, a day that can be picked", () => {
    expect(render("2026-11-12")).toEqual({ stops: ["2026-11-13"], disabled: [false] });
  });

  it("opens on the next month on a month's last day, never on a month where nothing can be picked", () => {
    expect(render("2026-11-30")).toEqual({ stops: ["2026-12-01"], disabled: [false] });
    expect(render("2026-12-31")).toEqual({ stops: ["2027-01-01"], disabled: [false] });
  });
});
