import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../tenants/languages";
import { alertEvents, type AlertCandidate } from "../../workers/services/alerts/events";
import { alertEmail, type AlertKind } from "../../workers/email/templates/alert";

const TODAY = "2026-06-15";
const tourNow = { startingDate: "2026-09-01", endingDate: "2026-09-12", salesStatus: "PLANNED", price: 90_000 };
const candidate = (over: Partial<AlertCandidate> = {}): AlertCandidate => ({
  subscriptionId: "s1",
  site: "it",
  types: ["PRICE_DROPPED", "TOUR_CONFIRMED"],
  currency: "EUR",
  priceSeen: 100_000,
  statusSeen: "PLANNED",
  travelId: 7,
  tourId: 70,
  tour: tourNow,
  lowestAlerted: null,
  confirmedTold: false,
  datesTold: false,
  nextDeparture: null,
  ...over,
});
const keys = (c: AlertCandidate) => alertEvents(c, TODAY).map((e) => e.key);

describe("which alerts are true", () => {
  it.each<[string, Partial<AlertCandidate>, string[]]>([
    ["a drop below the price seen", {}, ["drop:s1:90000"]],
    ["no drop: the same price", { tour: { ...tourNow, price: 100_000 } }, []],
    ["a rise", { tour: { ...tourNow, price: 110_000 } }, []],
    ["a drop already told at this price", { lowestAlerted: 90_000 }, []],
    ["a drop further below the lowest told", { lowestAlerted: 95_000 }, ["drop:s1:90000"]],
    ["a drop back up from a lower one told", { lowestAlerted: 85_000 }, []],
    ["price drops not asked for", { types: ["TOUR_CONFIRMED"] }, []],
    ["no price seen", { priceSeen: null }, []],
    ["confirmed now, planned when seen", { tour: { ...tourNow, price: 100_000, salesStatus: "CONFIRMED" } }, ["confirmed:s1"]],
    ["almost full counts as confirmed", { tour: { ...tourNow, price: 100_000, salesStatus: "ALMOST_FULL" } }, ["confirmed:s1"]],
    ["confirmed when seen already", { statusSeen: "CONFIRMED", tour: { ...tourNow, price: 100_000, salesStatus: "CONFIRMED" } }, []],
    ["confirmation already told", { confirmedTold: true, tour: { ...tourNow, price: 100_000, salesStatus: "CONFIRMED" } }, []],
    ["both at once", { tour: { ...tourNow, salesStatus: "CONFIRMED" } }, ["drop:s1:90000", "confirmed:s1"]],
    ["sold out", { tour: { ...tourNow, salesStatus: "SOLD_OUT" } }, []],
    ["departed today", { tour: { ...tourNow, startingDate: TODAY } }, []],
    ["departed before", { tour: { ...tourNow, startingDate: "2026-06-01" } }, []],
    ["the tour is gone", { tour: null }, []],
  ])("%s", (_, over, expected) => {
    expect(keys(candidate(over))).toEqual(expected);
  });

  const trip = (over: Partial<AlertCandidate>) =>
    candidate({ tourId: 0, tour: null, types: ["STOCKOUT_TRAVEL"], priceSeen: null, statusSeen: null, ...over });
  it.each<[string, Partial<AlertCandidate>, string[]]>([
    ["new dates for a trip without", { nextDeparture: { tourId: 71, startingDate: "2026-10-01", endingDate: "2026-10-10" } }, ["dates:s1"]],
    ["still none", {}, []],
    ["already told", { datesTold: true, nextDeparture: { tourId: 71, startingDate: "2026-10-01", endingDate: "2026-10-10" } }, []],
    ["a departure that is not after today", { nextDeparture: { tourId: 71, startingDate: TODAY, endingDate: "2026-06-20" } }, []],
  ])("trip: %s", (_, over, expected) => {
    expect(keys(trip(over))).toEqual(expected);
  });
});

describe("the alert e-mail", () => {
  const kinds: AlertKind[] = ["PRICE_DROPPED", "TOUR_CONFIRMED", "STOCKOUT_TRAVEL"];
  const input = {
    siteName: "Caravan",
    title: "Perù: Ande",
    start: "1 settembre 2026",
    end: "12 settembre 2026",
    price: "900 €",
    oldPrice: "1.000 €",
    link: "https://www.caravantrips.it/viaggi/peru/70",
    unsubscribeLink: "https://www.caravantrips.it/notify/unsubscribe?token=a.b.c",
  };

  it.each(LANGUAGES.flatMap((language) => kinds.map((kind) => [language, kind] as const)))(
    "%s %s fills every placeholder and links the tour and the way out",
    (language, kind) => {
      const mail = alertEmail({ kind, language, ...input });
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}/);
      expect(mail.subject).toContain(input.title);
      const links = parse(mail.html)
        .querySelectorAll("a")
        .map((a) => a.getAttribute("href"));
      expect(links).toEqual([input.link, input.unsubscribeLink]);
      expect(mail.text).toContain(input.link);
      expect(mail.text).toContain(input.unsubscribeLink);
      if (kind === "PRICE_DROPPED") expect(mail.text).toContain("900 €");
    },
  );
});
