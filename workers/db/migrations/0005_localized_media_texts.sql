-- Image alt texts and coordinators' cities in every catalogue language: they were English
-- (cities in their own language) on every site. The first column keeps the English text and
-- stays the fallback; it, es, fr and de get a column each, as the catalogue's other texts.
ALTER TABLE images ADD COLUMN alt_text_it TEXT NOT NULL DEFAULT '';
ALTER TABLE images ADD COLUMN alt_text_es TEXT NOT NULL DEFAULT '';
ALTER TABLE images ADD COLUMN alt_text_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE images ADD COLUMN alt_text_de TEXT NOT NULL DEFAULT '';
ALTER TABLE coordinators ADD COLUMN city_it TEXT NOT NULL DEFAULT '';
ALTER TABLE coordinators ADD COLUMN city_es TEXT NOT NULL DEFAULT '';
ALTER TABLE coordinators ADD COLUMN city_fr TEXT NOT NULL DEFAULT '';
ALTER TABLE coordinators ADD COLUMN city_de TEXT NOT NULL DEFAULT '';
