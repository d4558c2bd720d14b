import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { catalogues } from "../../locales";
import { getTenant } from "../../tenants";
import type { TravelCardView } from "../../app/lib/cards/card-data";
import { travelCardTexts } from "../../app/lib/cards/travel-card-texts";
import { dayRangeFormatter } from "../../app/lib/dates/day-range";
import { translate } from "../../app/lib/format/translate";
import { searchTourCards, searchTravelCards } from "../../app/server/catalogue/result-cards.server";
import type { TourCard, TravelCard } from "../../workers/services/catalogue/types";

const TODAY = "2026-11-20";
const tenant = (id: string) => getTenant(id)!;

const travel: TravelCardView = {
  id: 7,
  slug: "nicaragua-lakes",
  title: "Nicaragua: lakes",
  destinationLabel: "Nicaragua",
  numberOfDays: 10,
  numberOfNights: 9,
  firstDepartureDate: "2026-12-04",
  bestTour: {
    id: 70,
    startingDate: "2026-12-04",
    basePrice: 150_000,
    price: 135_000,
    discount: 10,
    currency: "EUR",
    salesStatus: "CONFIRMED",
    seatsLabel: null,
  },
  thumbnailImage: null,
};

/** The texts as a site writes them, with its catalogue and date formats. */
function texts(id: string, card: TravelCardView) {
  const site = tenant(id);
  const messages = catalogues[site.language];
  return travelCardTexts(card, site, (key, values) => translate(messages, key, values), dayRangeFormatter(site, messages), TODAY);
}

describe("a travel card's written day and prices", () => {
  it.each([
    ["it", travel, { nextDeparture: "04 dic", price: "1.350 €", basePrice: "1.500 €", bestDeparture: null }],
    // A departure in another year than today's says its year.
    [
      "it",
      { ...travel, firstDepartureDate: "2027-01-04", bestTour: { ...travel.bestTour!, startingDate: "2027-01-04" } },
      { nextDeparture: "04 gen 2027", price: "1.350 €", basePrice: "1.500 €", bestDeparture: null },
    ],
    // The cheapest departure is not the next one: its price, status and seats name its own day.
    [
      "it",
      { ...travel, bestTour: { ...travel.bestTour!, startingDate: "2028-01-11" } },
      { nextDeparture: "04 dic", price: "1.350 €", basePrice: "1.500 €", bestDeparture: "11 gen 2028" },
    ],
    // Not discounted: no price before the discount.
    [
      "uk",
      { ...travel, bestTour: { ...travel.bestTour!, currency: "GBP", discount: 0 } },
      { nextDeparture: "04 Dec", price: "£1,350", basePrice: null, bestDeparture: null },
    ],
    // Dollars are not charged: both prices read as the approximation they are.
    [
      "us",
      { ...travel, bestTour: { ...travel.bestTour!, currency: "USD" } },
      { nextDeparture: "Dec 04", price: "about $1,350", basePrice: "about $1,500", bestDeparture: null },
    ],
    // No matching departure date: no day, the prices still, and the best departure's day.
    [
      "de",
      { ...travel, firstDepartureDate: null },
      { nextDeparture: null, price: "1.350 €", basePrice: "1.500 €", bestDeparture: "04. Dez." },
    ],
    // No departure at all: nothing to write.
    ["fr", { ...travel, bestTour: null }, { nextDeparture: null, price: null, basePrice: null, bestDeparture: null }],
  ] as const)("%s: %j", (id, card, expected) => {
    expect(texts(id, card)).toStrictEqual(expected);
  });
});

describe("the search results' cards", () => {
  const context = (id: string) => ({ tenant: tenant(id), today: TODAY }) as unknown as AppLoadContext;

  it("carry their texts and their place in the whole result list, from 1", () => {
    const full = { ...travel, travelType: "COLLECTION", departuresCount: 4 } as unknown as TravelCard;
    const cards = searchTravelCards([full, { ...full, id: 8, bestTour: null } as TravelCard], 20, context("it"));
    expect(cards.map((card) => card.texts)).toStrictEqual([texts("it", travel), texts("it", { ...travel, bestTour: null })]);
    expect(cards.map((card) => card.product)).toStrictEqual([
      { travelId: "7", travelTitle: "Nicaragua: lakes", destinationLabel: "Nicaragua", position: 21, price: 1350, tourId: "70" },
      { travelId: "8", travelTitle: "Nicaragua: lakes", destinationLabel: "Nicaragua", position: 22 },
    ]);
    // Only the card's own fields travel to the page (lib/cards/card-data.ts).
    expect(cards[0]).not.toHaveProperty("departuresCount");
  });

  it("on the tours tab carry each departure's product", () => {
    const tour = {
      id: 70,
      startingDate: "2026-12-04",
      endingDate: "2026-12-13",
      salesStatus: "CONFIRMED",
      seatsLabel: null,
      basePrice: 150_000,
      price: 135_000,
      discount: 10,
      currency: "EUR",
      freeSeats: 3,
      travel: { id: 7, slug: "nicaragua-lakes", title: "Nicaragua: lakes", destinationLabel: "Nicaragua", numberOfDays: 10 },
    } as unknown as TourCard;
    const [card] = searchTourCards([tour], 0);
    expect(card!.product).toStrictEqual({
      travelId: "7",
      travelTitle: "Nicaragua: lakes",
      destinationLabel: "Nicaragua",
      tourId: "70",
      price: 1350,
      tourStartingDate: "2026-12-04",
      tourEndingDate: "2026-12-13",
      tourSalesStatus: "CONFIRMED",
      position: 1,
    });
    expect(card).not.toHaveProperty("freeSeats");
  });
});
