-- Trip page gallery (issue 6 §1): the photos of a travel after its main image, in order.
CREATE TABLE travel_images (
  travel_id INTEGER NOT NULL REFERENCES travels(id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 1),
  image_id TEXT NOT NULL REFERENCES images(id),
  PRIMARY KEY (travel_id, position)
) WITHOUT ROWID;
