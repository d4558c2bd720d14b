/**
 * Nothing untrue on a trip's page: time-true departures and money per departure: the decision rule
 * (app/lib/trip/departure-decision.ts), the payment plan
 * (app/lib/sales/payment-plan.ts) and the seed's statuses by distance from today.
 */
import { describe, expect, it } from "vitest";
import { departureDecision, firstDecidedOnTime } from "../../app/lib/trip/departure-decision";
import { depositFrom, paymentCurrency, paymentPlan, type PricedDeparture } from "../../app/lib/sales/payment-plan";
import { generateCatalogue } from "../../scripts/seed/index";
import type { TourStatus } from "../../app/lib/trip/tour-status";

const TODAY = "2026-11-25";
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("when an unconfirmed departure is decided", () => {
  it("is decided 31 days before departure while that day is today or later", () => {
    expect(departureDecision({ salesStatus: "ALMOST_CONFIRMED", startingDate: "2027-03-01" }, TODAY)).toEqual({
      kind: "by",
      date: "2027-01-29",
      late: false,
    });
    expect(departureDecision({ salesStatus: "PLANNED", startingDate: addDays(TODAY, 31) }, TODAY)).toEqual({
      kind: "by",
      date: TODAY,
      late: false,
    });
  });

  it("a late group is decided 8 days before departure", () => {
    expect(departureDecision({ salesStatus: "ALMOST_CONFIRMED", startingDate: addDays(TODAY, 20) }, TODAY)).toEqual({
      kind: "by",
      date: addDays(TODAY, 12),
      late: true,
    });
  });

  it("promises no date with fewer than 8 days to go (the issue's 29 Nov departure seen on 25 Nov)", () => {
    expect(departureDecision({ salesStatus: "ALMOST_CONFIRMED", startingDate: "2026-11-29" }, TODAY)).toEqual({ kind: "too-close" });
  });

  it("never gives a date before today, for any status and any distance", () => {
    const statuses: TourStatus[] = ["TO_CONFIRM", "ALMOST_CONFIRMED", "PLANNED", "WAITING_LIST", "CONFIRMED", "ALMOST_FULL", "SOLD_OUT"];
    for (const salesStatus of statuses)
      for (let days = 0; days < 400; days++) {
        const decision = departureDecision({ salesStatus, startingDate: addDays(TODAY, days) }, TODAY);
        if (decision.kind === "by") expect(decision.date >= TODAY, `${salesStatus} +${days}`).toBe(true);
      }
  });

  it("has nothing to decide for confirmed, almost full and sold-out departures", () => {
    for (const salesStatus of ["CONFIRMED", "ALMOST_FULL", "SOLD_OUT"] as const)
      expect(departureDecision({ salesStatus, startingDate: "2027-03-01" }, TODAY)).toEqual({ kind: "none" });
  });

  it("the home row's first departure still decided on time", () => {
    expect(firstDecidedOnTime(TODAY)).toBe("2026-12-26");
  });
});

const tour = (days: number, salesStatus: TourStatus = "CONFIRMED"): PricedDeparture => ({
  startingDate: addDays(TODAY, days),
  salesStatus,
  prices: { EUR: { price: 150_000 }, GBP: { price: 129_000 }, USD: { price: 163_000 } },
});

