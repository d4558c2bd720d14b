/** No results: another search the page offers instead, with how many trips it finds. Types only. */
export type Alternative = { kind: "whenever" | "monthBefore" | "monthAfter" | "allTrips"; query: string; total: number };
