-- Top-sellers at scale (issue 26): the where section's counts per country (bookable trips and
-- departures after a search day) as sums over a few hundred rows per country, instead of every
-- bookable trip joined to its countries (workers/services/catalogue/country-days-sql.ts explains
-- the rows). Country 0 counts every trip once (the catalogue's totals).

CREATE TABLE country_departure_days (
  country_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  -- Bookable departures (default statuses) leaving that day, of the trips visiting the country.
  departures INTEGER NOT NULL,
  -- Those trips whose last bookable departure (travel_offers.is_last) is that day.
  trips_ending INTEGER NOT NULL,
  PRIMARY KEY (country_id, day)
) WITHOUT ROWID;

-- A bookable departure that comes, goes or changes its trip, day or status moves one count on
-- each of its trip's countries and on country 0 (paused, like travel_offers', during a bulk load).
CREATE TRIGGER country_departure_days_tour_insert AFTER INSERT ON tours
WHEN NEW.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  INSERT INTO country_departure_days (country_id, day, departures, trips_ending)
  SELECT country_id, NEW.starting_date, 1, 0 FROM (SELECT country_id FROM travel_countries WHERE travel_id = NEW.travel_id UNION ALL SELECT 0) WHERE 1
  ON CONFLICT (country_id, day) DO UPDATE SET departures = departures + 1;
END;

CREATE TRIGGER country_departure_days_tour_delete AFTER DELETE ON tours
WHEN OLD.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  UPDATE country_departure_days SET departures = departures - 1
  WHERE day = OLD.starting_date AND country_id IN (SELECT country_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION ALL SELECT 0);
  DELETE FROM country_departure_days WHERE day = OLD.starting_date AND departures = 0 AND trips_ending = 0
    AND country_id IN (SELECT country_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION ALL SELECT 0);
END;

CREATE TRIGGER country_departure_days_tour_update AFTER UPDATE OF travel_id, starting_date, sales_status ON tours
WHEN (OLD.travel_id, OLD.starting_date, OLD.sales_status) IS NOT (NEW.travel_id, NEW.starting_date, NEW.sales_status)
  AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  UPDATE country_departure_days SET departures = departures - 1
  WHERE OLD.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AND day = OLD.starting_date
    AND country_id IN (SELECT country_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION ALL SELECT 0);
  INSERT INTO country_departure_days (country_id, day, departures, trips_ending)
  SELECT country_id, NEW.starting_date, 1, 0 FROM (SELECT country_id FROM travel_countries WHERE travel_id = NEW.travel_id UNION ALL SELECT 0)
  WHERE NEW.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
  ON CONFLICT (country_id, day) DO UPDATE SET departures = departures + 1;
  DELETE FROM country_departure_days WHERE day = OLD.starting_date AND departures = 0 AND trips_ending = 0
    AND country_id IN (SELECT country_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION ALL SELECT 0);
END;

-- A trip's last bookable departure is its travel_offers row with is_last = 1 (the triggers of
-- 0012 delete and insert a trip's rows whole; travel_offers rows are never updated).
CREATE TRIGGER country_departure_days_offer_insert AFTER INSERT ON travel_offers
WHEN NEW.is_last = 1 AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  INSERT INTO country_departure_days (country_id, day, departures, trips_ending)
  SELECT country_id, NEW.first_departure, 0, 1 FROM (SELECT country_id FROM travel_countries WHERE travel_id = NEW.travel_id UNION ALL SELECT 0) WHERE 1
  ON CONFLICT (country_id, day) DO UPDATE SET trips_ending = trips_ending + 1;
END;

CREATE TRIGGER country_departure_days_offer_delete AFTER DELETE ON travel_offers
WHEN OLD.is_last = 1 AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  UPDATE country_departure_days SET trips_ending = trips_ending - 1
  WHERE day = OLD.first_departure AND country_id IN (SELECT country_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION ALL SELECT 0);
  DELETE FROM country_departure_days WHERE day = OLD.first_departure AND departures = 0 AND trips_ending = 0
    AND country_id IN (SELECT country_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION ALL SELECT 0);
END;

-- The rows of the tours already there (the seed's rebuild, REBUILD_COUNTRY_DAYS_SQL).
INSERT INTO country_departure_days (country_id, day, departures, trips_ending)
SELECT country_id, day, SUM(departures), SUM(trips_ending) FROM (
  SELECT tc.country_id, t.starting_date AS day, COUNT(*) AS departures, 0 AS trips_ending
  FROM tours t JOIN travel_countries tc ON tc.travel_id = t.travel_id
  WHERE t.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') GROUP BY tc.country_id, t.starting_date
  UNION ALL
  SELECT 0, starting_date, COUNT(*), 0 FROM tours WHERE sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') GROUP BY starting_date
  UNION ALL
  SELECT tc.country_id, o.first_departure, 0, COUNT(*) FROM travel_offers o JOIN travel_countries tc ON tc.travel_id = o.travel_id
  WHERE o.is_last = 1 GROUP BY tc.country_id, o.first_departure
  UNION ALL
  SELECT 0, first_departure, 0, COUNT(*) FROM travel_offers WHERE is_last = 1 GROUP BY first_departure
)
GROUP BY country_id, day;
