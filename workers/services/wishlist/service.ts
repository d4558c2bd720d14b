import type { NotifyMeType } from "../../../app/lib/trip/tour-status";
import type { Currency } from "../../../tenants/languages";
import type { SalesStatus } from "../../../app/lib/search/filters";
import type {
  NotifySubscription,
  NotifyItem,
  NotifySubscriptionInput,
  SavedIds,
  SubscriptionView,
  WishlistDeps,
  WishlistItem,
  WishlistPage,
} from "./types";
import { toTourCard, toTravelCard, type TourPageRow, type TravelPageRow } from "../catalogue/mappers";
import { savedItemsQuery, subscriptionsQuery, type WishlistScope } from "./page-sql";

type Row = Record<string, unknown>;

/**
 * A person's wishlist and notify-me subscriptions over D1. Writes are single
 * statements keyed by (user, trip, tour): a double submit stores once, and removing a trip
 * takes its saved tours with it in the same statement.
 */
export function createWishlistService({ db, clock, uuid = () => crypto.randomUUID() }: WishlistDeps) {
  async function exists(item: WishlistItem): Promise<boolean> {
    const found = item.tourId
      ? await db.prepare("SELECT 1 FROM tours WHERE id = ?1 AND travel_id = ?2").bind(item.tourId, item.travelId).first()
      : await db.prepare("SELECT 1 FROM travels WHERE id = ?1").bind(item.travelId).first();
    return found !== null;
  }

  const service = {
    async savedIds(userId: string): Promise<SavedIds> {
      const { results } = await db
        .prepare("SELECT travel_id, tour_id FROM wishlist_items WHERE user_id = ?1 ORDER BY created_at")
        .bind(userId)
        .all<Row>();
      const saved: SavedIds = { travels: [], tours: [] };
      for (const row of results) {
        const travelId = Number(row.travel_id);
        const tourId = Number(row.tour_id);
        if (tourId === 0) saved.travels.push(travelId);
        else saved.tours.push({ tourId, travelId });
      }
      return saved;
    },

    /** Whether the item is in the catalogue (a tour of that trip, or the trip). */
    exists,

    /** Saves an item that exists (a tour of that trip); false when it does not. Idempotent. */
    async add(userId: string, item: WishlistItem): Promise<boolean> {
      if (!(await exists(item))) return false;
      await db
        .prepare("INSERT INTO wishlist_items (user_id, travel_id, tour_id, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING")
        .bind(userId, item.travelId, item.tourId ?? 0, clock())
        .run();
      return true;
    },

    /**
     * Removes a tour, or a trip with all its saved tours. Idempotent. With
     * `cascade: false` a trip's own entry goes and its saved tours stay (a card's heart).
     */
    async remove(userId: string, item: WishlistItem, { cascade = true }: { cascade?: boolean } = {}): Promise<void> {
      if (item.tourId || !cascade) {
        await db
          .prepare("DELETE FROM wishlist_items WHERE user_id = ?1 AND travel_id = ?2 AND tour_id = ?3")
          .bind(userId, item.travelId, item.tourId ?? 0)
          .run();
      } else {
        await db.prepare("DELETE FROM wishlist_items WHERE user_id = ?1 AND travel_id = ?2").bind(userId, item.travelId).run();
      }
    },

    /**
     * Asks to be told about an item as it is now: the price and status the alerts
     * compare against are the item's, read for this request in the visitor's currency, never
     * taken from a form.
     */
    subscribeToItem(
      userId: string,
      item: NotifyItem,
      choice: Pick<NotifySubscriptionInput, "types" | "phone" | "currency" | "site">,
    ): Promise<NotifySubscription> {
      return service.subscribe(userId, {
        travelId: item.travelId,
        ...(item.tour ? { tourId: item.tour.id } : {}),
        ...choice,
        priceSeen: item.tour?.price ?? null,
        statusSeen: item.tour?.salesStatus ?? null,
      });
    },

    /**
     * Asks to be told: one subscription per person and item; asking again updates
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
        .bind(
          uuid(),
          userId,
          input.travelId,
          input.tourId ?? 0,
          input.site,
          input.types.join(" "),
          input.currency,
          input.priceSeen,
          input.statusSeen,
          input.phone,
          now,
        )
        .first<Row>();
      return toSubscription(row!);
    },

    async subscriptions(userId: string): Promise<NotifySubscription[]> {
      const { results } = await db
        .prepare("SELECT * FROM notify_subscriptions WHERE user_id = ?1 ORDER BY created_at DESC")
        .bind(userId)
        .all<Row>();
      return results.map(toSubscription);
    },

    /**
     * The wishlist page in one query: saved trips with today's best price and saved tours, in
     * the scope's language and currency. A trip's wishlistedToursCount counts its saved tours.
     */
    async page(userId: string, scope: WishlistScope): Promise<WishlistPage> {
      const query = savedItemsQuery(userId, scope);
      const { results } = await db
        .prepare(query.sql)
        .bind(...query.params)
        .all<Row>();
      const travels: WishlistPage["travels"] = [];
      const tours: WishlistPage["tours"] = [];
      for (const row of results) {
        if (Number(row.saved_tour_id) === 0) {
          travels.push(toTravelCard(row as unknown as TravelPageRow, scope.currency));
        } else if (row.tour_id !== null) {
          const tour = toTourCard(tourRowOf(row), scope.currency);
          tours.push({ ...tour, isWishlisted: true });
        }
      }
      for (const travel of travels) travel.wishlistedToursCount = tours.filter((tour) => tour.travel.id === travel.id).length;
      return { travels, tours };
    },

    /** The person's subscriptions with the trip and departure they are about, newest first. */
    async subscriptionViews(userId: string, language: WishlistScope["language"]): Promise<SubscriptionView[]> {
      const query = subscriptionsQuery(userId, language);
      const { results } = await db
        .prepare(query.sql)
        .bind(...query.params)
        .all<Row>();
      return results.map((row) => ({
        ...toSubscription(row),
        travelTitle: String(row.travel_title),
        travelSlug: String(row.travel_slug),
        tour:
          row.tour_starting_date === null || row.tour_starting_date === undefined
            ? null
            : {
                startingDate: String(row.tour_starting_date),
                endingDate: String(row.tour_ending_date),
                salesStatus: String(row.tour_status) as SalesStatus,
              },
      }));
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
  return service;
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

function tourRowOf(row: Row): TourPageRow {
  return {
    id: Number(row.tour_id),
    code: String(row.code),
    starting_date: String(row.starting_date),
    ending_date: String(row.ending_date),
    sales_status: String(row.sales_status) as SalesStatus,
    capacity: Number(row.capacity),
    free_seats: Number(row.free_seats),
    seats_to_confirm: Number(row.seats_to_confirm),
    age_badge: String(row.age_badge) as TourPageRow["age_badge"],
    discount_percent: Number(row.tour_discount_percent),
    travel_id: Number(row.id),
    price: Number(row.tour_price),
    base_price: Number(row.tour_base_price),
    title: String(row.title),
    slug: String(row.slug),
    destination: String(row.destination),
    days: Number(row.days),
  };
}
