/**
 * `npx tsx scripts/seed.ts [--scale N] [--today YYYY-MM-DD] [--out FILE] [--no-apply] [--persist-to DIR]`
 *
 * Writes the deterministic catalogue as a SQL script (default .wrangler/seed.sql) and applies
 * it to the local D1 database of the state folder (default .wrangler/state, `npm start`'s), in
 * this process as `wrangler d1 execute --local --file` would (scripts/local-d1.ts: 2 s where a
 * wrangler start took 11). The script wipes the catalogue tables first, so rerunning is safe.
 * Migrations must be applied before (npm run db:migrate).
 */
import { closeSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { withLocalD1 } from "./local-d1";
import { createProgress } from "./progress.mjs";
import { generateCatalogue } from "./seed/catalogue";
import { catalogueScriptChunks, catalogueScriptLines } from "./seed/sql";
import { withSeedIndexesDropped } from "./seed/index";
import { generatePromotions, promotionScript } from "./seed/promotions";
import { generateTravelCosts, travelCostScript } from "./seed/travel-costs";
import { generateMeetupEvents, meetupEventsScript } from "./seed/events";

const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "1" },
    today: { type: "string" },
    out: { type: "string", default: ".wrangler/seed.sql" },
    "no-apply": { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0) {
  console.error(`--scale must be a positive number, got "${values.scale}"`);
  process.exit(2);
}
const today = values.today ? new Date(`${values.today}T00:00:00Z`) : new Date();
if (Number.isNaN(today.getTime())) {
  console.error(`--today must be a date like 2026-05-01, got "${values.today}"`);
  process.exit(2);
}

// A step's line when it starts, then at most one line every five seconds (a 100x seed takes minutes).
const progress = createProgress("seed");
const catalogue = generateCatalogue({ scale, today, progress });
const out = resolve(values.out);
mkdirSync(dirname(out), { recursive: true });
const meetupEvents = generateMeetupEvents(today);
progress.step("promotions, travel costs and meetup events");
const others = [
  promotionScript(generatePromotions(catalogue, today)),
  travelCostScript(generateTravelCosts(catalogue)),
  meetupEventsScript(meetupEvents),
];
progress.step(`writing ${values.out}`, 0, "statements");
// Line by line: at 100x the script (~500 MB) is longer than a string can be; written a few MB at a time.
const file = openSync(out, "w");
let pending: string[] = [];
let pendingBytes = 0;
for (const line of catalogueScriptLines(catalogue)) {
  pending.push(line);
  pendingBytes += line.length;
  if (pendingBytes > 4_000_000) {
    writeSync(file, `${pending.join("\n")}\n`);
    pending = [];
    pendingBytes = 0;
  }
  progress.tick();
}
if (pending.length > 0) writeSync(file, `${pending.join("\n")}\n`);
for (const script of others) writeSync(file, script);
closeSync(file);
progress.say(
  `${catalogue.countries.length} countries, ${catalogue.travels.length} travels, ${catalogue.tours.length} tours, ` +
    `${catalogue.periods.length} periods, ${meetupEvents.length} meetup events (scale ${scale}) -> ${values.out}`,
);

/**
 * Up to BULK_SCALE the script runs as one exec (one transaction: a site reading the database
 * meanwhile sees the old catalogue or the new one). Above, as the search benchmark loads it: in
 * chunks of lines, with the indexes of the tables it writes dropped and created after
 * (withSeedIndexesDropped; 100x: minutes less), so not for a database serving visitors.
 */
const BULK_SCALE = 10;
const CHUNK_BYTES = 8_000_000;

async function apply(db: D1Database) {
  if (scale < BULK_SCALE) {
    progress.step("applying the script to local D1 in one transaction");
    await db.exec(readFileSync(out, "utf8"));
    return;
  }
  const megabytes = (text: string) => Math.round(text.length / 1e6);
  await withSeedIndexesDropped(db, async () => {
    progress.step("loading local D1 in chunks, indexes dropped", Math.round(statSync(out).size / 1e6), "MB");
    for (const script of catalogueScriptChunks(catalogue, CHUNK_BYTES)) {
      await db.exec(script);
      progress.tick(megabytes(script));
    }
    for (const script of others) await db.exec(script);
    progress.step("creating the indexes again");
  });
}

if (!values["no-apply"]) {
  try {
    // One statement per line (renderStatement), as D1's exec reads a script.
    await withLocalD1(resolve(values["persist-to"] ?? ".wrangler/state"), (db) => apply(db as unknown as D1Database));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error("seed: applying the script to the local database failed (were the migrations applied? npm run db:migrate)");
    process.exit(1);
  }
  progress.say("applied to local D1");
}
