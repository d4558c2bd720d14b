-- Trip page details (issue 6): the day-by-day itinerary of a travel. Each day carries the
-- hours spent in transfers, from which the physical effort of 001 §9 is derived (low up
-- to 3 hours, medium 3 to 6, high over 6), so effort is never stored twice.
CREATE TABLE travel_itinerary_days (
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  day INTEGER NOT NULL CHECK (day >= 1),
  transfer_hours INTEGER NOT NULL DEFAULT 0 CHECK (transfer_hours >= 0),
  title_en TEXT NOT NULL,
  title_it TEXT NOT NULL,
  title_es TEXT NOT NULL,
  title_fr TEXT NOT NULL,
  title_de TEXT NOT NULL,
  body_en TEXT NOT NULL,
  body_it TEXT NOT NULL,
  body_es TEXT NOT NULL,
  body_fr TEXT NOT NULL,
  body_de TEXT NOT NULL,
  PRIMARY KEY (travel_id, day)
) WITHOUT ROWID;
