import type { Currency } from "../../../tenants/languages";
import type { NotifyMeType } from "../../../app/lib/trip/tour-status";
import type { SalesStatus } from "../../../app/lib/search/filters";

/** A saved item: a trip (tourId absent) or one of its tours. */
export type WishlistItem = { travelId: number; tourId?: number };

/** What the signed-in person has saved: the cards' isWishlisted and wishlistedToursCount come from it. */
export type SavedIds = { travels: number[]; tours: Array<{ tourId: number; travelId: number }> };

/** The item a notify-me modal is about, as read for this request (group-info's ModalItem has this shape). */
export type NotifyItem = {
  travelId: number;
  tour: { id: number; price: number; salesStatus: SalesStatus } | null;
};

export type NotifySubscriptionInput = {
  travelId: number;
  /** Absent for a trip without departures (STOCKOUT_TRAVEL). */
  tourId?: number;
  types: NotifyMeType[];
  /** Phone, already checked; used only for important calls. */
  phone: string | null;
  /** What the visitor saw: alerts compare against it. */
  currency: Currency;
  priceSeen: number | null;
  statusSeen: SalesStatus | null;
  /** The site subscribed on (language, currency and links of its alerts). */
  site: string;
};

export type NotifySubscription = NotifySubscriptionInput & { id: string; active: boolean; createdAt: number; updatedAt: number };

export type WishlistDeps = { db: D1Database; clock: () => number; uuid?: () => string };

/** The wishlist page: saved trips as cards (today's best price) and saved tours as cards, newest first. */
export type WishlistPage = {
  travels: import("../catalogue/types").TravelCard[];
  tours: import("../catalogue/types").TourCard[];
};

/** A subscription as the wishlist page lists it: what it is about, in the site's language. */
export type SubscriptionView = NotifySubscription & {
  travelTitle: string;
  travelSlug: string;
  /** The departure's dates and status now; absent for a trip-level subscription or a departure gone. */
  tour: { startingDate: string; endingDate: string; salesStatus: SalesStatus } | null;
};
