import type { NotifyMeType } from "../../../app/lib/trip/tour-status";
import type { Currency } from "../../../tenants/languages";
import type { SalesStatus } from "../../../app/lib/search/filters";
import type { NotifySubscription, NotifySubscriptionInput, SavedIds, WishlistDeps, WishlistItem } from "./types";

type Row = Record<string, unknown>;

/**
 * A person's wishlist and notify-me subscriptions over D1 (000 §2, §4). Writes are single
 * statements keyed by (user, trip, tour): a double submit stores once, and removing a trip
 * takes its saved tours with it in the same statement (000 §4).
 */
export function createWishlistService({ db, clock, uuid = () => crypto.randomUUID() }: WishlistDeps) {
  return {
    async savedIds(userId: string): Promise<SavedIds> {
      const { results } = await db.prepare("SELECT travel_id, tour_id FROM wishlist_items WHERE user_id = ?1 ORDER BY created_at").bind(userId).all<Row>();
      const saved: SavedIds = { travels: [], tours: [] };
      for (const row of results) {
        const travelId = Number(row.travel_id);
        const tourId = Number(row.tour_id);
        if (tourId === 0) saved.travels.push(travelId);
        else saved.tours.push({ tourId, travelId });
      }
      return saved;
    },

    /** Saves an item that exists (a tour of that trip); false when it does not. Idempotent. */
    async add(userId: string, item: WishlistItem): Promise<boolean> {
      const exists = item.tourId
        ? await db.prepare("SELECT 1 FROM tours WHERE id = ?1 AND travel_id = ?2").bind(item.tourId, item.travelId).first()
        : await db.prepare("SELECT 1 FROM travels WHERE id = ?1").bind(item.travelId).first();
      if (!exists) return false;
      await db
        .prepare("INSERT INTO wishlist_items (user_id, travel_id, tour_id, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING")
        .bind(userId, item.travelId, item.tourId ?? 0, clock())
        .run();
      return true;
    },

    /** Removes a tour, or a trip with all its saved tours (000 §4). Idempotent. */
    async remove(userId: string, item: WishlistItem): Promise<void> {
      if (item.tourId) {
        await db.prepare("DELETE FROM wishlist_items WHERE user_id = ?1 AND travel_id = ?2 AND tour_id = ?3").bind(userId, item.travelId, item.tourId).run();
      } else {
        await db.prepare("DELETE FROM wishlist_items WHERE user_id = ?1 AND travel_id = ?2").bind(userId, item.travelId).run();
      }
    },

    /**
     * Asks to be told (000 §4): one subscription per person and item; asking again updates
     * the types, phone and what was seen, and switches it back on. Idempotent.
     */
    async subscribe(userId: string, input: NotifySubscriptionInput): Promise<NotifySubscription> {
      const now = clock();
      const row = await db
        .prepare(
          `INSERT INTO notify_subscriptions (id, user_id, travel_id, tour_id, site, types, currency, price_seen, status_seen, phone, active, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 1, ?11, ?11)
           ON CONFLICT (user_id, travel_id, tour_id) DO UPDATE SET
             site = excluded.site, types = excluded.types, currency = excluded.currency, price_seen = excluded.price_seen,
             status_seen = excluded.status_seen, phone = COALESCE(excluded.phone, notify_subscriptions.phone), active = 1, updated_at = excluded.updated_at
           RETURNING *`,
        )
        .bind(uuid(), userId, input.travelId, input.tourId ?? 0, input.site, input.types.join(" "), input.currency, input.priceSeen, input.statusSeen, input.phone, now)
        .first<Row>();
      return toSubscription(row!);
    },

    async subscriptions(userId: string): Promise<NotifySubscription[]> {
      const { results } = await db.prepare("SELECT * FROM notify_subscriptions WHERE user_id = ?1 ORDER BY created_at DESC").bind(userId).all<Row>();
      return results.map(toSubscription);
    },

    /** Activates or deactivates one of the person's subscriptions; false when it is not theirs. */
    async setActive(userId: string, subscriptionId: string, active: boolean): Promise<boolean> {
      const result = await db
        .prepare("UPDATE notify_subscriptions SET active = ?3, updated_at = ?4 WHERE id = ?1 AND user_id = ?2")
        .bind(subscriptionId, userId, active ? 1 : 0, clock())
        .run();
      return result.meta.changes > 0;
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;

export function toSubscription(row: Row): NotifySubscription {
  const tourId = Number(row.tour_id);
  return {
    id: String(row.id),
    travelId: Number(row.travel_id),
    ...(tourId ? { tourId } : {}),
    site: String(row.site),
    types: String(row.types).split(" ") as NotifyMeType[],
    currency: String(row.currency) as Currency,
    priceSeen: row.price_seen === null ? null : Number(row.price_seen),
    statusSeen: row.status_seen === null ? null : (String(row.status_seen) as SalesStatus),
    phone: row.phone === null ? null : String(row.phone),
    active: Number(row.active) === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
