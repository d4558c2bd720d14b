/**
 * `npm run tours:price -- --tour <code> --eur <cents> [--gbp <cents>] [--usd <cents>] [--day YYYY-MM-DD] [--persist-to DIR]`
 *
 * Changes a tour's price on the local database of a running (or stopped) `npm start`, with
 * the same statements the Worker's price service runs (workers/services/prices): the history
 * row, the tour's prices and its reference ("was") price and discount. GBP and USD follow the
 * tour's current ratio to EUR unless given. The day defaults to today (UTC). The alert job
 * (`npm run alerts:run`) then sees the new price.
 */
import { parseArgs } from "node:util";
import { priceChangeStatements } from "../workers/services/prices";
import { TOUR_PRICE_ROW_SQL, type TourPriceRow, tourPriceReport } from "../workers/services/prices/tour-price-report";
import { whenFree, withLocalD1 } from "./local-d1";

const USAGE =
  "usage: npm run tours:price -- --tour <code> --eur <cents> [--gbp <cents>] [--usd <cents>] [--day YYYY-MM-DD] [--persist-to DIR]";

function fail(message: string, code = 2): never {
  console.error(`tours:price: ${message}`);
  process.exit(code);
}

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      tour: { type: "string" },
      eur: { type: "string" },
      gbp: { type: "string" },
      usd: { type: "string" },
      day: { type: "string" },
      "persist-to": { type: "string", default: ".wrangler/state" },
      help: { type: "boolean", short: "h", default: false },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message.split(/\.\s/)[0]}. ${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const cents = (name: "eur" | "gbp" | "usd") => {
  const text = values[name];
  if (text === undefined) return null;
  if (typeof text !== "string" || !/^\d{1,9}$/.test(text)) fail(`--${name} must be a whole number of cents, got "${String(text)}"`);
  return Number(text);
};
const tour = values.tour;
if (typeof tour !== "string" || !/^[\w-]{1,64}$/.test(tour)) fail(`--tour needs a tour code such as CRV-12-20260501. ${USAGE}`);
const eur = cents("eur");
if (eur === null) fail(`--eur is required. ${USAGE}`);
const day = typeof values.day === "string" ? values.day : new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
  fail(`--day must be a date like 2026-05-01, got "${day}"`);
const persistTo = String(values["persist-to"]);

const statements = priceChangeStatements({ code: tour }, { eur, gbp: cents("gbp"), usd: cents("usd") }, day);
let before: TourPriceRow | null;
let after: TourPriceRow | null;
try {
  ({ before, after } = await withLocalD1(persistTo, async (db) => {
    const current = () => whenFree(() => db.prepare(TOUR_PRICE_ROW_SQL).bind(tour).first<TourPriceRow>());
    const was = await current();
    if (!was) return { before: null, after: null };
    // One batch: the history row, the prices and the reference price land together or not at all.
    await whenFree(() => db.batch(statements.map(({ sql, params }) => db.prepare(sql).bind(...params))));
    return { before: was, after: await current() };
  }));
} catch (error) {
  fail((error as Error).message, 1);
}
if (!before || !after) fail(`no tour with code ${tour} in ${persistTo}`, 1);
console.log(tourPriceReport(tour, day, before, after));
