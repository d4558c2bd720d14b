/**
 * The migrations write travel_offers' rows from the same SELECT as the seed's rebuild
 * (workers/services/catalogue/offers-sql.ts), in their triggers and their fills: if one
 * changes without the other (or the default statuses change), the trigger-kept rows and the
 * rebuilt ones would differ. The migrations' text (the latest definition of each trigger, the
 * latest fill) is checked against the code here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_STATUSES } from "../../app/lib/search/filters";
import { insertTravelOffersSql, REBUILD_TRAVEL_OFFERS_SQL } from "../../workers/services/catalogue/offers-sql";
import { migrationStatements, splitSqlStatements } from "../support/migrations";

const flat = (sql: string) => sql.replace(/\s+/g, " ").trim();
// Every statement of every migration, in order: a trigger's latest CREATE is the one that runs.
const statements = migrationStatements().map(flat).reverse();
const latestFill = readFileSync(join(import.meta.dirname, "../../workers/db/migrations/0023_travel_offers_shown_discount.sql"), "utf8");

describe("the travel_offers migrations", () => {
  it("recomputes a trip's rows in each trigger with the seed's SELECT", () => {
    for (const [name, ids] of [
      ["travel_offers_tour_insert", "NEW.travel_id"],
      ["travel_offers_tour_delete", "OLD.travel_id"],
      ["travel_offers_tour_update", "OLD.travel_id, NEW.travel_id"],
    ]) {
      const trigger = statements.find((s) => s.startsWith(`CREATE TRIGGER ${name} `));
      expect(trigger, name).toBeDefined();
      expect(trigger).toContain("WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)");
      expect(trigger).toContain(`DELETE FROM travel_offers WHERE travel_id IN (${ids});`);
      expect(trigger).toContain(`${flat(insertTravelOffersSql(`travel_id IN (${ids})`))};`);
    }
  });

  it("fills the rows of the tours already there as the seed rebuilds them", () => {
    expect(splitSqlStatements(latestFill).map(flat).at(-1)).toBe(`${flat(REBUILD_TRAVEL_OFFERS_SQL[1]!)};`);
  });

  it("builds the rows from the default statuses and recomputes on every column they read", () => {
    for (const status of DEFAULT_STATUSES) expect(insertTravelOffersSql("1")).toContain(`'${status}'`);
    expect(insertTravelOffersSql("1")).not.toContain("'SOLD_OUT'");
    const update = statements.find((s) => s.startsWith("CREATE TRIGGER travel_offers_tour_update "))!;
    const columns = /AFTER UPDATE OF (.+?) ON tours/.exec(update)![1]!.split(", ");
    const read = /SELECT travel_id, starting_date,.*?WINDOW/s.exec(insertTravelOffersSql("1"))![0];
    for (const column of ["id", "travel_id", "starting_date", "sales_status", "price_eur", "price_gbp", "price_usd", "discount_percent"]) {
      expect(read).toContain(column);
      expect(columns).toContain(column);
    }
  });
});
