-- Custom pages (001 §2, §3, §7; architecture §11): the pages of tenants/content/<site>/,
-- validated and rendered by `npm run content:publish`, one row per site and routing key or
-- slug. Markdown is stored already rendered to safe HTML inside `blocks` (JSON), custom CSS
-- already checked and scoped to the page.
--
-- A publish writes a whole new generation of every site's pages, then points
-- custom_pages_live at it with one statement, then drops every other generation: a publish that
-- stops half-way leaves the previous content live, whatever the transport (a SQL file run by
-- wrangler or a batch). A page is one primary-key read joined with the one-row live table.
CREATE TABLE custom_pages (
  generation INTEGER NOT NULL,
  site TEXT NOT NULL,
  -- 'key': served on a route key's path (001 §2 fixed content pages); 'slug': by the catch-all.
  kind TEXT NOT NULL CHECK (kind IN ('key', 'slug')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  type TEXT NOT NULL,
  title TEXT NOT NULL,
  lead TEXT,
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  noindex INTEGER NOT NULL DEFAULT 0 CHECK (noindex IN (0, 1)),
  hide_layout INTEGER NOT NULL DEFAULT 0 CHECK (hide_layout IN (0, 1)),
  custom_css TEXT,
  blocks TEXT NOT NULL CHECK (json_valid(blocks)),
  -- SHA-256 of the published page: what a publish compares to purge only the cache entries it changed.
  content_hash TEXT NOT NULL,
  -- The file the page came from (tenants/content/int/faqs.json), for ops.
  source TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  PRIMARY KEY (generation, site, kind, name)
) WITHOUT ROWID;

CREATE TABLE custom_pages_live (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation INTEGER NOT NULL
);

-- What each site shows around its pages (001 §3): its bean bars (beans.json) and its contacts
-- content (contacts-content.json), one JSON body per site and kind. Written in the same
-- generation as the pages and switched live by the same custom_pages_live row, so a publish
-- changes pages, bars and contacts together or not at all.
CREATE TABLE site_content (
  generation INTEGER NOT NULL,
  site TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('beans', 'contacts')),
  body TEXT NOT NULL CHECK (json_valid(body)),
  content_hash TEXT NOT NULL,
  source TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  PRIMARY KEY (generation, site, kind)
) WITHOUT ROWID;

-- Moving the live pointer drops every other generation's site content (a publish that stopped
-- half-way leaves rows of a generation that never went live: they go with the next switch).
CREATE TRIGGER site_content_follows_live_insert AFTER INSERT ON custom_pages_live
BEGIN
  DELETE FROM site_content WHERE generation <> NEW.generation;
END;

CREATE TRIGGER site_content_follows_live_update AFTER UPDATE ON custom_pages_live
BEGIN
  DELETE FROM site_content WHERE generation <> NEW.generation;
END;
