-- The discount sort orders trips by the discount their card shows: the best tour's (the
-- cheapest departure, then the earliest, then the lowest id), in each currency, kept beside the
-- biggest discount (workers/services/catalogue/offers-sql.ts explains the rows). The triggers
-- write the new columns from the same SELECT as the seed's rebuild, and every row is written again.

ALTER TABLE travel_offers ADD COLUMN discount_eur INTEGER NOT NULL DEFAULT 0;
ALTER TABLE travel_offers ADD COLUMN discount_gbp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE travel_offers ADD COLUMN discount_usd INTEGER NOT NULL DEFAULT 0;

-- The discount sort (the shown discount first, then the cheaper, then the trip id), per currency.
DROP INDEX travel_offers_discount_eur;
DROP INDEX travel_offers_discount_gbp;
DROP INDEX travel_offers_discount_usd;
CREATE INDEX travel_offers_discount_eur ON travel_offers (discount_eur DESC, price_eur, travel_id, valid_from);
CREATE INDEX travel_offers_discount_gbp ON travel_offers (discount_gbp DESC, price_gbp, travel_id, valid_from);
CREATE INDEX travel_offers_discount_usd ON travel_offers (discount_usd DESC, price_usd, travel_id, valid_from);

DROP TRIGGER travel_offers_tour_insert;
CREATE TRIGGER travel_offers_tour_insert AFTER INSERT ON tours
WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  DELETE FROM travel_offers WHERE travel_id IN (NEW.travel_id);
  INSERT INTO travel_offers (travel_id, first_departure, valid_from, is_last, departures, discount_percent,
    price_eur, price_gbp, price_usd, tour_eur, tour_gbp, tour_usd, discount_eur, discount_gbp, discount_usd)
  SELECT travel_id, day, coalesce(LAG(day) OVER (PARTITION BY travel_id ORDER BY day), ''), day = MAX(day) OVER (PARTITION BY travel_id),
    departures, discount, p_eur, p_gbp, p_usd,
    CAST(substr(k_eur, 25) AS INTEGER), CAST(substr(k_gbp, 25) AS INTEGER), CAST(substr(k_usd, 25) AS INTEGER),
    CAST(substr(k_eur, 38) AS INTEGER), CAST(substr(k_gbp, 38) AS INTEGER), CAST(substr(k_usd, 38) AS INTEGER)
  FROM (
    SELECT travel_id, starting_date AS day, MIN(departures) AS departures, MIN(discount) AS discount,
      MIN(p_eur) AS p_eur, MIN(p_gbp) AS p_gbp, MIN(p_usd) AS p_usd, MIN(k_eur) AS k_eur, MIN(k_gbp) AS k_gbp, MIN(k_usd) AS k_usd
    FROM (
      SELECT travel_id, starting_date,
        COUNT(*) OVER s AS departures, MAX(discount_percent) OVER s AS discount,
        MIN(price_eur) OVER s AS p_eur, MIN(price_gbp) OVER s AS p_gbp, MIN(price_usd) OVER s AS p_usd,
        MIN(printf('%012d %s %012d %03d', price_eur, starting_date, id, discount_percent)) OVER s AS k_eur, MIN(printf('%012d %s %012d %03d', price_gbp, starting_date, id, discount_percent)) OVER s AS k_gbp, MIN(printf('%012d %s %012d %03d', price_usd, starting_date, id, discount_percent)) OVER s AS k_usd
      FROM tours
      WHERE (travel_id IN (NEW.travel_id)) AND sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
      WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
    )
    GROUP BY travel_id, starting_date
  );
END;

DROP TRIGGER travel_offers_tour_delete;
CREATE TRIGGER travel_offers_tour_delete AFTER DELETE ON tours
WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  DELETE FROM travel_offers WHERE travel_id IN (OLD.travel_id);
  INSERT INTO travel_offers (travel_id, first_departure, valid_from, is_last, departures, discount_percent,
    price_eur, price_gbp, price_usd, tour_eur, tour_gbp, tour_usd, discount_eur, discount_gbp, discount_usd)
  SELECT travel_id, day, coalesce(LAG(day) OVER (PARTITION BY travel_id ORDER BY day), ''), day = MAX(day) OVER (PARTITION BY travel_id),
    departures, discount, p_eur, p_gbp, p_usd,
    CAST(substr(k_eur, 25) AS INTEGER), CAST(substr(k_gbp, 25) AS INTEGER), CAST(substr(k_usd, 25) AS INTEGER),
    CAST(substr(k_eur, 38) AS INTEGER), CAST(substr(k_gbp, 38) AS INTEGER), CAST(substr(k_usd, 38) AS INTEGER)
  FROM (
    SELECT travel_id, starting_date AS day, MIN(departures) AS departures, MIN(discount) AS discount,
      MIN(p_eur) AS p_eur, MIN(p_gbp) AS p_gbp, MIN(p_usd) AS p_usd, MIN(k_eur) AS k_eur, MIN(k_gbp) AS k_gbp, MIN(k_usd) AS k_usd
    FROM (
      SELECT travel_id, starting_date,
        COUNT(*) OVER s AS departures, MAX(discount_percent) OVER s AS discount,
        MIN(price_eur) OVER s AS p_eur, MIN(price_gbp) OVER s AS p_gbp, MIN(price_usd) OVER s AS p_usd,
        MIN(printf('%012d %s %012d %03d', price_eur, starting_date, id, discount_percent)) OVER s AS k_eur, MIN(printf('%012d %s %012d %03d', price_gbp, starting_date, id, discount_percent)) OVER s AS k_gbp, MIN(printf('%012d %s %012d %03d', price_usd, starting_date, id, discount_percent)) OVER s AS k_usd
      FROM tours
      WHERE (travel_id IN (OLD.travel_id)) AND sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
      WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
    )
    GROUP BY travel_id, starting_date
  );
