import { REFERENCE_WINDOW_DAYS } from "../../../app/lib/trip/reference-price";

/**
 * app/lib/trip/reference-price.ts in SQL, for every tour at once (or one, with `?3`): the
 * prices in effect on `?1` (today) go into the tours' price columns, the lowest EARLIER price
 * still in effect on or after `?2` (today minus 30 days) into the base columns when today's is
 * lower in every currency, and the percent off (EUR, half up, at least 1) into
 * discount_percent. `oneTour.tourIdSql` (an expression over ?3) limits it to one tour. The rest of the site reads only those columns (cards, trip pages, the
 * `discounted` filter, the discount sort).
 *
 * One statement, set-based: the history is read in its primary-key order (tour, day) by one
 * window pass, and only tours whose columns change are written (an hourly run on an unchanged
 * day writes nothing).
 */
export function referencePricesSql(oneTour?: { tourIdSql: string }): string {
  return `WITH h AS (
  SELECT tour_id, price_eur, price_gbp, price_usd,
    LEAD(valid_from) OVER (PARTITION BY tour_id ORDER BY valid_from) AS next_from
  FROM tour_price_history
  WHERE valid_from <= ?1${oneTour ? ` AND tour_id = ${oneTour.tourIdSql}` : ""}
),
ref AS (
  SELECT tour_id, MIN(price_eur) AS eur, MIN(price_gbp) AS gbp, MIN(price_usd) AS usd
  FROM h WHERE next_from > ?2 GROUP BY tour_id
),
cur AS (
  SELECT h.tour_id, h.price_eur, h.price_gbp, h.price_usd, ref.eur AS ref_eur, ref.gbp AS ref_gbp, ref.usd AS ref_usd,
    coalesce(h.price_eur < ref.eur AND h.price_gbp < ref.gbp AND h.price_usd < ref.usd, 0) AS discounted
  FROM h LEFT JOIN ref ON ref.tour_id = h.tour_id
  WHERE h.next_from IS NULL
),
wanted AS (
  SELECT tour_id, price_eur, price_gbp, price_usd,
    CASE WHEN discounted THEN ref_eur ELSE price_eur END AS base_eur,
    CASE WHEN discounted THEN ref_gbp ELSE price_gbp END AS base_gbp,
    CASE WHEN discounted THEN ref_usd ELSE price_usd END AS base_usd,
    CASE WHEN discounted THEN max(1, (200 * (ref_eur - price_eur) + ref_eur) / (2 * ref_eur)) ELSE 0 END AS discount
  FROM cur
)
UPDATE tours SET
  price_eur = wanted.price_eur, price_gbp = wanted.price_gbp, price_usd = wanted.price_usd,
  base_price_eur = wanted.base_eur, base_price_gbp = wanted.base_gbp, base_price_usd = wanted.base_usd,
  discount_percent = wanted.discount
FROM wanted
WHERE tours.id = wanted.tour_id
  AND (tours.price_eur, tours.price_gbp, tours.price_usd, tours.base_price_eur, tours.base_price_gbp, tours.base_price_usd, tours.discount_percent)
    IS NOT (wanted.price_eur, wanted.price_gbp, wanted.price_usd, wanted.base_eur, wanted.base_gbp, wanted.base_usd, wanted.discount)`;
}

export { REFERENCE_WINDOW_DAYS };
