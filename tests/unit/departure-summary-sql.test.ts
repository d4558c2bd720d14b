/**
 * Migration 0020 writes travel_departure_summary's rows from the same SELECT as the seed's
 * rebuild (workers/services/catalogue/departure-summary-sql.ts), in its triggers and its first
 * fill: if one changes without the other, the trigger-kept rows and the rebuilt ones would
 * differ. The migration's text is checked against the code here, and the class mask against
 * the class the SELECT gives each departure.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AGE_BADGES, SALES_STATUSES } from "../../app/lib/search/filters";
import {
  classMask,
  insertDepartureSummarySql,
  REBUILD_DEPARTURE_SUMMARY_SQL,
} from "../../workers/services/catalogue/departure-summary-sql";
import { splitSqlStatements } from "../support/migrations";

const migration = readFileSync(join(import.meta.dirname, "../../workers/db/migrations/0020_departure_summary.sql"), "utf8");
const flat = (sql: string) => sql.replace(/\s+/g, " ").trim();
const statements = splitSqlStatements(migration).map(flat);

describe("migration 0020 travel_departure_summary", () => {
  it("recomputes a trip's rows in each trigger with the seed's SELECT", () => {
    for (const [name, ids] of [
      ["travel_departure_summary_tour_insert", "NEW.travel_id"],
      ["travel_departure_summary_tour_delete", "OLD.travel_id"],
      ["travel_departure_summary_tour_update", "OLD.travel_id, NEW.travel_id"],
    ]) {
      const trigger = statements.find((s) => s.startsWith(`CREATE TRIGGER ${name} `));
      expect(trigger, name).toBeDefined();
      expect(trigger).toContain("WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)");
      expect(trigger).toContain(`DELETE FROM travel_departure_summary WHERE travel_id IN (${ids});`);
      expect(trigger).toContain(`${flat(insertDepartureSummarySql(`travel_id IN (${ids})`))};`);
    }
  });

  it("fills the rows of the tours already there as the seed rebuilds them", () => {
    expect(statements).toContain(`${flat(REBUILD_DEPARTURE_SUMMARY_SQL[1]!)};`);
  });

  it("recomputes on every column the rows read", () => {
    const update = statements.find((s) => s.startsWith("CREATE TRIGGER travel_departure_summary_tour_update "))!;
    const columns = /AFTER UPDATE OF (.+?) ON tours/.exec(update)![1]!.split(", ");
    const read = /SELECT travel_id, starting_date, sales_status.*?FROM tours/s.exec(insertDepartureSummarySql("1"))![0];
    for (const column of [
      "travel_id",
      "starting_date",
      "sales_status",
      "age_badge",
      "discount_percent",
      "price_eur",
      "price_gbp",
      "price_usd",
    ]) {
      expect(read).toContain(column);
      expect(columns).toContain(column);
    }
  });

  it("gives each (status, age badge, discounted) the bit the SELECT gives it", () => {
    const sql = insertDepartureSummarySql("1");
    SALES_STATUSES.forEach((status, s) => {
      expect(sql).toContain(`WHEN '${status}' THEN ${s * 6}`);
      AGE_BADGES.forEach((ageBadge, a) => {
        expect(sql).toContain(`WHEN '${ageBadge}' THEN ${a * 2}`);
        expect(classMask({ status: [status], ageBadge, discounted: true })).toBe(2 ** (s * 6 + a * 2 + 1));
        expect(classMask({ status: [status], ageBadge })).toBe(3 * 2 ** (s * 6 + a * 2));
      });
    });
  });
});
