import { getTenant, type TenantConfig } from "../../../tenants";
import { catalogueLanguage, type Currency } from "../../../tenants/languages";
import { href } from "../../../tenants/routes";
import { canonicalSavedQuery, coarseColumns, MAX_SAVED_SEARCHES, savedSearchFilters } from "../../../app/lib/search/saved-search";
import { toursQueries } from "../catalogue/tours-sql";
import { publicOrigin } from "../alerts/links";
import { CURRENT_SEQ, SAVE_SQL, SAVE_CONTINENTS_SQL, SAVE_DESTINATIONS_SQL } from "./saved-searches-sql";
import { verifySavedSearchToken } from "./token";
import type { SigningKeys } from "../../session/keys";
import type { SavedSearchView } from "../../../app/lib/search/saved-search-views";

export type SavedSearchDeps = {
  db: D1Database;
  clock: () => number;
  uuid?: () => string;
  /** PUBLIC_ORIGIN_TEMPLATE: links to a search saved on another site. */
  originTemplate?: string | undefined;
};

export type SaveInput = { site: string; currency: Currency; query: string; name: string };
export type SaveResult = { status: "saved" | "exists"; id: string } | { status: "cap" };

export type { SavedSearchView };

type Row = { id: string; name: string; site: string; currency: Currency; query: string; active: number };

/**
 * A person's watched searches over D1: saved as the canonical query of the search
 * page's URL (never the raw query string), at most MAX_SAVED_SEARCHES per person (the insert
 * checks it in the same statement), one row per person, site, currency and query (a double
 * submit stores once). Every change names the owner: nobody touches another's search.
 */
