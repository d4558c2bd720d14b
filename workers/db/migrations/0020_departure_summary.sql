-- Departure filters at scale (issue 26): what each trip still offers from any search day on,
-- over every departure, kept from the tours by triggers (workers/services/catalogue/
-- departure-summary-sql.ts explains the rows). A count of the trips with a departure of some
-- statuses, age badge, discount or price reads one row per trip instead of each trip's departures.

CREATE TABLE travel_departure_summary (
  travel_id INTEGER NOT NULL,
  -- The first departure (any status) for a search day in [valid_from, first_departure).
  first_departure TEXT NOT NULL,
  valid_from TEXT NOT NULL,
  -- One bit per class (status × age badge × discounted) of the departures from first_departure on.
  classes INTEGER NOT NULL,
  -- The cheapest and dearest bookable (default statuses) departure from first_departure on; NULL: none.
  min_eur INTEGER,
  max_eur INTEGER,
  min_gbp INTEGER,
  max_gbp INTEGER,
  min_usd INTEGER,
  max_usd INTEGER,
  PRIMARY KEY (travel_id, first_departure)
) WITHOUT ROWID;
-- Every trip's row of a day in one range (valid_from <= day < first_departure), covering what the counts read.
CREATE INDEX travel_departure_summary_day ON travel_departure_summary
  (valid_from, first_departure, classes, min_eur, max_eur, min_gbp, max_gbp, min_usd, max_usd);

-- Every writer of tours keeps the trip's rows right (paused, like travel_offers', during a bulk load).
CREATE TRIGGER travel_departure_summary_tour_insert AFTER INSERT ON tours
WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  DELETE FROM travel_departure_summary WHERE travel_id IN (NEW.travel_id);
  INSERT INTO travel_departure_summary (travel_id, first_departure, valid_from, classes,
    min_eur, max_eur, min_gbp, max_gbp, min_usd, max_usd)
  SELECT travel_id, starting_date, coalesce(LAG(starting_date) OVER (PARTITION BY travel_id ORDER BY starting_date), ''),
    SUM(bits) OVER s,
    MIN(min_eur) OVER s, MAX(max_eur) OVER s,
    MIN(min_gbp) OVER s, MAX(max_gbp) OVER s,
    MIN(min_usd) OVER s, MAX(max_usd) OVER s
  FROM (
    SELECT travel_id, starting_date, SUM(CASE WHEN last_of_class THEN 1 << class ELSE 0 END) AS bits,
      MIN(CASE WHEN bookable THEN price_eur END) AS min_eur, MAX(CASE WHEN bookable THEN price_eur END) AS max_eur,
      MIN(CASE WHEN bookable THEN price_gbp END) AS min_gbp, MAX(CASE WHEN bookable THEN price_gbp END) AS max_gbp,
      MIN(CASE WHEN bookable THEN price_usd END) AS min_usd, MAX(CASE WHEN bookable THEN price_usd END) AS max_usd
    FROM (
      SELECT travel_id, starting_date, class, price_eur, price_gbp, price_usd, sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AS bookable,
        ROW_NUMBER() OVER (PARTITION BY travel_id, class ORDER BY starting_date DESC) = 1 AS last_of_class
      FROM (
        SELECT travel_id, starting_date, sales_status, price_eur, price_gbp, price_usd,
          (CASE sales_status WHEN 'CONFIRMED' THEN 0 WHEN 'ALMOST_FULL' THEN 6 WHEN 'ALMOST_CONFIRMED' THEN 12 WHEN 'PLANNED' THEN 18 WHEN 'WAITING_LIST' THEN 24 WHEN 'SOLD_OUT' THEN 30 WHEN 'TO_CONFIRM' THEN 36 END)
        + (CASE age_badge WHEN '25-35' THEN 0 WHEN '35-49' THEN 2 WHEN 'ALL' THEN 4 END) + (discount_percent > 0) AS class
        FROM tours
        WHERE (travel_id IN (NEW.travel_id))
      )
    )
    GROUP BY travel_id, starting_date
  )
  WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW);
END;

