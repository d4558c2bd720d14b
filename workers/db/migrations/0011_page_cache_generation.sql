-- Issue 16: the generation of the Worker's edge copies of anonymous pages (workers/http/edge-cache.ts).
-- It is part of every copy's cache key: whoever changes what those pages show (a tour's price,
-- the reference-price refresh, a content publish) writes a new value, and the next request
-- renders afresh. A random value, so a database made again never meets the copies of the last one.
CREATE TABLE page_cache_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation TEXT NOT NULL,
  changed_at TEXT NOT NULL
);
INSERT INTO page_cache_generation (id, generation, changed_at) VALUES (1, lower(hex(randomblob(8))), datetime('now'));
