/**
 * An event address that spells German umlauts the other way ("muenchen" for "munchen", or the
 * reverse) names the same event: it moves (301) to the address the event has, on every page of
 * the event (the events and the WeMeet sections). Expectations come from the seeded events.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateMeetupEvents } from "../../scripts/seed/index";
import { getTenant } from "../../tenants";
import { href } from "../../tenants/routes";
import { transliterationKey } from "../../app/lib/events/event-slug";
import { startSeededSite, type Site } from "./harness";
import { testNow } from "../support/clock";

const NOW = testNow();
const events = generateMeetupEvents(NOW);
let site: Site;

beforeAll(async () => {
  site = await startSeededSite({ scale: 0.1, today: NOW });
}, 90_000);
afterAll(() => site?.close());

/** The other spelling of a slug's umlauts: ue for u where the title has an ü, and back. */
function otherSpelling(slug: string, title: string): string | null {
  const umlauts = [...title.toLowerCase().matchAll(/[äöü]/g)].map((m) => m[0]);
  if (umlauts.length === 0) return null;
  const digraph = { ä: "ae", ö: "oe", ü: "ue" } as const;
  const bare = { ä: "a", ö: "o", ü: "u" } as const;
  const words = title.toLowerCase();
  const asDigraph = words.replace(/[äöü]/g, (c) => digraph[c as keyof typeof digraph]);
  const asBare = words.replace(/[äöü]/g, (c) => bare[c as keyof typeof bare]);
  const slugOf = (text: string) =>
    text
      .replace(/ß/g, "ss")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  const [a, b] = [slugOf(asDigraph), slugOf(asBare)];
  if (slug.startsWith(a)) return b + slug.slice(a.length);
  if (slug.startsWith(b)) return a + slug.slice(b.length);
  return null;
}

describe("event addresses in either spelling of an umlaut", () => {
  const withUmlaut = events.filter((e) => e.site === "de" && /[äöü]/i.test(String(e.title)));

  it("has German events whose titles carry umlauts", () => {
    expect(withUmlaut.length).toBeGreaterThan(0);
  });

  it.each(["events-city-slug", "wemeet-events-city-slug"] as const)(
    "moves the other spelling to the event's address on %s",
    async (key) => {
      const locale = getTenant("de")!.pathLocale;
      for (const event of withUmlaut) {
        const other = otherSpelling(String(event.slug), String(event.title))!;
        expect(other, String(event.slug)).not.toBeNull();
        expect(transliterationKey(other)).toBe(transliterationKey(String(event.slug)));
        const response = await site.fetch("de", href(locale, key, { city: String(event.city), slug: other }));
        expect(response.status, other).toBe(301);
        expect(response.headers.get("location")).toBe(href(locale, key, { city: String(event.city), slug: String(event.slug) }));
      }
    },
  );

  it("still answers 404 for an address that names no event", async () => {
    const event = withUmlaut[0]!;
    const locale = getTenant("de")!.pathLocale;
    const response = await site.fetch("de", href(locale, "events-city-slug", { city: String(event.city), slug: "kein-solches-treffen" }));
    expect(response.status).toBe(404);
  });
});
