import { catalogueLanguage } from "../../../tenants/languages";
import type { SigningKeys } from "../../session/keys";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

/** What the unsubscribe page shows: the subscription the token names, its trip and departure. */
export type UnsubscribeTarget = {
  subscriptionId: string;
  active: boolean;
  title: string;
  startingDate: string | null;
  endingDate: string | null;
};

export type UnsubscribeDeps = { db: D1Database; keys: SigningKeys | null; clock: () => number };

/**
 * Stopping alerts from the link in an alert, without signing in: the token is the
 * only credential, and it can switch off its one subscription and nothing else.
 */
export function createUnsubscribeService({ db, keys, clock }: UnsubscribeDeps) {
  async function target(token: string, language: string): Promise<UnsubscribeTarget | null> {
    if (!keys) return null;
    const id = await verifyUnsubscribeToken(keys, token);
    if (!id) return null;
    const title = `title_${catalogueLanguage(language)}`;
    const row = await db
      .prepare(
        `SELECT s.id, s.active, tr.${title} AS title, t.starting_date, t.ending_date
         FROM notify_subscriptions s JOIN travels tr ON tr.id = s.travel_id LEFT JOIN tours t ON s.tour_id <> 0 AND t.id = s.tour_id
         WHERE s.id = ?1`,
      )
      .bind(id)
      .first<{ id: string; active: number; title: string; starting_date: string | null; ending_date: string | null }>();
    if (!row) return null;
    return {
      subscriptionId: row.id,
      active: row.active === 1,
      title: row.title,
      startingDate: row.starting_date,
      endingDate: row.ending_date,
    };
  }

  return {
    /** The subscription a genuine token names (null when forged, altered, or the subscription is gone). */
    target,
    /** Switches that subscription off (idempotent); null when the token is not genuine. */
    async stop(token: string, language: string): Promise<UnsubscribeTarget | null> {
      const found = await target(token, language);
      if (!found) return null;
      if (found.active) {
        await db
          .prepare("UPDATE notify_subscriptions SET active = 0, updated_at = ?2 WHERE id = ?1")
          .bind(found.subscriptionId, clock())
          .run();
      }
      return { ...found, active: false };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
