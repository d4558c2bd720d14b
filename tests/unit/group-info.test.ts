import { describe, expect, it } from "vitest";
import {
  AVERAGE_GROUP_SIZE,
  expectedGroupSize,
  GROUP_INFO_MIN_TRAVELLERS,
  groupInfoOf,
  type GroupCounts,
} from "../../app/lib/trip/group-info";

const counts = (booked: number, extra: Partial<GroupCounts> = {}): GroupCounts => ({
  booked,
  female: Math.ceil(booked / 2),
  male: Math.floor(booked / 2),
  firstTimers: 1,
  tripsDone: booked * 2 + 1,
  ages: { "18-24": 0, "25-35": booked - 1, "35-49": 1, "50+": 0 },
  interested: 3,
  capacity: 14,
  ...extra,
});

describe("who is going: the k-threshold", () => {
  it("needs at least 4 booked travellers", () => {
    expect(GROUP_INFO_MIN_TRAVELLERS).toBe(4);
  });

  it.each([0, 1, 2, 3])("shows nothing at all with %s booked", (booked) => {
    const info = groupInfoOf(counts(booked));
    expect(info).toEqual({ shown: false, min: 4 });
    // Not even the counts travel: nothing that could single someone out.
    expect(JSON.stringify(info)).not.toMatch(/female|male|ages|interested/);
  });

  it.each([4, 5, 11, 16])("shows the composition with %s booked", (booked) => {
    const info = groupInfoOf(counts(booked));
    expect(info.shown).toBe(true);
    if (!info.shown) return;
    expect(info.composition.booked).toBe(booked);
    expect(info.composition.female + info.composition.male).toBe(booked);
    expect(info.composition.ages.reduce((sum, age) => sum + age.count, 0)).toBe(booked);
    expect(info.composition.interested).toBe(3);
  });

  it("averages the trips done to one decimal and leaves out empty age bands", () => {
    const info = groupInfoOf(counts(6, { tripsDone: 13 }));
    if (!info.shown) throw new Error("expected the composition");
    expect(info.composition.averageTripsDone).toBe(2.2);
    expect(info.composition.ages.map((a) => a.band)).toEqual(["25-35", "35-49"]);
  });

  it("expects about 11 travellers, within the seats and never fewer than booked", () => {
    expect(AVERAGE_GROUP_SIZE).toBe(11);
    expect(expectedGroupSize(4, 16)).toBe(11);
    expect(expectedGroupSize(4, 10)).toBe(10);
    expect(expectedGroupSize(13, 16)).toBe(13);
    expect(expectedGroupSize(5, 0)).toBe(11);
  });
});
