import { describe, expect, it } from "vitest";
import { renderOnSite } from "./render-on-site";
import { AllInPrice } from "../../app/components/trip/all-in-price";
import type { TripCosts } from "../../workers/services/trips/types";

/** What the next render shows. */
let shown: { costs: TripCosts; price: number };
const Block = () => <AllInPrice costs={shown.costs} price={shown.price} />;

/** The all-in price block of a trip on the Italian site, as the server renders it. */
function render(costs: TripCosts, price: number) {
  shown = { costs, price };
  const page = renderOnSite("it", Block);
  return {
    flight: page.querySelector("[data-cost=flight] strong")?.text ?? "",
    total: page.querySelector("[data-testid=all-in-total]")?.text ?? "",
  };
}

const costs = (min: number, max: number): TripCosts => ({
  currency: "EUR",
  kitty: 20_000,
  singleRoom: null,
  flight: { airports: ["MXP"], min, max },
});

describe("the all-in price", () => {
  it("gives a flight band and a total band as ranges", () => {
    const { flight, total } = render(costs(45_000, 59_000), 100_000);
    expect(flight).toMatch(/^450\s€ – 590\s€$/);
    expect(total).toMatch(/circa 1\.650\s€ – 1\.790\s€ a persona/);
  });

  it("says one amount where a band's two ends read the same, never '590 € – 590 €'", () => {
    const { flight, total } = render(costs(59_000, 59_000), 100_000);
    expect(flight).toMatch(/^circa 590\s€$/);
    expect(total).toMatch(/circa 1\.790\s€ a persona/);
    expect(total).not.toMatch(/–/);
  });
});
