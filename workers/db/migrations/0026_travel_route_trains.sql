-- A leg of a trip's route may be a train: the table is made again with the wider list of ways a
-- group gets from one overnight place to the next (SQLite cannot change a CHECK in place), its
-- rows copied as they are.
CREATE TABLE travel_route_stops_next (
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon REAL NOT NULL CHECK (lon BETWEEN -180 AND 180),
  -- city, town, park, island, sea... (lower-case letters only).
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 2 AND 20 AND kind NOT GLOB '*[^a-z]*'),
  -- The first stop is where the trip starts; every later one says how it is reached.
  leg_mode TEXT CHECK (leg_mode IN ('road', 'border', 'train', 'ferry', 'flight', 'sail', 'cruise')),
  name_en TEXT NOT NULL CHECK (name_en <> ''),
  name_it TEXT NOT NULL CHECK (name_it <> ''),
  name_es TEXT NOT NULL CHECK (name_es <> ''),
  name_fr TEXT NOT NULL CHECK (name_fr <> ''),
  name_de TEXT NOT NULL CHECK (name_de <> ''),
  PRIMARY KEY (travel_id, position),
  CHECK ((position = 1) = (leg_mode IS NULL))
) WITHOUT ROWID;
INSERT INTO travel_route_stops_next (travel_id, position, lat, lon, kind, leg_mode, name_en, name_it, name_es, name_fr, name_de)
  SELECT travel_id, position, lat, lon, kind, leg_mode, name_en, name_it, name_es, name_fr, name_de FROM travel_route_stops;
DROP TABLE travel_route_stops;
ALTER TABLE travel_route_stops_next RENAME TO travel_route_stops;
