/**
 * Notify-me tracking payload, built in one place: the e-mail and the phone are hashed
 * (SHA-256 hex of the trimmed, lower-cased e-mail; of the phone's + and digits) here, before
 * anything reaches the data layer, so no caller can push them raw.
 */
import type { SalesStatus } from "../search/filters";
import type { NotifyMeAction, NotifyMePayload, NotifyMeType } from "./events";
import type { PageType } from "./page-type";
import { centsToUnits } from "../format/money";
import { hashEmail, hashPhone } from "./text";

export type NotifyMeSubject = {
  travelId: number;
  title: string;
  destinationLabel: string;
  tour: { id: number; startingDate: string; endingDate: string; salesStatus: SalesStatus; price: number } | null;
};

type Input<A extends NotifyMeAction> = {
  action: A;
  pageType: PageType;
  subject: NotifyMeSubject;
  types: NotifyMeType[];
  isWishlisted: boolean;
  /** Raw as typed: hashed here. */
  email?: string | null;
  phone?: string | null;
};

export async function notifyMePayload<A extends NotifyMeAction>({
  action,
  pageType,
  subject,
  types,
  isWishlisted,
  email,
  phone,
}: Input<A>): Promise<NotifyMePayload<A>> {
  const [emailHash, phoneHash] = await Promise.all([hashEmail(email), hashPhone(phone)]);
  const tour = subject.tour;
  return {
    action,
    pageType,
    sectionFrom: "notify-me",
    ...(emailHash ? { email: emailHash } : {}),
    ...(phoneHash ? { phone: phoneHash } : {}),
    travelId: String(subject.travelId),
    travelTitle: subject.title,
    travelDestinationLabel: subject.destinationLabel,
    ...(tour
      ? {
          tourId: String(tour.id),
          // Prices in currency units, never cents.
          tourPrice: centsToUnits(tour.price),
          tourStartingDate: tour.startingDate,
          tourEndingDate: tour.endingDate,
          tourSalesStatus: tour.salesStatus,
        }
      : {}),
    isWishlisted,
    notifyMeTypes: types,
  };
}
