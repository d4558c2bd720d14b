/**
 * What a result card renders, and nothing more: the page's data goes to the browser with the
 * HTML (and again on every client navigation), so fields a card never reads only cost the
 * server serializing them and the browser parsing them.
 */
import type { BestTour, ImageVariant, TourCard, TravelCard } from "../../../workers/services/catalogue/types";
import type { ImageRef } from "../images/image-url";
import type { TravelCardTexts } from "./travel-card-texts";

/** A travel as its card reads it (cards/travel-card.tsx and the results list's analytics). */
export type TravelCardView = Pick<
  TravelCard,
  "id" | "slug" | "title" | "destinationLabel" | "numberOfDays" | "numberOfNights" | "firstDepartureDate"
> & {
  bestTour: Pick<BestTour, "id" | "startingDate" | "basePrice" | "price" | "discount" | "currency" | "salesStatus" | "seatsLabel"> | null;
  thumbnailImage: { desktop: ImageRef } | null;
};

/** A travel card with its texts written by the server (lists whose page ships no date or money format). */
export type WrittenTravelCardView = TravelCardView & { texts: TravelCardTexts };

/** A departure as its card reads it (cards/tour-card.tsx and the results list's analytics). */
export type TourCardView = Pick<
  TourCard,
  "id" | "startingDate" | "endingDate" | "salesStatus" | "seatsLabel" | "basePrice" | "price" | "discount" | "currency"
> & {
  travel: Pick<TourCard["travel"], "id" | "slug" | "title" | "destinationLabel" | "numberOfDays">;
};

const imageView = ({ id, seoName, altText }: ImageVariant): ImageRef => ({ id, seoName, altText });

export function travelCardView(travel: TravelCard): TravelCardView {
  const best = travel.bestTour;
  return {
    id: travel.id,
    slug: travel.slug,
    title: travel.title,
    destinationLabel: travel.destinationLabel,
    numberOfDays: travel.numberOfDays,
    numberOfNights: travel.numberOfNights,
    firstDepartureDate: travel.firstDepartureDate,
    bestTour: best
      ? {
          id: best.id,
          startingDate: best.startingDate,
          basePrice: best.basePrice,
          price: best.price,
          discount: best.discount,
          currency: best.currency,
          salesStatus: best.salesStatus,
          seatsLabel: best.seatsLabel,
        }
      : null,
    thumbnailImage: travel.thumbnailImage ? { desktop: imageView(travel.thumbnailImage.desktop) } : null,
  };
}

export function tourCardView(tour: TourCard): TourCardView {
  const { id, slug, title, destinationLabel, numberOfDays } = tour.travel;
  return {
    id: tour.id,
    startingDate: tour.startingDate,
    endingDate: tour.endingDate,
    salesStatus: tour.salesStatus,
    seatsLabel: tour.seatsLabel,
    basePrice: tour.basePrice,
    price: tour.price,
    discount: tour.discount,
    currency: tour.currency,
    travel: { id, slug, title, destinationLabel, numberOfDays },
  };
}