export function createSavedSearchService({ db, clock, uuid = () => crypto.randomUUID(), originTemplate }: SavedSearchDeps) {
  return {
    async save(userId: string, input: SaveInput): Promise<SaveResult> {
      const filters = savedSearchFilters(input.query);
      const query = canonicalSavedQuery(input.query);
      const coarse = coarseColumns(filters);
      const id = uuid();
      const now = clock();
      const numeric = (ids: string[] | undefined) => JSON.stringify((ids ?? []).filter((v) => /^\d{1,15}$/.test(v)).map(Number));
      const [inserted] = await db.batch([
        db
          .prepare(SAVE_SQL)
          .bind(
            id,
            userId,
            input.site,
            input.currency,
            query,
            input.name,
            coarse.priceMin,
            coarse.priceMax,
            coarse.anywhere ? 1 : 0,
            now,
            MAX_SAVED_SEARCHES,
          ),
        db.prepare(SAVE_DESTINATIONS_SQL).bind(id, numeric(filters.destinationId)),
        db.prepare(SAVE_CONTINENTS_SQL).bind(id, numeric(filters.continentId)),
      ]);
      if (inserted?.meta.changes) return { status: "saved", id };
      const existing = await db
        .prepare("SELECT id FROM saved_searches WHERE user_id = ?1 AND site = ?2 AND currency = ?3 AND query = ?4")
        .bind(userId, input.site, input.currency, query)
        .first<{ id: string }>();
      return existing ? { status: "exists", id: existing.id } : { status: "cap" };
    },

    /** The id of this person's watch of this search on this site, if any. */
    async watching(userId: string, site: string, currency: Currency, query: string): Promise<string | null> {
      const row = await db
        .prepare("SELECT id FROM saved_searches WHERE user_id = ?1 AND site = ?2 AND currency = ?3 AND query = ?4")
        .bind(userId, site, currency, canonicalSavedQuery(query))
        .first<{ id: string }>();
      return row?.id ?? null;
    },

    async count(userId: string): Promise<number> {
      const row = await db.prepare("SELECT count(*) AS n FROM saved_searches WHERE user_id = ?1").bind(userId).first<{ n: number }>();
      return row?.n ?? 0;
    },

    /**
     * Oldest first, each with today's number of matching departures (the search's own count, in
     * its currency). A search of `site` links by its path; the others (every one when `site` is
     * null, as on the accounts host) by a full URL on their own site, at `originOf` (the public
     * origin by default).
     */
    async list(
      userId: string,
      { site, today, originOf }: { site: string | null; today: string; originOf?: (tenant: TenantConfig) => string },
    ): Promise<SavedSearchView[]> {
      const { results } = await db
        .prepare("SELECT id, name, site, currency, query, active FROM saved_searches WHERE user_id = ?1 ORDER BY created_at, id")
        .bind(userId)
        .all<Row>();
      if (results.length === 0) return [];
      const counts = await db.batch(
        results.map((row) => {
          const tenant = getTenant(row.site);
          const { count } = toursQueries({
            filters: savedSearchFilters(row.query),
            today,
            language: catalogueLanguage(tenant?.language ?? "en-US"),
            currency: row.currency,
          });
          return db.prepare(count.sql).bind(...count.params);
        }),
      );
      return results.map((row, i) => {
        const tenant = getTenant(row.site);
        const path = tenant ? href(tenant.pathLocale, "search") + (row.query ? `?${row.query}` : "") : "/";
        return {
          id: row.id,
          name: row.name,
          site: row.site,
          siteName: tenant?.name ?? row.site,
          currency: row.currency,
          query: row.query,
          active: row.active === 1,
          matches: Number((counts[i]?.results[0] as { total?: number } | undefined)?.total ?? 0),
          href: row.site === site || !tenant ? path : (originOf?.(tenant) ?? publicOrigin(tenant, originTemplate)) + path,
        };
      });
    },

    /** Renames the owner's search; false when it is not theirs (or gone). */
    async rename(userId: string, id: string, name: string): Promise<boolean> {
      const done = await db
        .prepare("UPDATE saved_searches SET name = ?3, updated_at = ?4 WHERE id = ?1 AND user_id = ?2")
        .bind(id, userId, name, clock())
        .run();
      return done.meta.changes > 0 || (await owns(userId, id));
    },

    /**
     * Pauses or resumes; a resumed search starts from now (what changed while it was paused
     * is not news), and what it had found but not told before the pause is dropped.
     */
    async setActive(userId: string, id: string, active: boolean): Promise<boolean> {
      const statements = [
        db
          .prepare(
            `UPDATE saved_searches SET active = ?3, updated_at = ?4,
               since_seq = CASE WHEN ?3 = 1 AND active = 0 THEN ${CURRENT_SEQ} ELSE since_seq END
             WHERE id = ?1 AND user_id = ?2`,
          )
          .bind(id, userId, active ? 1 : 0, clock()),
      ];
      if (!active)
        statements.push(
          db
            .prepare(
              "DELETE FROM saved_search_news WHERE search_id = ?1 AND told_in IS NULL AND EXISTS (SELECT 1 FROM saved_searches WHERE id = ?1 AND user_id = ?2)",
            )
            .bind(id, userId),
        );
      const [done] = await db.batch(statements);
      return (done?.meta.changes ?? 0) > 0 || (await owns(userId, id));
    },

    /** Deletes the owner's search (its places, news and e-mails go with it); idempotent. */
    async remove(userId: string, id: string): Promise<boolean> {
      const done = await db.prepare("DELETE FROM saved_searches WHERE id = ?1 AND user_id = ?2").bind(id, userId).run();
      return done.meta.changes > 0;
    },

    /** The search an e-mail's unsubscribe token names (null when forged or gone). */
    async unsubscribeTarget(keys: SigningKeys | null, token: string): Promise<{ id: string; name: string; active: boolean } | null> {
      if (!keys) return null;
      const id = await verifySavedSearchToken(keys, token);
      if (!id) return null;
      const row = await db.prepare("SELECT id, name, active FROM saved_searches WHERE id = ?1").bind(id).first<Row>();
      return row ? { id: row.id, name: row.name, active: row.active === 1 } : null;
    },

    /** One click from the e-mail: pauses the search the token names (idempotent). */
    async unsubscribe(keys: SigningKeys | null, token: string): Promise<{ id: string; name: string; active: boolean } | null> {
      const found = await this.unsubscribeTarget(keys, token);
      if (!found) return null;
      await db.prepare("UPDATE saved_searches SET active = 0, updated_at = ?2 WHERE id = ?1").bind(found.id, clock()).run();
      return { ...found, active: false };
    },
  };

  async function owns(userId: string, id: string): Promise<boolean> {
    return (await db.prepare("SELECT 1 FROM saved_searches WHERE id = ?1 AND user_id = ?2").bind(id, userId).first()) !== null;
  }
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
