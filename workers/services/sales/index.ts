/**
 * Promotion codes (migration 0010) for the sales page: the codes of the trips on a page.
 * The trips and their prices come from the catalogue service's own search.
 */
import type { Promotion } from "../../../app/lib/sales/promotion";

export type SalesDeps = { db: D1Database; logger: Pick<Console, "error"> };

type Row = {
  code: string;
  travel_id: number;
  tour_id: number | null;
  percent: number | null;
  description_key: string | null;
  valid_from: string | null;
  valid_until: string;
};

/** At most this many trips per read (a page of results is far fewer); D1 binds at most 100 values. */
const MAX_IDS = 100;

export function createSalesService({ db }: SalesDeps) {
  return {
    /** Every code of these trips, in every state: the page keeps the live ones (app/lib/sales/promotion.ts). */
    async promotionsOf(travelIds: readonly number[]): Promise<Promotion[]> {
      const ids = [...new Set(travelIds)].filter((id) => Number.isSafeInteger(id)).slice(0, MAX_IDS);
      if (ids.length === 0) return [];
      const { results } = await db
        .prepare(
          `SELECT code, travel_id, tour_id, percent, description_key, valid_from, valid_until FROM promotions
           WHERE travel_id IN (${ids.map(() => "?").join(", ")}) ORDER BY travel_id, code`,
        )
        .bind(...ids)
        .all<Row>();
      return results.map((row) => ({
        code: row.code,
        travelId: row.travel_id,
        tourId: row.tour_id,
        percent: row.percent,
        descriptionKey: row.description_key === "friends" || row.description_key === "early" ? row.description_key : null,
        validFrom: row.valid_from,
        validUntil: row.valid_until,
      }));
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