CREATE TRIGGER travel_departure_summary_tour_delete AFTER DELETE ON tours
WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  DELETE FROM travel_departure_summary WHERE travel_id IN (OLD.travel_id);
  INSERT INTO travel_departure_summary (travel_id, first_departure, valid_from, classes,
    min_eur, max_eur, min_gbp, max_gbp, min_usd, max_usd)
  SELECT travel_id, starting_date, coalesce(LAG(starting_date) OVER (PARTITION BY travel_id ORDER BY starting_date), ''),
    SUM(bits) OVER s,
    MIN(min_eur) OVER s, MAX(max_eur) OVER s,
    MIN(min_gbp) OVER s, MAX(max_gbp) OVER s,
    MIN(min_usd) OVER s, MAX(max_usd) OVER s
  FROM (
    SELECT travel_id, starting_date, SUM(CASE WHEN last_of_class THEN 1 << class ELSE 0 END) AS bits,
      MIN(CASE WHEN bookable THEN price_eur END) AS min_eur, MAX(CASE WHEN bookable THEN price_eur END) AS max_eur,
      MIN(CASE WHEN bookable THEN price_gbp END) AS min_gbp, MAX(CASE WHEN bookable THEN price_gbp END) AS max_gbp,
      MIN(CASE WHEN bookable THEN price_usd END) AS min_usd, MAX(CASE WHEN bookable THEN price_usd END) AS max_usd
    FROM (
      SELECT travel_id, starting_date, class, price_eur, price_gbp, price_usd, sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AS bookable,
        ROW_NUMBER() OVER (PARTITION BY travel_id, class ORDER BY starting_date DESC) = 1 AS last_of_class
      FROM (
        SELECT travel_id, starting_date, sales_status, price_eur, price_gbp, price_usd,
          (CASE sales_status WHEN 'CONFIRMED' THEN 0 WHEN 'ALMOST_FULL' THEN 6 WHEN 'ALMOST_CONFIRMED' THEN 12 WHEN 'PLANNED' THEN 18 WHEN 'WAITING_LIST' THEN 24 WHEN 'SOLD_OUT' THEN 30 WHEN 'TO_CONFIRM' THEN 36 END)
        + (CASE age_badge WHEN '25-35' THEN 0 WHEN '35-49' THEN 2 WHEN 'ALL' THEN 4 END) + (discount_percent > 0) AS class
        FROM tours
        WHERE (travel_id IN (OLD.travel_id))
      )
    )
    GROUP BY travel_id, starting_date
  )
  WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW);
END;

CREATE TRIGGER travel_departure_summary_tour_update AFTER UPDATE OF id, travel_id, starting_date, sales_status, age_badge, discount_percent, price_eur, price_gbp, price_usd ON tours
WHEN NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  DELETE FROM travel_departure_summary WHERE travel_id IN (OLD.travel_id, NEW.travel_id);
  INSERT INTO travel_departure_summary (travel_id, first_departure, valid_from, classes,
    min_eur, max_eur, min_gbp, max_gbp, min_usd, max_usd)
  SELECT travel_id, starting_date, coalesce(LAG(starting_date) OVER (PARTITION BY travel_id ORDER BY starting_date), ''),
    SUM(bits) OVER s,
    MIN(min_eur) OVER s, MAX(max_eur) OVER s,
    MIN(min_gbp) OVER s, MAX(max_gbp) OVER s,
    MIN(min_usd) OVER s, MAX(max_usd) OVER s
  FROM (
    SELECT travel_id, starting_date, SUM(CASE WHEN last_of_class THEN 1 << class ELSE 0 END) AS bits,
      MIN(CASE WHEN bookable THEN price_eur END) AS min_eur, MAX(CASE WHEN bookable THEN price_eur END) AS max_eur,
      MIN(CASE WHEN bookable THEN price_gbp END) AS min_gbp, MAX(CASE WHEN bookable THEN price_gbp END) AS max_gbp,
      MIN(CASE WHEN bookable THEN price_usd END) AS min_usd, MAX(CASE WHEN bookable THEN price_usd END) AS max_usd
    FROM (
      SELECT travel_id, starting_date, class, price_eur, price_gbp, price_usd, sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AS bookable,
        ROW_NUMBER() OVER (PARTITION BY travel_id, class ORDER BY starting_date DESC) = 1 AS last_of_class
      FROM (
        SELECT travel_id, starting_date, sales_status, price_eur, price_gbp, price_usd,
          (CASE sales_status WHEN 'CONFIRMED' THEN 0 WHEN 'ALMOST_FULL' THEN 6 WHEN 'ALMOST_CONFIRMED' THEN 12 WHEN 'PLANNED' THEN 18 WHEN 'WAITING_LIST' THEN 24 WHEN 'SOLD_OUT' THEN 30 WHEN 'TO_CONFIRM' THEN 36 END)
        + (CASE age_badge WHEN '25-35' THEN 0 WHEN '35-49' THEN 2 WHEN 'ALL' THEN 4 END) + (discount_percent > 0) AS class
        FROM tours
        WHERE (travel_id IN (OLD.travel_id, NEW.travel_id))
      )
    )
    GROUP BY travel_id, starting_date
  )
  WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW);
