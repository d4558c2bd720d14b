import { describe, expect, it } from "vitest";
import { isPhone, PHONE_MAX_LENGTH, PHONE_PATTERN } from "../../app/lib/account/phone";

describe("phone pattern", () => {
  it.each([
    "+39 333 1234567",
    "+39-333-1234567",
    "+39.333.1234567",
    "(39) 333 1234567",
    "+(39) 333 1234567",
    "+1 555 1234",
    "+44 7911 123456",
    "333 1234567",
    "3331234567",
    "+393331234567",
    "0039 333 1234567".slice(1),
    " +49 151 1234567 ",
  ])("accepts %j", (phone) => {
    expect(isPhone(phone)).toBe(true);
  });

  it.each([
    "",
    "12345",
    "+39 33 1234567",
    "+39 333 123",
    "+39 333 12345678",
    "+1234 333 1234567",
    "(39 333 1234567",
    "39) 333 1234567",
    "++39 333 1234567",
    "+39 333 123456a",
    "+39  333 1234567",
    "+39 / 333 1234567",
    "phone: 333 1234567",
    "+39 333 1234567 ext 2",
  ])("refuses %j", (phone) => {
    expect(isPhone(phone)).toBe(false);
  });

  it("refuses anything longer than the form takes", () => {
    expect(isPhone(`+(39) 3333 1234567`)).toBe(true);
    expect(isPhone(`+(39) 3333 1234567`.padEnd(PHONE_MAX_LENGTH + 1, "0"))).toBe(false);
  });

  it("is a pattern a browser accepts in a pattern attribute (the v flag)", () => {
    const attribute = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");
    expect(attribute.test("+39 333 1234567")).toBe(true);
    expect(attribute.test("+39 33 1234567")).toBe(false);
  });
});
