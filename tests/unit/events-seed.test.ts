import { describe, expect, it } from "vitest";
import { SEED_SITES } from "../../scripts/seed/events-places";
import { generateMeetupEvents } from "../../scripts/seed/index";
import { quickDateRange } from "../../app/lib/events/quick-dates";
import { getTenant } from "../../tenants/index";

describe("the meetup seed", () => {
  const today = new Date("2025-03-12T00:00:00Z");
  const rows = generateMeetupEvents(today);

  it("is deterministic and has 60 or more events within four months", () => {
    expect(generateMeetupEvents(today)).toEqual(rows);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const limit = today.getTime() + 125 * 86_400_000;
    for (const row of rows) expect(row.start_at).toBeLessThan(limit);
  });

  // The demo seed has places for the sites it was written with; a site added since has none until its cities are added there.
  it("gives every site it has places for events in its own country, some free, sold out, cancelled and past RSVP", () => {
    expect(SEED_SITES.length).toBeGreaterThanOrEqual(7);
    for (const seeded of SEED_SITES) {
      const tenant = getTenant(seeded.site)!;
      expect(tenant, seeded.site).toBeDefined();
      const own = rows.filter((r) => r.site === tenant.id);
      expect(own.length, tenant.id).toBeGreaterThanOrEqual(8);
      expect(new Set(own.map((r) => r.venue_country_code))).toEqual(new Set([tenant.countryCode]));
      expect(own.some((r) => r.price === null)).toBe(true);
      expect(own.some((r) => r.spots_left === 0)).toBe(true);
      expect(own.some((r) => r.status === "CANCELLED")).toBe(true);
      expect(own.some((r) => r.rsvp_close_at < today.getTime())).toBe(true);
    }
  });

  it("has unique city and slug per site and lower-case ASCII slugs", () => {
    const keys = rows.map((r) => `${r.site}/${r.city}/${r.slug}`);
    expect(new Set(keys).size).toBe(rows.length);
    for (const row of rows) expect(row.slug).toMatch(/^[a-z0-9-]+$/);
  });

  // A test run starts with a fresh seed and may last past midnight: whatever the weekday and the
  // hour, for the next day and a half the list for "this weekend" is never empty on any site.
  it("keeps a scheduled event under way this weekend at every hour after a seed on any weekday", () => {
    const hour = 3_600_000;
    for (let weekday = 0; weekday < 7; weekday++) {
      for (const seedHour of [0, 9, 15, 22]) {
        const seededAt = new Date(Date.UTC(2026, 10, 23 + weekday, seedHour));
        const seeded = generateMeetupEvents(seededAt);
        for (let after = 0; after <= 36; after++) {
          const now = new Date(seededAt.getTime() + after * hour);
          for (const { site } of SEED_SITES) {
            const tenant = getTenant(site)!;
            const range = quickDateRange("this-weekend", now, tenant);
            const from = Math.max(now.getTime(), range.from.getTime());
            const on = seeded.filter(
              (r) =>
                r.site === site && r.status === "SCHEDULED" && r.end_at > from && (range.to === null || r.start_at < range.to.getTime()),
            );
            expect(on.length, `${site}, seeded ${seededAt.toISOString()}, ${now.toISOString()}`).toBeGreaterThan(0);
          }
        }
      }
    }
  });
});
