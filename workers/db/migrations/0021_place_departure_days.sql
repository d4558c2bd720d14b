-- Top-sellers at scale (issue 26): the where section's counts per country and continent (bookable
-- trips and departures after a search day) as sums over a few hundred rows per place, instead of
-- every bookable trip joined to its countries (workers/services/catalogue/place-days-sql.ts
-- explains the rows). A place is a country (its id), a continent (minus its id) or every trip (0).

CREATE TABLE place_departure_days (
  place_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  -- Bookable departures (default statuses) leaving that day, of the trips visiting the place.
  departures INTEGER NOT NULL,
  -- Those trips whose last bookable departure (travel_offers.is_last) is that day.
  trips_ending INTEGER NOT NULL,
  PRIMARY KEY (place_id, day)
) WITHOUT ROWID;

-- A bookable departure that comes, goes or changes its trip, day or status moves one count on
-- each of its trip's places (paused, like travel_offers', during a bulk load).
CREATE TRIGGER place_departure_days_tour_insert AFTER INSERT ON tours
WHEN NEW.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  INSERT INTO place_departure_days (place_id, day, departures, trips_ending)
  SELECT place_id, NEW.starting_date, 1, 0 FROM (SELECT country_id AS place_id FROM travel_countries WHERE travel_id = NEW.travel_id UNION SELECT -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = NEW.travel_id UNION SELECT 0) WHERE 1
  ON CONFLICT (place_id, day) DO UPDATE SET departures = departures + 1;
END;

CREATE TRIGGER place_departure_days_tour_delete AFTER DELETE ON tours
WHEN OLD.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  UPDATE place_departure_days SET departures = departures - 1
  WHERE day = OLD.starting_date AND place_id IN (SELECT country_id AS place_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION SELECT -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = OLD.travel_id UNION SELECT 0);
  DELETE FROM place_departure_days WHERE day = OLD.starting_date AND departures = 0 AND trips_ending = 0
    AND place_id IN (SELECT country_id AS place_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION SELECT -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = OLD.travel_id UNION SELECT 0);
END;

CREATE TRIGGER place_departure_days_tour_update AFTER UPDATE OF travel_id, starting_date, sales_status ON tours
WHEN (OLD.travel_id, OLD.starting_date, OLD.sales_status) IS NOT (NEW.travel_id, NEW.starting_date, NEW.sales_status)
  AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  UPDATE place_departure_days SET departures = departures - 1
  WHERE OLD.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') AND day = OLD.starting_date
    AND place_id IN (SELECT country_id AS place_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION SELECT -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = OLD.travel_id UNION SELECT 0);
  INSERT INTO place_departure_days (place_id, day, departures, trips_ending)
  SELECT place_id, NEW.starting_date, 1, 0 FROM (SELECT country_id AS place_id FROM travel_countries WHERE travel_id = NEW.travel_id UNION SELECT -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = NEW.travel_id UNION SELECT 0)
  WHERE NEW.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST')
  ON CONFLICT (place_id, day) DO UPDATE SET departures = departures + 1;
  DELETE FROM place_departure_days WHERE day = OLD.starting_date AND departures = 0 AND trips_ending = 0
    AND place_id IN (SELECT country_id AS place_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION SELECT -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = OLD.travel_id UNION SELECT 0);
END;

-- A trip's last bookable departure is its travel_offers row with is_last = 1 (the triggers of
-- 0012 delete and insert a trip's rows whole; travel_offers rows are never updated).
CREATE TRIGGER place_departure_days_offer_insert AFTER INSERT ON travel_offers
WHEN NEW.is_last = 1 AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  INSERT INTO place_departure_days (place_id, day, departures, trips_ending)
  SELECT place_id, NEW.first_departure, 0, 1 FROM (SELECT country_id AS place_id FROM travel_countries WHERE travel_id = NEW.travel_id UNION SELECT -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = NEW.travel_id UNION SELECT 0) WHERE 1
  ON CONFLICT (place_id, day) DO UPDATE SET trips_ending = trips_ending + 1;
END;

CREATE TRIGGER place_departure_days_offer_delete AFTER DELETE ON travel_offers
WHEN OLD.is_last = 1 AND NOT EXISTS (SELECT 1 FROM travel_offers_paused)
BEGIN
  UPDATE place_departure_days SET trips_ending = trips_ending - 1
  WHERE day = OLD.first_departure AND place_id IN (SELECT country_id AS place_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION SELECT -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = OLD.travel_id UNION SELECT 0);
  DELETE FROM place_departure_days WHERE day = OLD.first_departure AND departures = 0 AND trips_ending = 0
    AND place_id IN (SELECT country_id AS place_id FROM travel_countries WHERE travel_id = OLD.travel_id UNION SELECT -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id WHERE tc.travel_id = OLD.travel_id UNION SELECT 0);
END;

-- The rows of the tours already there (the seed's rebuild, REBUILD_PLACE_DAYS_SQL).
INSERT INTO place_departure_days (place_id, day, departures, trips_ending)
SELECT place_id, day, SUM(departures), SUM(trips_ending) FROM (
  SELECT k.place_id, t.starting_date AS day, COUNT(*) AS departures, 0 AS trips_ending
  FROM tours t JOIN (SELECT travel_id, country_id AS place_id FROM travel_countries UNION ALL SELECT tc.travel_id, -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id GROUP BY tc.travel_id, c.continent_id UNION ALL SELECT id, 0 FROM travels) k ON k.travel_id = t.travel_id
  WHERE t.sales_status IN ('CONFIRMED', 'ALMOST_FULL', 'ALMOST_CONFIRMED', 'PLANNED', 'WAITING_LIST') GROUP BY k.place_id, t.starting_date
  UNION ALL
  SELECT k.place_id, o.first_departure, 0, COUNT(*) FROM travel_offers o JOIN (SELECT travel_id, country_id AS place_id FROM travel_countries UNION ALL SELECT tc.travel_id, -c.continent_id FROM travel_countries tc JOIN countries c ON c.id = tc.country_id GROUP BY tc.travel_id, c.continent_id UNION ALL SELECT id, 0 FROM travels) k ON k.travel_id = o.travel_id
  WHERE o.is_last = 1 GROUP BY k.place_id, o.first_departure
)
GROUP BY place_id, day;
