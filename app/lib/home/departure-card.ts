import type { AnalyticsProduct } from "../analytics/events";

/**
 * A departure of the home page's rows, written out on the server in the site's language, date
 * format and the visitor's currency: the home page ships no date or money formatting.
 */
export type HomeDepartureCard = {
  id: number;
  travelId: number;
  href: string;
  title: string;
  startingDate: string;
  endingDate: string;
  /** What the card's impression and click events say of it. */
  product: AnalyticsProduct & { tourId: string };
  dates: string;
  meta: string;
  price: string;
  basePrice: string | null;
  status: string;
  note: string;
};
