/**
 * The seed script is a function of its scale and the UTC day of its `today` alone: the
 * integration tests build one seeded database per scale and day and start every site that asks
 * for that seed on a copy of it (tests/support/site-db.ts). A seed that read the time of day
 * would make those copies differ from what seeding each site at its own moment wrote.
 */
import { describe, expect, it } from "vitest";
import { seedSqlScript } from "../../scripts/seed/index";

describe("the seed script", () => {
  const at = (instant: string) => seedSqlScript({ scale: 0.05, today: new Date(instant) });
  const midday = at("2026-03-29T12:34:56.789Z");

  it("is the same at every moment of a UTC day", () => {
    // Across the day, and across the night Europe's clocks change (a local day would differ here).
    expect(at("2026-03-29T00:00:00.000Z") === midday).toBe(true);
    expect(at("2026-03-29T01:30:00.000Z") === midday).toBe(true);
    expect(at("2026-03-29T23:59:59.999Z") === midday).toBe(true);
  });

  it("follows the day", () => {
    expect(at("2026-03-30T00:00:00.000Z") === midday).toBe(false);
  });
});
