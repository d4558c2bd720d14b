-- Watched searches tell lower prices, once per drop. Prices are integer cents in the search's
-- currency, like the rest of the schema.

-- The price each watched search last mailed for each departure. A departure already mailed is
-- news again only when its price falls below this one: one e-mail per drop, and a price that
-- goes up and comes back down to it is no news.
CREATE TABLE saved_search_mailed_prices (
  search_id TEXT NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  tour_id INTEGER NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  -- The e-mail that mailed it (saved_search_outbox.event_key).
  event_key TEXT NOT NULL,
  PRIMARY KEY (search_id, tour_id)
) WITHOUT ROWID;
-- The job looks the prices up by the departures that changed.
CREATE INDEX saved_search_mailed_prices_tour ON saved_search_mailed_prices (tour_id);

-- News that a departure costs less: the price it now costs less than (the price last mailed,
-- or the lowest the search had known). NULL: the departure newly matches (existing rows too).
ALTER TABLE saved_search_news ADD COLUMN was_price INTEGER;

-- The departures mailed before this migration: the price their e-mail listed, or the price
-- now when the e-mail did not list it (it only counted it among "more").
INSERT OR IGNORE INTO saved_search_mailed_prices (search_id, tour_id, price, event_key)
SELECT n.search_id, n.tour_id,
  coalesce(
    (SELECT min(json_extract(i.value, '$.price'))
     FROM saved_search_outbox o, json_each(o.payload, '$.items') i
     WHERE o.event_key = n.told_in AND json_extract(i.value, '$.link') LIKE '%/' || n.tour_id),
    CASE s.currency WHEN 'EUR' THEN t.price_eur WHEN 'GBP' THEN t.price_gbp ELSE t.price_usd END
  ),
  n.told_in
FROM saved_search_news n
JOIN saved_searches s ON s.id = n.search_id
JOIN tours t ON t.id = n.tour_id
WHERE n.told_in IS NOT NULL;
