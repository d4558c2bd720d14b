import type { Sort } from "./filter-fields";

/** The eight sort orders offered, in the order they are listed. */
export const SORT_OPTIONS: Sort[] = [
  "relevance:desc",
  "date:asc",
  "newer:desc",
  "price:asc",
  "price:desc",
  "discount:desc",
  "duration:asc",
  "duration:desc",
];

/** `relevance` and `date` are also written without their direction. */
export function normalSort(sort: Sort | undefined): Sort {
  if (!sort || sort === "relevance") return "relevance:desc";
  return sort === "date" ? "date:asc" : sort;
}
