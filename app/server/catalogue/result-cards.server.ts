import type { AppLoadContext } from "@remix-run/cloudflare";
import { catalogues } from "../../../locales";
import type { TourCard, TravelCard } from "../../../workers/services/catalogue/types";
import { tourProduct, travelProduct } from "../../lib/analytics/product";
import { tourCardView, travelCardView } from "../../lib/cards/card-data";
import { travelCardTexts } from "../../lib/cards/travel-card-texts";
import { dayRangeFormatter } from "../../lib/dates/day-range";
import { translate } from "../../lib/format/translate";
import type { SearchTourCard, SearchTravelCard } from "../../lib/search/search-page";

/**
 * The search results as their cards render them: the cards' own fields, the travel cards' day and
 * prices in the site's formats and the visitor's currency, and what each card's impression and
 * click events say of it (with its place in the whole result list, from 1). Written here, so the
 * search page's first download carries no date or money format.
 */
export function searchTravelCards(travels: readonly TravelCard[], offset: number, context: AppLoadContext): SearchTravelCard[] {
  const { tenant, today } = context;
  const messages = catalogues[tenant.language];
  const range = dayRangeFormatter(tenant, messages);
  const t = (key: string, values: { amount: string }) => translate(messages, key, values);
  return travels.map((travel, i) => {
    const view = travelCardView(travel);
    return {
      ...view,
      texts: travelCardTexts(view, tenant, t, range, today),
      product: travelProduct(view, view.bestTour, offset + i + 1),
    };
  });
}

/** The tours tab's cards: their own fields and their products (the departure cards format in their own chunk). */
export function searchTourCards(tours: readonly TourCard[], offset: number): SearchTourCard[] {
  return tours.map((tour, i) => {
    const view = tourCardView(tour);
    return { ...view, product: tourProduct(view.travel, view, offset + i + 1) };
  });
}
