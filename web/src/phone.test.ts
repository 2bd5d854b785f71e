import { describe, expect, it } from "vitest";
import { phoneSchema } from "@app/schema/contracts/auth";
import { phoneDigits } from "./phone";

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