END;

-- The rows of the tours already there.
INSERT INTO travel_departure_summary (travel_id, first_departure, valid_from, classes,
  min_eur, max_eur, min_gbp, max_gbp, min_usd, max_usd)
SELECT travel_id, starting_date, coalesce(LAG(starting_date) OVER (PARTITION BY travel_id ORDER BY starting_date), ''),
  SUM(bits) OVER s,
  MIN(min_eur) OVER s, MAX(max_eur) OVER s,
  MIN(min_gbp) OVER s, MAX(max_gbp) OVER s,
  MIN(min_usd) OVER s, MAX(max_usd) OVER s
FROM (
  SELECT travel_id, starting_date, SUM(CASE WHEN last_of_class THEN 1 << class ELSE 0 END) AS bits,
    MIN(CASE WHEN bookable THEN price_eur END) AS min_eur, MAX(CASE WHEN bookable THEN price_eur END) AS max_eur,
    MIN(CASE WHEN bookable THEN price_gbp END) AS min_gbp, MAX(CASE WHEN bookable THEN price_gbp END) AS max_gbp,
    MIN(CASE WHEN bookable THEN price_usd END) AS min_usd, MAX(CASE WHEN bookable THEN price_usd END) AS max_usd
  FROM (
    SELECT travel_id, starting_date, class, price_eur, price_gbp, price_usd, sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AS bookable,
      ROW_NUMBER() OVER (PARTITION BY travel_id, class ORDER BY starting_date DESC) = 1 AS last_of_class
    FROM (
      SELECT travel_id, starting_date, sales_status, price_eur, price_gbp, price_usd,
        (CASE sales_status WHEN 'CONFIRMED' THEN 0 WHEN 'ALMOST_FULL' THEN 6 WHEN 'ALMOST_CONFIRMED' THEN 12 WHEN 'PLANNED' THEN 18 WHEN 'WAITING_LIST' THEN 24 WHEN 'SOLD_OUT' THEN 30 WHEN 'TO_CONFIRM' THEN 36 END)
      + (CASE age_badge WHEN '25-35' THEN 0 WHEN '35-49' THEN 2 WHEN 'ALL' THEN 4 END) + (discount_percent > 0) AS class
      FROM tours
      WHERE (1)
    )
  )
  GROUP BY travel_id, starting_date
)
WINDOW s AS (PARTITION BY travel_id ORDER BY starting_date DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW);

-- Trips with a bookable departure after a search day, without a probe per trip (issue 26): each
-- trip's last bookable departure (its travel_offers row with is_last = 1) on the trip itself,
-- kept by triggers on travel_offers, and a narrow index that holds every column the trip
-- filters, the relevance order and the page read (the trip rows carry five languages of text,
-- which a count would otherwise read whole).
ALTER TABLE travels ADD COLUMN travel_offers_until TEXT;
UPDATE travels SET travel_offers_until = (SELECT o.first_departure FROM travel_offers o WHERE o.travel_id = travels.id AND o.is_last = 1);
CREATE INDEX travels_search ON travels (score DESC, id, travel_offers_until, days, published_at, travel_type, badge_id,
  is_no_sharing_room_available, cost_center, thumbnail_image_id);

CREATE TRIGGER travels_offers_until_insert AFTER INSERT ON travel_offers
WHEN NEW.is_last = 1 AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  UPDATE travels SET travel_offers_until = NEW.first_departure WHERE id = NEW.travel_id;
END;

CREATE TRIGGER travels_offers_until_delete AFTER DELETE ON travel_offers
WHEN OLD.is_last = 1 AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  UPDATE travels SET travel_offers_until = NULL WHERE id = OLD.travel_id AND travel_offers_until = OLD.first_departure;
END;