describe("what paying looks like for a departure today", () => {
  it("takes a 100 € deposit while more than 31 days are left, the balance due 31 days before", () => {
    const plan = paymentPlan(tour(60), "EUR", TODAY);
    expect(plan.kind).toBe("deposit");
    expect(plan.now).toEqual({ charged: { amount: 10_000, currency: "EUR" }, approx: null });
    expect(plan.balance).toEqual({ charged: { amount: 140_000, currency: "EUR" }, approx: null, dueOn: addDays(TODAY, 29) });
    expect(plan.depositUntil).toBe(addDays(TODAY, 28));
    expect(plan.freeCancellationUntil).toBe(addDays(TODAY, 29));
    expect(plan.flexibleCancellationUntil).toBe(addDays(TODAY, 52));
  });

  it("asks for the full price from 31 days before departure, and says free cancellation has ended", () => {
    const plan = paymentPlan(tour(20), "EUR", TODAY);
    expect(plan.kind).toBe("full");
    expect(plan.now?.charged).toEqual({ amount: 150_000, currency: "EUR" });
    expect(plan.balance).toBeNull();
    expect(plan.freeCancellationUntil).toBeNull();
    expect(plan.flexibleCancellationUntil).toBe(addDays(TODAY, 12));
    expect(paymentPlan(tour(31), "EUR", TODAY).kind).toBe("full");
    expect(paymentPlan(tour(32), "EUR", TODAY).kind).toBe("deposit");
    expect(paymentPlan(tour(5), "EUR", TODAY).flexibleCancellationUntil).toBeNull();
  });

  it("charges pounds to a visitor shopping in pounds, euros to everyone else, with a labelled dollar approximation", () => {
    expect(paymentCurrency("GBP")).toBe("GBP");
    expect(paymentCurrency("USD")).toBe("EUR");
    expect(paymentPlan(tour(60), "GBP", TODAY).now).toEqual({ charged: { amount: 10_000, currency: "GBP" }, approx: null });
    // 100 € at the departure's own EUR→USD ratio (163 000 / 150 000), in whole dollars.
    expect(paymentPlan(tour(60), "USD", TODAY).now).toEqual({
      charged: { amount: 10_000, currency: "EUR" },
      approx: { amount: 10_900, currency: "USD" },
    });
  });

  it("offers nothing for a sold-out departure", () => {
    expect(paymentPlan(tour(60, "SOLD_OUT"), "EUR", TODAY).kind).toBe("none");
  });

  it("the trip says 'deposit from' only when a bookable departure still takes one", () => {
    expect(depositFrom([tour(3), tour(20)], "EUR", TODAY)).toBeNull();
    expect(depositFrom([tour(3), tour(90, "SOLD_OUT")], "EUR", TODAY)).toBeNull();
    expect(depositFrom([tour(3), tour(90, "PLANNED")], "EUR", TODAY)?.charged).toEqual({ amount: 10_000, currency: "EUR" });
  });
});

describe("the seed's statuses make sense for a departure's distance from today", () => {
  const today = new Date(`${TODAY}T10:00:00Z`);
  const catalogue = generateCatalogue({ scale: 1, today });
  const daysTo = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${TODAY}T00:00:00Z`)) / 86_400_000);

  it("has nothing planned or still to confirm in the last 30 days, and no unconfirmed departure in the last 8", () => {
    const near = catalogue.tours.filter((t) => daysTo(t.starting_date) >= 0 && daysTo(t.starting_date) < 31);
    expect(near.length).toBeGreaterThan(50);
    expect(near.filter((t) => t.sales_status === "PLANNED" || t.sales_status === "TO_CONFIRM")).toEqual([]);
    const week = near.filter((t) => daysTo(t.starting_date) < 8);
    expect(week.filter((t) => t.sales_status === "ALMOST_CONFIRMED")).toEqual([]);
  });

  it("makes sold-out and confirmed departures more likely close in than far out", () => {
    const share = (from: number, to: number, statuses: string[]) => {
      const band = catalogue.tours.filter((t) => daysTo(t.starting_date) >= from && daysTo(t.starting_date) < to);
      return band.filter((t) => statuses.includes(t.sales_status)).length / band.length;
    };
    expect(share(0, 60, ["SOLD_OUT", "CONFIRMED", "ALMOST_FULL"])).toBeGreaterThan(
      share(270, 600, ["SOLD_OUT", "CONFIRMED", "ALMOST_FULL"]) + 0.3,
    );
  });

  it("is the same for the same day", () => {
    expect(generateCatalogue({ scale: 1, today }).tours.map((t) => t.sales_status)).toEqual(catalogue.tours.map((t) => t.sales_status));
  });
});
