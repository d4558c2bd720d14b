-- Search by departure keys at scale (issue 16): each trip's offer for any search day, kept
-- from the tours by triggers (workers/services/catalogue/offers-sql.ts explains the rows).
-- The departure sorts (date, price, discount) walk an index of this table and stop after
-- the page, and the counts read one row per trip, instead of aggregating every departure.

CREATE TABLE travel_offers (
  travel_id INTEGER NOT NULL,
  -- The first bookable departure for a search day in [valid_from, first_departure).
  first_departure TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  -- 1 on the trip's last step: the trip has a bookable departure after T iff this row's first_departure > T.
  is_last INTEGER NOT NULL CHECK (is_last IN (0, 1)),
  departures INTEGER NOT NULL,
  discount_percent INTEGER NOT NULL,
  price_eur INTEGER NOT NULL,
  price_gbp INTEGER NOT NULL,
  price_usd INTEGER NOT NULL,
  -- The best tour (cheapest, then earliest, then lowest id) in each currency.
  tour_eur INTEGER NOT NULL,
  tour_gbp INTEGER NOT NULL,
  tour_usd INTEGER NOT NULL,
  PRIMARY KEY (travel_id, first_departure)
) WITHOUT ROWID;
-- 000 §4 date sort: walked from today on; the trips with a departure after today (counts).
CREATE INDEX travel_offers_date ON travel_offers (first_departure, valid_from);
CREATE INDEX travel_offers_last ON travel_offers (first_departure) WHERE is_last = 1;
-- Every trip's row of a day, read in one range (valid_from <= day): one entry per trip, plus
-- its steps already past. Covers the departures count (top-sellers, the tours tab's total).
CREATE INDEX travel_offers_day ON travel_offers (valid_from, first_departure, departures);
-- 000 §4 price sorts (both ways) and the discount sort (biggest first, then the cheaper, then the trip id), per currency.
CREATE INDEX travel_offers_price_eur ON travel_offers (price_eur, valid_from);
CREATE INDEX travel_offers_price_gbp ON travel_offers (price_gbp, valid_from);
CREATE INDEX travel_offers_price_usd ON travel_offers (price_usd, valid_from);
CREATE INDEX travel_offers_discount_eur ON travel_offers (discount_percent DESC, price_eur, travel_id, valid_from);
CREATE INDEX travel_offers_discount_gbp ON travel_offers (discount_percent DESC, price_gbp, travel_id, valid_from);
CREATE INDEX travel_offers_discount_usd ON travel_offers (discount_percent DESC, price_usd, travel_id, valid_from);

-- Tours tab (000 §4): the price and duration sorts walk these from the cheapest (or dearest,
-- backwards), or the shortest, keep the future departures in the asked statuses and stop
-- after the page, instead of sorting every departure.
CREATE INDEX tours_price_eur ON tours (price_eur, starting_date, sales_status, travel_id);
CREATE INDEX tours_price_gbp ON tours (price_gbp, starting_date, sales_status, travel_id);
CREATE INDEX tours_price_usd ON tours (price_usd, starting_date, sales_status, travel_id);
CREATE INDEX tours_length ON tours (julianday(ending_date) - julianday(starting_date), starting_date, sales_status, travel_id);

-- A bulk load (the seed) pauses the triggers with a row here and rebuilds every trip's rows after.
CREATE TABLE travel_offers_paused (id INTEGER PRIMARY KEY CHECK (id = 1));

-- Every writer of tours (price changes, reference prices, status changes, imports, tests) keeps
-- the trip's rows right: its rows are recomputed from its tours.
CREATE TRIGGER travel_offers_tour_insert AFTER INSERT ON tours
WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  DELETE FROM travel_offers WHERE travel_id IN (NEW.travel_id);
  INSERT INTO travel_offers (travel_id, first_departure, valid_from, is_last, departures, discount_percent,
    price_eur, price_gbp, price_usd, tour_eur, tour_gbp, tour_usd)
  SELECT travel_id, day, coalesce(LAG(day) OVER (PARTITION BY travel_id ORDER BY day), ''), day = MAX(day) OVER (PARTITION BY travel_id),
    departures, discount, p_eur, p_gbp, p_usd,
    CAST(substr(k_eur, 25) AS INTEGER), CAST(substr(k_gbp, 25) AS INTEGER), CAST(substr(k_usd, 25) AS INTEGER)
  FROM (
    SELECT travel_id, starting_date AS day, MIN(departures) AS departures, MIN(discount) AS discount,
      MIN(p_eur) AS p_eur, MIN(p_gbp) AS p_gbp, MIN(p_usd) AS p_usd, MIN(k_eur) AS k_eur, MIN(k_gbp) AS k_gbp, MIN(k_usd) AS k_usd
    FROM (
      SELECT travel_id, starting_date,
        COUNT(*) OVER s AS departures, MAX(discount_percent) OVER s AS discount,
        MIN(price_eur) OVER s AS p_eur, MIN(price_gbp) OVER s AS p_gbp, MIN(price_usd) OVER s AS p_usd,
        MIN(printf('%012d %s %012d', price_eur, starting_date, id)) OVER s AS k_eur, MIN(printf('%012d %s %012d', price_gbp, starting_date, id)) OVER s AS k_gbp, MIN(printf('%012d %s %012d', price_usd, starting_date, id)) OVER s AS k_usd
      FROM tours
      WHERE (travel_id IN (NEW.travel_id)) AND sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
      WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
    )
    GROUP BY travel_id, starting_date
  );
END;

CREATE TRIGGER travel_offers_tour_delete AFTER DELETE ON tours
WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  DELETE FROM travel_offers WHERE travel_id IN (OLD.travel_id);
  INSERT INTO travel_offers (travel_id, first_departure, valid_from, is_last, departures, discount_percent,
    price_eur, price_gbp, price_usd, tour_eur, tour_gbp, tour_usd)
  SELECT travel_id, day, coalesce(LAG(day) OVER (PARTITION BY travel_id ORDER BY day), ''), day = MAX(day) OVER (PARTITION BY travel_id),
    departures, discount, p_eur, p_gbp, p_usd,
    CAST(substr(k_eur, 25) AS INTEGER), CAST(substr(k_gbp, 25) AS INTEGER), CAST(substr(k_usd, 25) AS INTEGER)
  FROM (
    SELECT travel_id, starting_date AS day, MIN(departures) AS departures, MIN(discount) AS discount,
      MIN(p_eur) AS p_eur, MIN(p_gbp) AS p_gbp, MIN(p_usd) AS p_usd, MIN(k_eur) AS k_eur, MIN(k_gbp) AS k_gbp, MIN(k_usd) AS k_usd
    FROM (
      SELECT travel_id, starting_date,
        COUNT(*) OVER s AS departures, MAX(discount_percent) OVER s AS discount,
        MIN(price_eur) OVER s AS p_eur, MIN(price_gbp) OVER s AS p_gbp, MIN(price_usd) OVER s AS p_usd,
        MIN(printf('%012d %s %012d', price_eur, starting_date, id)) OVER s AS k_eur, MIN(printf('%012d %s %012d', price_gbp, starting_date, id)) OVER s AS k_gbp, MIN(printf('%012d %s %012d', price_usd, starting_date, id)) OVER s AS k_usd
      FROM tours
      WHERE (travel_id IN (OLD.travel_id)) AND sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
      WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
    )
    GROUP BY travel_id, starting_date
  );
END;

CREATE TRIGGER travel_offers_tour_update AFTER UPDATE OF id, travel_id, starting_date, sales_status, price_eur, price_gbp, price_usd, discount_percent ON tours
WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  DELETE FROM travel_offers WHERE travel_id IN (OLD.travel_id, NEW.travel_id);
  INSERT INTO travel_offers (travel_id, first_departure, valid_from, is_last, departures, discount_percent,
    price_eur, price_gbp, price_usd, tour_eur, tour_gbp, tour_usd)
  SELECT travel_id, day, coalesce(LAG(day) OVER (PARTITION BY travel_id ORDER BY day), ''), day = MAX(day) OVER (PARTITION BY travel_id),
    departures, discount, p_eur, p_gbp, p_usd,
    CAST(substr(k_eur, 25) AS INTEGER), CAST(substr(k_gbp, 25) AS INTEGER), CAST(substr(k_usd, 25) AS INTEGER)
  FROM (
    SELECT travel_id, starting_date AS day, MIN(departures) AS departures, MIN(discount) AS discount,
      MIN(p_eur) AS p_eur, MIN(p_gbp) AS p_gbp, MIN(p_usd) AS p_usd, MIN(k_eur) AS k_eur, MIN(k_gbp) AS k_gbp, MIN(k_usd) AS k_usd
    FROM (
      SELECT travel_id, starting_date,
        COUNT(*) OVER s AS departures, MAX(discount_percent) OVER s AS discount,
        MIN(price_eur) OVER s AS p_eur, MIN(price_gbp) OVER s AS p_gbp, MIN(price_usd) OVER s AS p_usd,
        MIN(printf('%012d %s %012d', price_eur, starting_date, id)) OVER s AS k_eur, MIN(printf('%012d %s %012d', price_gbp, starting_date, id)) OVER s AS k_gbp, MIN(printf('%012d %s %012d', price_usd, starting_date, id)) OVER s AS k_usd
      FROM tours
      WHERE (travel_id IN (OLD.travel_id, NEW.travel_id)) AND sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
      WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
    )
    GROUP BY travel_id, starting_date
  );
END;

-- The rows of the tours already there.
INSERT INTO travel_offers (travel_id, first_departure, valid_from, is_last, departures, discount_percent,
  price_eur, price_gbp, price_usd, tour_eur, tour_gbp, tour_usd)
SELECT travel_id, day, coalesce(LAG(day) OVER (PARTITION BY travel_id ORDER BY day), ''), day = MAX(day) OVER (PARTITION BY travel_id),
  departures, discount, p_eur, p_gbp, p_usd,
  CAST(substr(k_eur, 25) AS INTEGER), CAST(substr(k_gbp, 25) AS INTEGER), CAST(substr(k_usd, 25) AS INTEGER)
FROM (
  SELECT travel_id, starting_date AS day, MIN(departures) AS departures, MIN(discount) AS discount,
    MIN(p_eur) AS p_eur, MIN(p_gbp) AS p_gbp, MIN(p_usd) AS p_usd, MIN(k_eur) AS k_eur, MIN(k_gbp) AS k_gbp, MIN(k_usd) AS k_usd
  FROM (
    SELECT travel_id, starting_date,
      COUNT(*) OVER s AS departures, MAX(discount_percent) OVER s AS discount,
      MIN(price_eur) OVER s AS p_eur, MIN(price_gbp) OVER s AS p_gbp, MIN(price_usd) OVER s AS p_usd,
      MIN(printf('%012d %s %012d', price_eur, starting_date, id)) OVER s AS k_eur, MIN(printf('%012d %s %012d', price_gbp, starting_date, id)) OVER s AS k_gbp, MIN(printf('%012d %s %012d', price_usd, starting_date, id)) OVER s AS k_usd
    FROM tours
    WHERE (1) AND sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
    WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
  )
  GROUP BY travel_id, starting_date
);
