import type { AppLoadContext } from "@remix-run/cloudflare";
import { catalogues } from "../../../locales";
import type { TourCard, TravelCard } from "../../../workers/services/catalogue/types";
import { tourProduct, travelProduct } from "../../lib/analytics/product";
import { tourCardView, travelCardView, type TravelCardView, type WrittenTravelCardView } from "../../lib/cards/card-data";
import { travelCardTexts, type TravelCardTexts } from "../../lib/cards/travel-card-texts";
import { BoundedMap } from "../../lib/memo/bounded-map";
import { dayRangeFormatter } from "../../lib/dates/day-range";
import { translate } from "../../lib/format/translate";
import type { SearchTourCard, SearchTravelCard } from "../../lib/search/search-page";

/**
 * A travel card's texts written on the server, as TravelCard writes them in the browser (the
 * same catalogue, language, day-range format and today). A list shows the same few trips on
 * every request, so each card's texts are written once per site, day and card facts (bounded).
 */
export function writtenCardTexts(view: TravelCardView, context: AppLoadContext): TravelCardTexts {
  const { tenant, today } = context;
  const best = view.bestTour;
  const key = JSON.stringify([
    tenant.id,
    tenant.language,
    today,
    view.firstDepartureDate,
    best && [best.startingDate, best.price, best.basePrice, best.discount, best.currency],
  ]);
  let texts = writtenTexts.get(key);
  if (!texts) {
    const messages = catalogues[tenant.language];
    texts = Object.freeze(
      travelCardTexts(
        view,
        tenant,
        (name, values) => translate(messages, name, values, tenant.language),
        dayRangeFormatter(tenant, messages),
        today,
      ),
    );
    writtenTexts.set(key, texts);
  }
  return texts;
}

const writtenTexts = new BoundedMap<string, TravelCardTexts>(2_000);

/** Trips as a list's cards: their own fields and their texts written (TravelGrid renders them as they are). */
export function writtenTravelCards(travels: readonly TravelCard[], context: AppLoadContext): WrittenTravelCardView[] {
  return travels.map((travel) => {
    const view = travelCardView(travel);
    return { ...view, texts: writtenCardTexts(view, context) };
  });
}

/**
 * The search results as their cards render them: the cards' own fields, the travel cards' day and
 * prices in the site's formats and the visitor's currency, and what each card's impression and
 * click events say of it (with its place in the whole result list, from 1). Written here, so the
 * search page's first download carries no date or money format.
 */
export function searchTravelCards(travels: readonly TravelCard[], offset: number, context: AppLoadContext): SearchTravelCard[] {
  return travels.map((travel, i) => {
    const view = travelCardView(travel);
    return {
      ...view,
      texts: writtenCardTexts(view, context),
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
