import { describe, expect, it } from "vitest";
import { NO_RATING_COLOUR, reviewBadge, roundRating } from "../../app/lib/format/review-badge";

const RED = "#FF3722";
const ORANGE = "#FF8622";
const YELLOW = "#FFCE00";
const LIGHT_GREEN = "#73CF11";
const GREEN = "#00B67A";

describe("reviewBadge", () => {
  // Bands at every boundary, and the half-way gaps between bands (rounded half up).
  it.each([
    [1, "bad", RED, 20],
    [1.2, "bad", RED, 24],
    [1.25, "bad", RED, 26],
    [1.3, "bad", RED, 26],
    [1.7, "bad", RED, 34],
    [1.74, "bad", RED, 34],
    [1.75, "poor", ORANGE, 36],
    [1.8, "poor", ORANGE, 36],
    [2.7, "poor", ORANGE, 54],
    [2.75, "average", YELLOW, 56],
    [2.8, "average", YELLOW, 56],
    [3.7, "average", YELLOW, 74],
    [3.75, "great", LIGHT_GREEN, 76],
    [3.8, "great", LIGHT_GREEN, 76],
    [4.2, "great", LIGHT_GREEN, 84],
    [4.25, "excellent", GREEN, 86],
    [4.3, "excellent", GREEN, 86],
    [4.8, "excellent", GREEN, 96],
    [4.96, "excellent", GREEN, 100],
    [5, "excellent", GREEN, 100],
  ])("%s → %s, %s, %s %%", (rating, label, colour, fillPercent) => {
    expect(reviewBadge(rating)).toEqual({ label, colour, fillPercent, rounded: roundRating(rating) });
  });

  // Outside 1–5 (checked before rounding) there is no rating: grey, no label, no stars.
  it.each([0.9, 0.96, 0, -1, 5.04, 5.1, 10, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined])(
    "%s → no rating",
    (rating) => {
      expect(reviewBadge(rating)).toEqual({ label: null, colour: NO_RATING_COLOUR, fillPercent: 0, rounded: null });
    },
  );

  it("fills 20 × the rounded value, not the raw one", () => {
    expect(reviewBadge(4.74).fillPercent).toBe(94);
    expect(reviewBadge(4.75).fillPercent).toBe(96);
  });
});

describe("roundRating", () => {
  it.each([
    [1.15, 1.2],
    [1.25, 1.3],
    [2.749, 2.7],
    [4.05, 4.1],
    [4.7, 4.7],
    [4.999, 5],
  ])("%s → %s (half up, immune to binary error)", (rating, expected) => {
    expect(roundRating(rating)).toBe(expected);
  });
});
