-- A trip's route for its map: the places the group sleeps in, in order, where each is, what kind
-- of place it is and how the group gets there from the one before (road, border crossing,
-- ferry, flight, sail or cruise; none for the first, where the trip starts). Names are the place's in
-- each catalogue language, so the map reads in the site's language without a join.
CREATE TABLE travel_route_stops (
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon REAL NOT NULL CHECK (lon BETWEEN -180 AND 180),
  -- city, town, park, island, sea... (lower-case letters only).
  kind TEXT NOT NULL CHECK (length(kind) BETWEEN 2 AND 20 AND kind NOT GLOB '*[^a-z]*'),
  -- The first stop is where the trip starts; every later one says how it is reached.
  leg_mode TEXT CHECK (leg_mode IN ('road', 'border', 'ferry', 'flight', 'sail', 'cruise')),
  name_en TEXT NOT NULL CHECK (name_en <> ''),
  name_it TEXT NOT NULL CHECK (name_it <> ''),
  name_es TEXT NOT NULL CHECK (name_es <> ''),
  name_fr TEXT NOT NULL CHECK (name_fr <> ''),
  name_de TEXT NOT NULL CHECK (name_de <> ''),
  PRIMARY KEY (travel_id, position),
  CHECK ((position = 1) = (leg_mode IS NULL))
) WITHOUT ROWID;
