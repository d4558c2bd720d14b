import { describe, expect, it } from "vitest";
import {
  bookingRoute,
  flightAdvice,
  isBookable,
  isNotifyMeVisible,
  notifyMeTypes,
  offerAvailability,
  seatsLabel,
  statusLabelKey,
  type TourStatus,
} from "../../app/lib/trip/tour-status";
import { catalogues } from "../../locales";
import { translate } from "../../app/lib/format/translate";
import { bestDeparture, departureView } from "../../app/lib/trip/departure-view";
import { readLatestViewed, rememberViewed, saveViewed, type ViewedTrip } from "../../app/lib/trip/latest-viewed";
import { bookingStartUrl } from "../../app/lib/trip/departure-view";
import { jsonLdText } from "../../app/lib/trip/jsonld";

describe("seats label", () => {
  it.each([
    [{ salesStatus: "PLANNED", freeSeats: 10, seatsToConfirm: 3 }, "notConfirmedTour"],
    [{ salesStatus: "CONFIRMED", freeSeats: 4, seatsToConfirm: 2 }, "notConfirmedTour"],
    [{ salesStatus: "CONFIRMED", freeSeats: 4, seatsToConfirm: 0 }, "confirmedTour"],
    [{ salesStatus: "ALMOST_FULL", freeSeats: 1, seatsToConfirm: 0 }, "confirmedTour"],
    [{ salesStatus: "ALMOST_FULL", freeSeats: 0, seatsToConfirm: 0 }, null],
    [{ salesStatus: "WAITING_LIST", freeSeats: 5, seatsToConfirm: 0 }, null],
    [{ salesStatus: "PLANNED", freeSeats: 5, seatsToConfirm: 0 }, null],
  ] as const)("%j → %s", (tour, expected) => {
    expect(seatsLabel(tour)).toBe(expected);
  });
});

describe("statuses", () => {
  const STATUSES: TourStatus[] = ["TO_CONFIRM", "ALMOST_CONFIRMED", "CONFIRMED", "PLANNED", "ALMOST_FULL", "WAITING_LIST", "SOLD_OUT"];
  it("has one label per status, in the site's words: TO_CONFIRM Available, WAITING_LIST On request", () => {
    const en = (status: TourStatus) => translate(catalogues["en-US"], statusLabelKey(status));
    expect(en("TO_CONFIRM")).toBe("Available");
    expect(en("WAITING_LIST")).toBe("On request");
    expect(en("SOLD_OUT")).toBe("Sold out");
    expect(translate(catalogues.it, statusLabelKey("WAITING_LIST"))).toBe("Su richiesta");
  });
  it.each(Object.keys(catalogues))("labels every status in %s, and no second set of status labels exists", (language) => {
    const messages = catalogues[language as keyof typeof catalogues];
    for (const status of STATUSES) expect(translate(messages, statusLabelKey(status)), status).not.toBe(statusLabelKey(status));
    // Search once had its own labels ('Waiting list' where trip pages said 'On request').
    expect((messages as { serp: Record<string, unknown> }).serp.status).toBeUndefined();
  });
  it.each([
    ["CONFIRMED", "online"],
    ["TO_CONFIRM", "online"],
    ["PLANNED", "online"],
    ["WAITING_LIST", "customer-care"],
    ["SOLD_OUT", "none"],
  ] as const)("books %s %s (on request only through customer care)", (status, route) => {
    expect(bookingRoute(status)).toBe(route);
    const view = departureView(
      {
        id: 7,
        code: "T7",
        startingDate: "2030-03-01",
        endingDate: "2030-03-10",
        salesStatus: status,
        ageBadge: "ALL",
        freeSeats: 3,
        seatsToConfirm: 0,
        price: 100_000,
        basePrice: 100_000,
        discount: 0,
        currency: "EUR",
      },
      "/x/7",
      "https://book.example.com",
      "2030-01-01",
    );
    expect(view.booking).toBe(route);
    expect(view.bookingHref).toBe(route === "online" ? "https://book.example.com/booking/7/start" : null);
    // An on-request departure still has the trip's best price; a sold-out one never.
    expect(bestDeparture([view])).toBe(route === "none" ? null : view);
  });
  it.each([
    ["CONFIRMED", "book-now"],
    ["ALMOST_FULL", "book-now"],
    ["TO_CONFIRM", "wait"],
    ["ALMOST_CONFIRMED", "wait"],
    ["PLANNED", "wait"],
    ["WAITING_LIST", "wait"],
    ["SOLD_OUT", null],
  ] as const)("flight advice for %s is %s", (status, advice) => {
    expect(flightAdvice(status)).toBe(advice);
  });
  it("only SOLD_OUT is not bookable", () => {
    expect(isBookable("SOLD_OUT")).toBe(false);
    expect(isBookable("WAITING_LIST")).toBe(true);
  });
  it("maps availability for JSON-LD", () => {
    expect(offerAvailability("SOLD_OUT")).toBe("https://schema.org/SoldOut");
    expect(offerAvailability("ALMOST_FULL")).toBe("https://schema.org/LimitedAvailability");
    expect(offerAvailability("CONFIRMED")).toBe("https://schema.org/InStock");
  });
});

describe("notify-me", () => {
  it("types by tour", () => {
    expect(notifyMeTypes(null)).toEqual(["STOCKOUT_TRAVEL"]);
    expect(notifyMeTypes({ salesStatus: "PLANNED" })).toEqual(["TOUR_CONFIRMED", "PRICE_DROPPED"]);
    expect(notifyMeTypes({ salesStatus: "ALMOST_CONFIRMED" })).toEqual(["TOUR_CONFIRMED", "PRICE_DROPPED"]);
    expect(notifyMeTypes({ salesStatus: "CONFIRMED" })).toEqual(["PRICE_DROPPED"]);
  });
  it("is hidden for SOLD_OUT only", () => {
    expect(isNotifyMeVisible("SOLD_OUT")).toBe(false);
    expect(isNotifyMeVisible("WAITING_LIST")).toBe(true);
  });
});

describe("booking start and JSON-LD text", () => {
  it("builds {bookings base}/booking/{tourId}/start", () => {
    expect(bookingStartUrl("https://book.example.com/", 42)).toBe("https://book.example.com/booking/42/start");
  });
  it("escapes < so a title cannot close the script", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});

describe("latest-viewed trips", () => {
  const trip = (id: number): ViewedTrip => ({
    id,
    slugs: { en: `t-${id}` },
    titles: { en: `T ${id}` },
    numberOfDays: 8,
    image: null,
    viewedAt: id,
  });
  it("keeps the 6 most recent, newest first, once each", () => {
    let list: ViewedTrip[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 7, 3]) list = rememberViewed(list, trip(id));
    expect(list.map((t) => t.id)).toEqual([3, 7, 6, 5, 4, 2]);
  });
  it("reads back only well-formed entries and survives broken storage", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveViewed(storage, trip(1));
    expect(readLatestViewed(storage).map((t) => t.id)).toEqual([1]);
    store.set("caravan.latest-viewed", '[{"id":"x"}, 5]');
    expect(readLatestViewed(storage)).toEqual([]);
    store.set("caravan.latest-viewed", "{not json");
    expect(readLatestViewed(storage)).toEqual([]);
  });
});
