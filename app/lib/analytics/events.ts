/**
 * The catalogue of analytics events and their payloads. Types only, plus two small
 * name lists for runtime guards: this module ships to the browser, so no zod (full zod is
 * ~450 KB). `track(name, payload)` in ./track.ts is typed by AnalyticsEventMap.
 */
import type { SalesStatus, Sort } from "../search/filters";
import type { PageType } from "./page-type";
import type { PriceBucket } from "./price-bucket";
import type { Sha256Hex } from "./text";

/**
 * sectionFrom must be one of these. Each names the part of the page the visitor
 * acted in, so one event name (e.g. notify-me open) can be split by where it started.
 */
export const ANALYTICS_SECTIONS = [
  "header",
  "menu",
  "footer",
  "home",
  "search",
  "search-history",
  "filters",
  "search-results",
  "travel-card",
  "tour-card",
  "travel-page",
  "tour-page",
  "available-dates",
  "area-page",
  "wishlist",
  "group-info",
  "notify-me",
  "latest-viewed",
  "newsletter",
] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

const SECTIONS: ReadonlySet<string> = new Set(ANALYTICS_SECTIONS);
export function isAnalyticsSection(value: unknown): value is AnalyticsSection {
  return typeof value === "string" && SECTIONS.has(value);
}

/** Every event carries pageType; sectionFrom where a section applies; userId when logged in. */
export interface EventBase {
  pageType: PageType;
  sectionFrom?: AnalyticsSection;
  userId?: string;
}

/** Wishlist and group-info modals. */
export type AccountStep = "step-1" | "step-2-new-user" | "step-2-existing-user" | "step-3";
/** A tab switcher is a carousel or a list. */
export type TabType = "carousel" | "list";
export type SearchTab = "travels" | "tours";
/** Period type; a custom date range has no name and is labelled custom. */
export type PeriodKind = "month" | "period" | "event" | "custom";
/** Notify-me types. */
export type NotifyMeType = "STOCKOUT_TRAVEL" | "TOUR_CONFIRMED" | "PRICE_DROPPED";
export type NotifyMeAction = "open" | "activate" | "deactivate" | "show-user-new" | "show-user-existing" | "email";

/** A travel (and, for a tour, its departure) as product events describe it. */
export interface AnalyticsProduct {
  travelId: string;
  travelTitle: string;
  tourId?: string;
  destinationLabel?: string;
  /** In currency units (centsToUnits), never cents. */
  price?: number;
  priceRange?: PriceBucket;
  tourStartingDate?: string;
  tourEndingDate?: string;
  tourSalesStatus?: SalesStatus;
  /** 1-based place in the list it was shown in. */
  position?: number;
}

export interface FilterChange {
  filterName: string;
  /** Labels pass through stripTags; prices through priceFilterLabel. */
  filterValue: string;
}

