/**
 * `npx tsx tests/bench/reference-prices.ts`: how long the alert job's first step takes,
 * refreshReferencePrices (one set-based UPDATE over every tour's price history), on local D1 at
 * 1x and 10x catalogue scale: an hourly run on an unchanged day (writes nothing), the first
 * run of a new day, a day on which every seeded reduction expires (most rows written), and one
 * changeTourPrice. It prints figures; it does not pass or fail.
 */
import { daysBefore } from "../../app/lib/trip/reference-price";
import { createPriceService } from "../../workers/services/prices";
import { createCatalogueD1 } from "../support/catalogue-d1";

const SCALES = (process.env.BENCH_SCALES ?? "1,10").split(",").map(Number);
const TODAY = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => daysBefore(TODAY, -days);

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, Math.round(performance.now() - started)];
}

for (const scale of SCALES) {
  const [d1, seededMs] = await timed(() => createCatalogueD1({ scale, today: new Date(`${TODAY}T00:00:00Z`) }));
  try {
    const prices = createPriceService({ db: d1.db });
    const rows = [];
    for (const [label, day] of [
      ["same day (nothing changes)", TODAY],
      ["same day again", TODAY],
      ["next day", inDays(1)],
      ["+30 days (reductions expire)", inDays(30)],
      ["back to today", TODAY],
    ] as const) {
      const [changed, ms] = await timed(() => prices.refreshReferencePrices(day));
      rows.push({ run: label, ms, toursWritten: changed });
    }
    const tour = d1.catalogue.tours.find((t) => t.starting_date > TODAY)!;
    const [, changeMs] = await timed(() => prices.changeTourPrice(tour.id, { eur: tour.price_eur - 5_000 }, TODAY));
    rows.push({ run: "changeTourPrice (one tour)", ms: changeMs, toursWritten: 1 });
    console.log(
      `\n${scale}x: ${d1.catalogue.tours.length} tours, ${d1.catalogue.priceHistory.length} history rows, ${d1.catalogue.bookings.length} bookings; seeded in ${seededMs} ms`,
    );
    console.table(rows);
  } finally {
    await d1.dispose();
  }
}
