/**
 * Every continent and country of the catalogue, for the AI search: a question about a place
 * with no bookable trip today must still be read as that place (then loosened to its
 * continent), never dropped so that the whole catalogue answers. The catalogue's own places()
 * lists only countries with bookable trips. Read through the KV cache like the catalogue's.
 */
import { z } from "zod";
import type { CatalogueLanguage } from "../../../tenants/languages";
import { cacheKey, type createKvCache } from "../../cache/kv-cache";

const PLACES_VERSION = 1;
const PLACES_TTL_SECONDS = 600;

const continentSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const aiPlacesSchema = z.object({
  continents: z.array(continentSchema),
  countries: z.array(z.object({ id: z.number().int(), name: z.string(), isoCodeAlpha3: z.string(), continent: continentSchema })),
});
export type AiPlaces = z.infer<typeof aiPlacesSchema>;

type Row = { id: number; name: string; iso: string; continent_id: number; continent_code: string; continent_name: string };

export function loadAllPlaces(db: D1Database, cache: ReturnType<typeof createKvCache>, language: CatalogueLanguage): Promise<AiPlaces> {
  return cache.readThrough({
    key: cacheKey("ai-places", PLACES_VERSION, language),
    ttlSeconds: PLACES_TTL_SECONDS,
    schema: aiPlacesSchema,
    async load() {
      // The column name is one of five fixed languages, never input.
      const [continents, countries] = await db.batch([
        db.prepare(`SELECT id, code, name_${language} AS name FROM continents ORDER BY id`),
        db.prepare(
          `SELECT c.id, c.name_${language} AS name, c.iso_alpha3 AS iso, co.id AS continent_id, co.code AS continent_code,
             co.name_${language} AS continent_name
           FROM countries c JOIN continents co ON co.id = c.continent_id ORDER BY c.id`,
        ),
      ]);
      return {
        continents: (continents?.results ?? []) as AiPlaces["continents"],
        countries: ((countries?.results ?? []) as Row[]).map((r) => ({
          id: r.id,
          name: r.name,
          isoCodeAlpha3: r.iso,
          continent: { id: r.continent_id, code: r.continent_code, name: r.continent_name },
        })),
      };
    },
  });
}
