import { describe, expect, it } from "vitest";
import { tourCardView, travelCardView } from "../../app/lib/cards/card-data";
import type { TourCard, TravelCard } from "../../workers/services/catalogue/types";

const image = (size: string) => ({
  id: "img-1",
  baseUrl: "",
  seoName: "lake",
  title: "A lake",
  altText: "A lake at dawn",
  size,
  types: ["webp"],
  url: `/resource/${size}/img-1/lake`,
});

const travel: TravelCard = {
  id: 7,
  slug: "nicaragua-lakes",
  title: "Nicaragua: lakes",
  destinationLabel: "Nicaragua",
  numberOfDays: 10,
  numberOfNights: 9,
  travelType: "COLLECTION",
  travelStyles: ["NATURE"],
  badgeId: "BESTSELLER",
  isNoSharingRoomAvailable: true,
  score: 42,
  bestTour: {
    id: 70,
    code: "CRV-7",
    startingDate: "2027-10-27",
    endingDate: "2027-11-05",
    salesStatus: "CONFIRMED",
    ageBadge: "ALL",
    freeSeats: 3,
    seatsToConfirm: 0,
    seatsLabel: "confirmedTour",
    basePrice: 150_000,
    price: 135_000,
    discount: 10,
    currency: "EUR",
  },
  departuresCount: 4,
  firstDepartureDate: "2027-10-27",
  thumbnailImage: { desktop: image("webp-medium"), mobile: image("webp-small") },
  wishlistedToursCount: 2,
} as TravelCard;

describe("result card data", () => {
  it("keeps exactly what a travel card renders", () => {
    expect(travelCardView(travel)).toStrictEqual({
      id: 7,
      slug: "nicaragua-lakes",
      title: "Nicaragua: lakes",
      destinationLabel: "Nicaragua",
      numberOfDays: 10,
      numberOfNights: 9,
      firstDepartureDate: "2027-10-27",
      bestTour: {
        id: 70,
        startingDate: "2027-10-27",
        basePrice: 150_000,
        price: 135_000,
        discount: 10,
        currency: "EUR",
        salesStatus: "CONFIRMED",
        seatsLabel: "confirmedTour",
      },
      thumbnailImage: { desktop: { id: "img-1", seoName: "lake", altText: "A lake at dawn" } },
    });
  });

  it("keeps a travel without departures or picture as it is", () => {
    const view = travelCardView({ ...travel, bestTour: null, thumbnailImage: null });
    expect(view.bestTour).toBeNull();
    expect(view.thumbnailImage).toBeNull();
  });

  it("keeps exactly what a departure card renders", () => {
    const tour = {
      id: 70,
      code: "CRV-7",
      startingDate: "2027-10-27",
      endingDate: "2027-11-05",
      salesStatus: "ALMOST_FULL",
      freeSeats: 2,
      seatsToConfirm: 0,
      seatsLabel: "confirmedTour",
      isWishlisted: false,
      ageBadge: "ALL",
      groupInfo: { hasPax: true, caravanersCount: 6 },
      basePrice: 150_000,
      price: 150_000,
      discount: 0,
      currency: "GBP",
      travel: { id: 7, slug: "nicaragua-lakes", title: "Nicaragua: lakes", destinationLabel: "Nicaragua", numberOfDays: 10 },
    } as TourCard;
    expect(tourCardView(tour)).toStrictEqual({
      id: 70,
      startingDate: "2027-10-27",
      endingDate: "2027-11-05",
      salesStatus: "ALMOST_FULL",
      seatsLabel: "confirmedTour",
      basePrice: 150_000,
      price: 150_000,
      discount: 0,
      currency: "GBP",
      travel: { id: 7, slug: "nicaragua-lakes", title: "Nicaragua: lakes", destinationLabel: "Nicaragua", numberOfDays: 10 },
    });
  });
});
