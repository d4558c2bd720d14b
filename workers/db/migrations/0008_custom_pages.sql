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
