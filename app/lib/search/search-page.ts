import type { Continent, Page, TopSellerCountry } from "../../../workers/services/catalogue/types";
import type { AnalyticsProduct } from "../analytics/events";
import type { TourCardView, TravelCardView } from "../cards/card-data";
import type { TravelCardTexts } from "../cards/travel-card-texts";
import type { AvailableDates } from "../trip/available-dates";
import type { Alternative } from "./alternatives";
import type { AGE_BADGES } from "./filter-fields";
import type { SearchFilters } from "./filters";
import type { SearchLinks } from "./links";
import type { PeriodChoice } from "./period-label";

/** A page of result cards: the cards' own fields only (lib/cards/card-data.ts). */
type CardPage<T> = Omit<Page<unknown>, "data"> & { data: T[] };

/** A result travel: its card's fields, its day and prices as the card writes them, and what its analytics events say of it. */
export type SearchTravelCard = TravelCardView & { texts: TravelCardTexts; product: AnalyticsProduct };
/** A result departure: its card's fields and what its analytics events say of it. */
export type SearchTourCard = TourCardView & { product: AnalyticsProduct };

/** The search page's data (page-load step), as its loader writes it and its components read it. */
export type SearchPageData = {
  filters: SearchFilters;
  query: string;
  travels: CardPage<SearchTravelCard> | null;
  tours: CardPage<SearchTourCard> | null;
  /** Every destination when the filters modal is open; otherwise only the chosen ones. */
  destinations: TopSellerCountry[];
  continents: { id: string; code: Continent["code"]; name: Continent["name"] }[];
  periods: PeriodChoice[];
  customDates: string;
  /** "YYYY-MM" to the month in the site's format, for the result groups' headings. */
  monthLabels: Record<string, string>;
  today: string;
  settings: { prices: { ranges: { min: number; max: number }[] }; ageRanges: (typeof AGE_BADGES)[number][] };
  alternatives: Alternative[];
  /** The toolbar's buttons (the filters modal, and watch this search) as [href, message key], and the dates modal's link up to the trip's slug. */
  links: SearchLinks & { buttons: [href: string, label: string][]; dates: string };
  /** Read by the available-dates modal (the modal host looks for `calendar` in route data). */
  calendar?: AvailableDates;
  /** How many Available departures the search leaves out, and the same search with them; null when none is left out. */
  availableLeftOut?: AvailableLeftOut | null;
  /** The plain form's days as typed, when they were refused, with a message key per field. */
  dates?: TypedDates;
};

/** Days typed in the search bar's from/to fields (JavaScript off) and why they were refused. */
export type TypedDates = { from: string; to: string; errors: { from?: string; to?: string } };

/** Available departures (still to be confirmed, bookable) a search's statuses leave out, and the link that brings them in. */
export type AvailableLeftOut = { count: number; href: string };