END;

DROP TRIGGER travel_offers_tour_update;
CREATE TRIGGER travel_offers_tour_update AFTER UPDATE OF id, travel_id, starting_date, sales_status, price_eur, price_gbp, price_usd, discount_percent ON tours
WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  DELETE FROM travel_offers WHERE travel_id IN (OLD.travel_id, NEW.travel_id);
  INSERT INTO travel_offers (travel_id, first_departure, valid_from, is_last, departures, discount_percent,
    price_eur, price_gbp, price_usd, tour_eur, tour_gbp, tour_usd, discount_eur, discount_gbp, discount_usd)
  SELECT travel_id, day, coalesce(LAG(day) OVER (PARTITION BY travel_id ORDER BY day), ''), day = MAX(day) OVER (PARTITION BY travel_id),
    departures, discount, p_eur, p_gbp, p_usd,
    CAST(substr(k_eur, 25) AS INTEGER), CAST(substr(k_gbp, 25) AS INTEGER), CAST(substr(k_usd, 25) AS INTEGER),
    CAST(substr(k_eur, 38) AS INTEGER), CAST(substr(k_gbp, 38) AS INTEGER), CAST(substr(k_usd, 38) AS INTEGER)
  FROM (
    SELECT travel_id, starting_date AS day, MIN(departures) AS departures, MIN(discount) AS discount,
      MIN(p_eur) AS p_eur, MIN(p_gbp) AS p_gbp, MIN(p_usd) AS p_usd, MIN(k_eur) AS k_eur, MIN(k_gbp) AS k_gbp, MIN(k_usd) AS k_usd
    FROM (
      SELECT travel_id, starting_date,
        COUNT(*) OVER s AS departures, MAX(discount_percent) OVER s AS discount,
        MIN(price_eur) OVER s AS p_eur, MIN(price_gbp) OVER s AS p_gbp, MIN(price_usd) OVER s AS p_usd,
        MIN(printf('%012d %s %012d %03d', price_eur, starting_date, id, discount_percent)) OVER s AS k_eur, MIN(printf('%012d %s %012d %03d', price_gbp, starting_date, id, discount_percent)) OVER s AS k_gbp, MIN(printf('%012d %s %012d %03d', price_usd, starting_date, id, discount_percent)) OVER s AS k_usd
      FROM tours
      WHERE (travel_id IN (OLD.travel_id, NEW.travel_id)) AND sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
      WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
    )
    GROUP BY travel_id, starting_date
  );
END;

-- The rows of the tours already there, written again with their shown discounts.
DELETE FROM travel_offers;
INSERT INTO travel_offers (travel_id, first_departure, valid_from, is_last, departures, discount_percent,
  price_eur, price_gbp, price_usd, tour_eur, tour_gbp, tour_usd, discount_eur, discount_gbp, discount_usd)
SELECT travel_id, day, coalesce(LAG(day) OVER (PARTITION BY travel_id ORDER BY day), ''), day = MAX(day) OVER (PARTITION BY travel_id),
  departures, discount, p_eur, p_gbp, p_usd,
  CAST(substr(k_eur, 25) AS INTEGER), CAST(substr(k_gbp, 25) AS INTEGER), CAST(substr(k_usd, 25) AS INTEGER),
  CAST(substr(k_eur, 38) AS INTEGER), CAST(substr(k_gbp, 38) AS INTEGER), CAST(substr(k_usd, 38) AS INTEGER)
FROM (
  SELECT travel_id, starting_date AS day, MIN(departures) AS departures, MIN(discount) AS discount,
    MIN(p_eur) AS p_eur, MIN(p_gbp) AS p_gbp, MIN(p_usd) AS p_usd, MIN(k_eur) AS k_eur, MIN(k_gbp) AS k_gbp, MIN(k_usd) AS k_usd
  FROM (
    SELECT travel_id, starting_date,
      COUNT(*) OVER s AS departures, MAX(discount_percent) OVER s AS discount,
      MIN(price_eur) OVER s AS p_eur, MIN(price_gbp) OVER s AS p_gbp, MIN(price_usd) OVER s AS p_usd,
      MIN(printf('%012d %s %012d %03d', price_eur, starting_date, id, discount_percent)) OVER s AS k_eur, MIN(printf('%012d %s %012d %03d', price_gbp, starting_date, id, discount_percent)) OVER s AS k_gbp, MIN(printf('%012d %s %012d %03d', price_usd, starting_date, id, discount_percent)) OVER s AS k_usd
    FROM tours
    WHERE (1) AND sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
    WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
  )
  GROUP BY travel_id, starting_date
);

