import type { BenchCall } from "./search-worker";

/** The bench Worker's path that runs a part of the seed script (statements one per line) posted to it. */
export const SEED_PATH = "/seed";

/** The fixed mix: the default search, each filter alone, combinations, free text, every sort, top-sellers. */
export const BENCH_MIX: readonly [string, BenchCall][] = [
  ["default (paginated)", { method: "travelsPaginated", filters: {} }],
  ["default (list)", { method: "travels", filters: {} }],
  ["durations MAX_6", { method: "travelsPaginated", filters: { durations: "MAX_6" } }],
  ["durationFrom/To", { method: "travelsPaginated", filters: { durationFrom: 8, durationTo: 12 } }],
  ["price range", { method: "travelsPaginated", filters: { priceFrom: 80_000, priceTo: 150_000 } }],
  ["ageBadge", { method: "travelsPaginated", filters: { ageBadge: "25-35" } }],
  ["discounted", { method: "travelsPaginated", filters: { discounted: true } }],
  ["no sharing room", { method: "travelsPaginated", filters: { isNoSharingRoomAvailable: true } }],
  ["badgeId[]", { method: "travelsPaginated", filters: { badgeId: ["NEW"] } }],
  ["travelStyles[]", { method: "travelsPaginated", filters: { travelStyles: ["CULTURE", "HISTORY"] } }],
  ["status[] SOLD_OUT", { method: "travelsPaginated", filters: { status: ["SOLD_OUT"] } }],
  ["withUnbookable", { method: "travelsPaginated", filters: { withUnbookable: true } }],
  ["travelTypes[]", { method: "travelsPaginated", filters: { travelTypes: ["CARAVAN_X"] } }],
  ["destinationId[]", { method: "travelsPaginated", filters: { destinationId: ["1", "34"] } }],
  ["continentId[]", { method: "travelsPaginated", filters: { continentId: ["2"] } }],
  ["travelId[]", { method: "travelsPaginated", filters: { travelId: ["1", "2", "3", "40", "41"] } }],
  ["dates (a month)", { method: "travelsPaginated", filters: { dateFrom: isoIn(60), dateTo: isoIn(90) } }],
  [
    "dates + daysSpan + within",
    { method: "travelsPaginated", filters: { dateFrom: isoIn(100), dateTo: isoIn(110), daysSpan: 3, withinDateRange: true } },
  ],
  ["hasTours false", { method: "travelsPaginated", filters: { hasTours: false } }],
  [
    "combined",
    {
      method: "travelsPaginated",
      filters: { continentId: ["1"], priceTo: 200_000, ageBadge: "25-35", durations: "MAX_10", discounted: true },
    },
  ],
  ["free text 'peru'", { method: "travelsPaginated", filters: { textSearch: "peru" } }],
  ["free text prefix 'ita'", { method: "travelsPaginated", filters: { textSearch: "ita" } }],
  ["free text 'désert maroc'", { method: "travelsPaginated", filters: { textSearch: "désert maroc" } }],
  ["sort date", { method: "travelsPaginated", filters: { sort: "date" } }],
  ["sort newer:desc", { method: "travelsPaginated", filters: { sort: "newer:desc" } }],
  ["sort price:asc", { method: "travelsPaginated", filters: { sort: "price:asc" } }],
  ["sort price:desc", { method: "travelsPaginated", filters: { sort: "price:desc" } }],
  ["sort discount:desc", { method: "travelsPaginated", filters: { sort: "discount:desc" } }],
  ["sort duration:asc", { method: "travelsPaginated", filters: { sort: "duration:asc" } }],
  ["sort duration:desc", { method: "travelsPaginated", filters: { sort: "duration:desc" } }],
  ["page 10", { method: "travelsPaginated", filters: { page: 10 } }],
  ["tours default", { method: "tours", filters: { tab: "tours" } }],
  ["tours price:asc", { method: "tours", filters: { tab: "tours", sort: "price:asc" } }],
  ["tours newer:desc", { method: "tours", filters: { tab: "tours", sort: "newer:desc" } }],
  ["tours duration:desc", { method: "tours", filters: { tab: "tours", sort: "duration:desc" } }],
  ["tours dates + continent", { method: "tours", filters: { tab: "tours", dateFrom: isoIn(30), dateTo: isoIn(60), continentId: ["1"] } }],
  ["top-sellers text (D1)", { method: "topSellers", query: { search: "ital" }, cache: false }],
  ["top-sellers all (D1)", { method: "topSellers", query: {}, cache: false }],
  ["top-sellers continent (D1)", { method: "topSellers", query: { continents: ["AS"] }, cache: false }],
  ["top-sellers text (KV hit)", { method: "topSellers", query: { search: "ital" }, cache: true }],
];

function isoIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
