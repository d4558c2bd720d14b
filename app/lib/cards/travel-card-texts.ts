import { currencyFormat, formatMoney, shownPrice, type MoneySite } from "../format/money";
import type { TravelCardView } from "./card-data";

/**
 * A travel card's texts that take the site's date and money formats. The search page's loader
 * writes them, so its first download carries neither format; every other list writes them in
 * the browser (cards/travel-card.tsx). Either way the card's text is the same.
 */
export type TravelCardTexts = {
  /** The first matching departure's day ("04 gen"), the date the date sort reads; null without one. */
  nextDeparture: string | null;
  /** The best departure's price in its currency, labelled an approximation where payment is not taken in it. */
  price: string | null;
  /** The price before the best departure's discount, written the same way; null without a discount. */
  basePrice: string | null;
  /**
   * The best departure's day when it is not the next departure: the card's price, status and
   * seats are that departure's, and say so, so they never read as the next one's.
   */
  bestDeparture: string | null;
};

type Translate = (key: string, values: { amount: string }) => string;
type DayRange = (from: string, to: string | null | undefined, today: string) => string;

export function travelCardTexts(travel: TravelCardView, site: MoneySite, t: Translate, range: DayRange, today: string): TravelCardTexts {
  const best = travel.bestTour;
  if (!best) return { nextDeparture: null, price: null, basePrice: null, bestDeparture: null };
  const money = (cents: number) => shownPrice(formatMoney(cents, currencyFormat(site, best.currency)), best.currency, t);
  return {
    nextDeparture: travel.firstDepartureDate ? range(travel.firstDepartureDate, null, today) : null,
    price: money(best.price),
    basePrice: best.discount > 0 ? money(best.basePrice) : null,
    bestDeparture: best.startingDate !== travel.firstDepartureDate ? range(best.startingDate, null, today) : null,
  };
}
