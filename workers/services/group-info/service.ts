import type { SalesStatus } from "../../../app/lib/search/filters";
import { groupInfoOf, type GroupInfo } from "../../../app/lib/trip/group-info";
import { catalogueLanguage, type Currency } from "../../../tenants/languages";
import { groupCountsSql, tourItemSql, travelItemSql } from "./group-info-sql";

type Row = Record<string, unknown>;

export type GroupInfoDeps = { db: D1Database };
/** The request's language (titles), currency (price now) and today (departures still to come). */
export type GroupInfoScope = { language: string; currency: Currency; today: string };

/** What a wishlist, notify-me or group-info modal is about: a trip, or one of its departures. */
export type ModalItem = {
  travelId: number;
  title: string;
  destinationLabel: string;
  slug: string;
  /** Present for a departure. */
  tour: { id: number; startingDate: string; endingDate: string; salesStatus: SalesStatus; price: number; currency: Currency } | null;
  /** For a trip: its departures from today on (none: notify-me offers new dates). */
  upcomingTours: number;
};

/**
 * Who is going and the item the account modals show, over D1. The
 * composition is computed from sums only and passes the k-threshold of app/lib/trip/group-info
 * before it leaves here.
 */
export function createGroupInfoService({ db }: GroupInfoDeps, scope: GroupInfoScope) {
  const language = catalogueLanguage(scope.language);
  return {
    async groupInfo(tourId: number): Promise<GroupInfo> {
      const row = (await db.prepare(groupCountsSql).bind(tourId).first<Row>()) ?? {};
      const n = (key: string) => Number(row[key] ?? 0);
      return groupInfoOf({
        booked: n("booked"),
        female: n("female"),
        male: n("male"),
        firstTimers: n("first_timers"),
        tripsDone: n("trips_done"),
        ages: { "18-24": n("age_18_24"), "25-35": n("age_25_35"), "35-49": n("age_35_49"), "50+": n("age_50_plus") },
        interested: n("interested"),
        capacity: n("capacity"),
      });
    },

    /** A departure by id, priced now in the request's currency (never a price the browser sent). */
    async tour(tourId: number): Promise<ModalItem | null> {
      const row = await db.prepare(tourItemSql(language, scope.currency)).bind(tourId).first<Row>();
      if (!row) return null;
      return {
        ...itemOf(row),
        tour: {
          id: Number(row.tour_id),
          startingDate: String(row.starting_date),
          endingDate: String(row.ending_date),
          salesStatus: row.sales_status as SalesStatus,
          price: Number(row.price),
          currency: scope.currency,
        },
        upcomingTours: 1,
      };
    },

    async travel(travelId: number): Promise<ModalItem | null> {
      const row = await db.prepare(travelItemSql(language)).bind(travelId, scope.today).first<Row>();
      return row ? { ...itemOf(row), tour: null, upcomingTours: Number(row.upcoming) } : null;
    },
  };
}

export type GroupInfoService = ReturnType<typeof createGroupInfoService>;

function itemOf(row: Row) {
  return { travelId: Number(row.travel_id), title: String(row.title), destinationLabel: String(row.destination), slug: String(row.slug) };
}
