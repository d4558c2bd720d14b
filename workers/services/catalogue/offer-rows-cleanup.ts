import { DELETE_PAST_PLACE_DAYS_SQL } from "./place-days-sql";
import { DELETE_PAST_SUMMARY_ROWS_SQL } from "./departure-summary-sql";

/**
 * The scheduled job's clean-up of the per-trip summaries (travel_offers, 0012, and
 * travel_departure_summary, 0020): a trip's steps that ended on or before `today` answer only
 * search days in the past, yet every count of the day would read past them; then the days on
 * or before `today` of place_departure_days (0021, after travel_offers': deleting a trip's
 * last row writes there). Returns how many rows went. A tour write recomputes its trip's rows
 * whole, past steps included; the next run takes those away again.
 */
export async function deletePastOfferRows(db: D1Database, today: string): Promise<number> {
  const results = await db.batch([...DELETE_PAST_SUMMARY_ROWS_SQL, DELETE_PAST_PLACE_DAYS_SQL].map((sql) => db.prepare(sql).bind(today)));
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
}
