/**
 * Migration 0021 fills place_departure_days with the same SELECT as the seed's rebuild
 * (workers/services/catalogue/place-days-sql.ts), and its triggers count the same statuses
 * as travel_offers (the default ones): if one changed without the other, the trigger-kept rows
 * and the rebuilt ones would differ. The migration's text is checked against the code here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REBUILD_PLACE_DAYS_SQL } from "../../workers/services/catalogue/place-days-sql";
import { OFFER_STATUSES_SQL } from "../../workers/services/catalogue/offers-sql";
import { splitSqlStatements } from "../support/migrations";

const migration = readFileSync(join(import.meta.dirname, "../../workers/db/migrations/0021_place_departure_days.sql"), "utf8");
const flat = (sql: string) => sql.replace(/\s+/g, " ").trim();
const statements = splitSqlStatements(migration).map(flat);

describe("migration 0021 place_departure_days", () => {
  it("fills the rows of the tours already there as the seed rebuilds them", () => {
    expect(statements).toContain(`${flat(REBUILD_PLACE_DAYS_SQL[1]!)};`);
  });

  it("counts the default statuses in every trigger on tours, paused like travel_offers'", () => {
    const triggers = statements.filter((s) => s.startsWith("CREATE TRIGGER place_departure_days_"));
    expect(triggers.map((s) => /^CREATE TRIGGER (\S+)/.exec(s)![1]).sort()).toEqual([
      "place_departure_days_offer_delete",
      "place_departure_days_offer_insert",
      "place_departure_days_tour_delete",
      "place_departure_days_tour_insert",
      "place_departure_days_tour_update",
    ]);
    for (const trigger of triggers) {
      expect(trigger).toContain("NOT EXISTS (SELECT 1 FROM travel_offers_paused)");
      const lists = [...trigger.matchAll(/sales_status IN \(([^)]*)\)/g)].map((m) => m[1]);
      if (trigger.includes(" ON tours ")) expect(lists.length).toBeGreaterThan(0);
      for (const list of lists) expect(list).toBe(OFFER_STATUSES_SQL);
    }
  });
});
