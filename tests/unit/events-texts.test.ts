import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { cutDescription, DESCRIPTION_LIMIT } from "../../app/lib/events/description";
import { eventIcs, foldLine, icsText } from "../../app/lib/events/ics";
import { eventState, eventStateKey, isJoinable, schemaOrgStatus, type EventStateInput } from "../../app/lib/events/status";
import { translate } from "../../app/lib/format/translate";
import { LANGUAGES } from "../../tenants/languages";

describe("description cut", () => {
  it("keeps 130 characters or fewer as they are", () => {
    const exact = "a".repeat(130);
    expect(cutDescription(exact)).toBe(exact);
    expect(cutDescription("short")).toBe("short");
    expect(cutDescription("")).toBe("");
  });

  it("cuts longer text to 130 characters with the ellipsis at character 127", () => {
    const text = `${"x".repeat(126)}ABCDEFG`;
    const cut = cutDescription(text);
    expect(cut).toHaveLength(DESCRIPTION_LIMIT);
    expect(cut.slice(0, 127)).toBe(`${"x".repeat(126)}A`);
    expect(cut.slice(127)).toBe("...");
  });

  it("counts characters, not UTF-16 units, so an emoji is never split", () => {
    const text = "é".repeat(120) + "🙂".repeat(20);
    const cut = cutDescription(text);
    expect(Array.from(cut)).toHaveLength(130);
    expect(cut.endsWith("🙂...")).toBe(true);
  });
});

describe("meetup states", () => {
  const now = Date.UTC(2024, 5, 1);
  const base: EventStateInput = { status: "SCHEDULED", spotsLeft: 5, rsvpCloseAt: now + 1 };
  it.each([
    ["scheduled", base, "SCHEDULED"],
    ["unlimited spots", { ...base, spotsLeft: null }, "SCHEDULED"],
    ["sold out", { ...base, spotsLeft: 0 }, "SOLD_OUT"],
    ["past its RSVP close", { ...base, rsvpCloseAt: now }, "CLOSED"],
    ["cancelled wins over sold out", { ...base, status: "CANCELLED", spotsLeft: 0 }, "CANCELLED"],
    ["sold out wins over a closed RSVP", { ...base, spotsLeft: 0, rsvpCloseAt: now - 1 }, "SOLD_OUT"],
  ] as const)("%s", (_, input, state) => {
    expect(eventState(input as EventStateInput, now)).toBe(state);
    expect(isJoinable(eventState(input as EventStateInput, now))).toBe(state === "SCHEDULED");
  });

  it.each(LANGUAGES)("every state has its text in %s", (language) => {
    const texts = (["CANCELLED", "SOLD_OUT", "CLOSED", "SCHEDULED"] as const).map((state) =>
      translate(catalogues[language], eventStateKey(state)),
    );
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(text).not.toMatch(/^events\./);
  });

  it.each([
    ["en-GB", "Cancelled"],
    ["en-US", "Canceled"],
  ] as const)("%s texts say cancelled (in its spelling), sold out, no longer joinable, scheduled", (language, cancelled) => {
    expect(["CANCELLED", "SOLD_OUT", "CLOSED", "SCHEDULED"].map((s) => translate(catalogues[language], `events.status.${s}`))).toEqual([
      cancelled,
      "Sold out",
      "No longer joinable",
      "Scheduled",
    ]);
  });

  it("maps states to schema.org event status and offer availability", () => {
    expect(schemaOrgStatus("CANCELLED").eventStatus).toBe("https://schema.org/EventCancelled");
    expect(schemaOrgStatus("SCHEDULED")).toEqual({
      eventStatus: "https://schema.org/EventScheduled",
      availability: "https://schema.org/InStock",
    });
    expect(schemaOrgStatus("SOLD_OUT").availability).toBe("https://schema.org/SoldOut");
  });
});

describe("the .ics file (RFC 5545)", () => {
  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    expect(icsText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(60)}`);
  });

  it("writes UTC times and the cancelled status", () => {
    const body = eventIcs({
      uid: "u1",
      title: "Cena",
      description: "x",
      startAt: Date.UTC(2024, 5, 9, 17, 30),
      endAt: Date.UTC(2024, 5, 9, 20),
      location: "Roma",
      url: "https://example.test/e",
      cancelled: true,
      now: 0,
    });
    expect(body).toContain("DTSTART:20240609T173000Z\r\n");
    expect(body).toContain("DTEND:20240609T200000Z\r\n");
    expect(body).toContain("STATUS:CANCELLED\r\n");
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
