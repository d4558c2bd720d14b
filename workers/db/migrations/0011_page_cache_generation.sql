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

-- A content publish switches its pages live with one statement (0008): the same statement
-- renews the generation, whichever way the publish ran (bindings, `wrangler d1 execute`, remote).
CREATE TRIGGER page_cache_generation_on_publish_insert AFTER INSERT ON custom_pages_live
BEGIN
  UPDATE page_cache_generation SET generation = lower(hex(randomblob(8))), changed_at = datetime('now') WHERE id = 1;
END;
CREATE TRIGGER page_cache_generation_on_publish_update AFTER UPDATE ON custom_pages_live
BEGIN
  UPDATE page_cache_generation SET generation = lower(hex(randomblob(8))), changed_at = datetime('now') WHERE id = 1;
END;
