/** The shared reading of phone numbers (schema/src/phone.ts), run here with the other front-end unit tests. */
import { describe, expect, it } from "vitest";
import { phoneSchema } from "@app/schema/contracts/auth";
import { phoneDigits, phoneSearchDigits, toMsisdn } from "@app/schema/phone";

describe("phoneDigits", () => {
  it.each([
    ["+237 6 77 12 34 56", "677123456"],
    ["677-12-34-56", "677123456"],
    ["677 12 34 56", "677123456"],
    ["(677) 12.34.56", "677123456"],
    ["00237 677123456", "677123456"],
    ["237677123456", "677123456"],
    ["+237\u00a0677\u202f123\u202f456", "677123456"],
    ["677123456", "677123456"],
  ])("keeps the 9 digits of %s", (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
    expect(phoneSchema.safeParse(phoneDigits(typed)).success).toBe(true);
  });

  it("leaves what is not a Cameroon number for the check to refuse", () => {
    expect(phoneDigits("6771234567")).toBe("6771234567");
    expect(phoneSchema.safeParse(phoneDigits("6771234567")).success).toBe(false);
    expect(phoneDigits("+33 6 12 34 56 78")).toBe("33612345678");
    expect(phoneDigits("six")).toBe("six");
    expect(phoneDigits("")).toBe("");
  });
});

describe("toMsisdn", () => {
  it.each([
    ["653456789", "237653456789"],
    ["+237 653 45 67 89", "237653456789"],
    ["237653456789", "237653456789"],
    ["00237 653-45-67-89", "237653456789"],
    ["(653) 45.67.89", "237653456789"],
  ])("sends %s to the providers as %s", (typed, msisdn) => {
    expect(toMsisdn(typed)).toBe(msisdn);
  });

  it.each([
    ["a landline", "222123456"],
    ["a number of 7, 8 or 9 that the check accepts but the providers do not", "777123456"],
    ["a French number", "+33612345678"],
    ["ten digits", "6534567890"],
    ["letters", "six"],
    ["nothing", ""],
  ])("refuses %s", (_what, typed) => {
    expect(() => toMsisdn(typed)).toThrow(RangeError);
  });
});

describe("phoneSearchDigits", () => {
  it.each([
    ["+237 6417", "6417"],
    ["+237 641 71 23 45", "641712345"],
    ["00237 6417", "6417"],
    ["2376417", "6417"],
    ["641 71", "64171"],
    ["(641) 71.23", "6417123"],
    ["237", "237"],
    ["12 300", "12300"],
  ])("reads %s as the stored digits %s", (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
  });

  it.each([["Amina"], ["LA-7K3M"], ["+"], [""], ["🦁"]])("reads %s as no phone", (typed) => {
    expect(phoneSearchDigits(typed)).toBeNull();
  });
});