/** What a completed search asked for (search history values, analytics part). */
export interface SearchSelection {
  destinationName?: string;
  continentCode?: string;
  textSearch?: string;
  periodName?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** "Notify-me tracking payload"; e-mail and phone only ever as SHA-256 hex. */
export interface NotifyMePayload<A extends NotifyMeAction = NotifyMeAction> extends EventBase {
  action: A;
  email?: Sha256Hex;
  phone?: Sha256Hex;
  travelId: string;
  travelTitle: string;
  travelDestinationLabel?: string;
  // Tour fields are absent for a travel without tours (STOCKOUT_TRAVEL).
  tourId?: string;
  /** Currency units. */
  tourPrice?: number;
  tourStartingDate?: string;
  tourEndingDate?: string;
  tourSalesStatus?: SalesStatus;
  isWishlisted: boolean;
  sectionFrom: AnalyticsSection;
  notifyMeTypes: NotifyMeType[];
}

/** Event names → payloads. The key is the dataLayer `event` value. */
export interface AnalyticsEventMap {
  // Search results and filters (Filter change flow).
  viewSerp: EventBase & { tab: SearchTab; resultsCount: number; page: number };
  addFilterEvent: EventBase & FilterChange;
  removeFilterEvent: EventBase & FilterChange;
  sortBy: EventBase & { sort: Sort };
  completeFilteredSearch: EventBase & { resultsCount: number; priceRange: PriceBucket; filters: Record<string, string> };
  searchClearCustomFilters: EventBase;
  userLogged: EventBase & { userId: string };
  // Newsletter subscription; a logged user needs no e-mail entry.
  newsletterSubscriptionNewUser: EventBase & { email: Sha256Hex };
  newsletterSubscriptionExistingUser: EventBase & { email: Sha256Hex };
  newsletterSubscriptionLoggedUser: EventBase & { userId: string };
  // Products.
  productClick: EventBase & { product: AnalyticsProduct };
  productImpression: EventBase & { products: AnalyticsProduct[] };
  /** description: cut with truncateDescription. */
  productDetail: EventBase & { product: AnalyticsProduct; description?: string };
  addToCart: EventBase & { product: AnalyticsProduct & { tourId: string } };
  websiteSearch: EventBase & { searchTerm: string; resultsCount?: number };
  // Search bar (Search experience).
  searchStart: EventBase;
  searchComplete: EventBase & SearchSelection;
  searchSelectPeriod: EventBase & { periodName: string; periodType: PeriodKind; dateFrom?: string; dateTo?: string };
  // Wishlist and group-info modal steps.
  wishlistStep: EventBase & { step: AccountStep; travelId: string; tourId?: string };
  // A heart saved or removed an item (travel and tour ids, pageType, sectionFrom).
  wishlistAdd: EventBase & { sectionFrom: AnalyticsSection; travelId: string; tourId?: string };
  wishlistRemove: EventBase & { sectionFrom: AnalyticsSection; travelId: string; tourId?: string };
  groupInfoStep: EventBase & { step: AccountStep; travelId: string; tourId: string };
  // Travel and tour page blocks.
  coordinatorClick: EventBase & { coordinatorId: string; travelId?: string };
  galleryOpen: EventBase & { travelId: string; tourId?: string; imageIndex?: number };
  faqOpen: EventBase & { question: string; category?: "GENERAL" | "ITINERARY" | "DESTINATION"; travelId?: string };
  breadcrumbClick: EventBase & { label: string; position: number };
  itineraryAccordion: EventBase & { travelId: string; day: number; open: boolean };
  itineraryMap: EventBase & { travelId: string };
  // Notify-me (payload).
  notifyMeOpen: NotifyMePayload<"open">;
  notifyMeActivation: NotifyMePayload<"activate" | "deactivate">;
  notifyMeShowUserNew: NotifyMePayload<"show-user-new">;
  notifyMeShowUserExisting: NotifyMePayload<"show-user-existing">;
  notifyMeEmail: NotifyMePayload<"email">;
  // History, wishlist link, tabs.
  recentSearchCompleted: EventBase & SearchSelection & { position: number; historyType: TabType };
  goToWishlist: EventBase;
  tabChange: EventBase & { tab: string; tabType: TabType };
  // A bean bar scrolled out of view above the page, once per bar and page.
  beanBarScrolledPast: EventBase & { beanId: string };
}

export type AnalyticsEventName = keyof AnalyticsEventMap;
/** What lands on the data layer: the name as `event`, the payload spread beside it. */
export type AnalyticsEvent = { [K in AnalyticsEventName]: { event: K } & AnalyticsEventMap[K] }[AnalyticsEventName];

// A Record over the map's keys: adding an event to the map without listing it here fails tsc.
const EVENT_NAMES: Record<AnalyticsEventName, true> = {
  viewSerp: true,
  addFilterEvent: true,
  removeFilterEvent: true,
  sortBy: true,
  completeFilteredSearch: true,
  searchClearCustomFilters: true,
  userLogged: true,
  newsletterSubscriptionNewUser: true,
  newsletterSubscriptionExistingUser: true,
  newsletterSubscriptionLoggedUser: true,
  productClick: true,
  productImpression: true,
  productDetail: true,
  addToCart: true,
  websiteSearch: true,
  searchStart: true,
  searchComplete: true,
  searchSelectPeriod: true,
  wishlistStep: true,
  wishlistAdd: true,
  wishlistRemove: true,
  groupInfoStep: true,
  coordinatorClick: true,
  galleryOpen: true,
  faqOpen: true,
  breadcrumbClick: true,
  itineraryAccordion: true,
  itineraryMap: true,
  notifyMeOpen: true,
  notifyMeActivation: true,
  notifyMeShowUserNew: true,
  notifyMeShowUserExisting: true,
  notifyMeEmail: true,
  recentSearchCompleted: true,
  goToWishlist: true,
  tabChange: true,
  beanBarScrolledPast: true,
};
export const ANALYTICS_EVENT_NAMES = Object.keys(EVENT_NAMES) as AnalyticsEventName[];

export function isAnalyticsEventName(value: unknown): value is AnalyticsEventName {
  return typeof value === "string" && Object.hasOwn(EVENT_NAMES, value);
}
