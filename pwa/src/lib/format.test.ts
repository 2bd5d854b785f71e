import { describe, expect, it } from "vitest";
import { decimalStringToXaf, withdrawalFeeXaf, xafToDecimalString } from "@app/schema/money";
import { formatCount, formatDate, formatPhone, formatXaf } from "./format";

/** Intl separates French thousands with a narrow no-break space; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("money at the UI edge", () => {
  it("writes the API's decimal strings as whole XAF in each language", () => {
    expect(plain(formatXaf("25000.00", "en"))).toBe("FCFA 25,000");
    expect(plain(formatXaf("25000.00", "fr"))).toBe("25 000 FCFA");
    expect(plain(formatXaf("-3500.00", "fr"))).toBe("-3 500 FCFA");
    expect(plain(formatXaf(0, "en"))).toBe("FCFA 0");
  });

  it("shows nothing alarming for a value that is not a number", () => {
    expect(plain(formatXaf("not a number", "en"))).toBe("FCFA 0");
  });

  it("writes counts in the reader's digits", () => {
    expect(formatCount(3500, "en")).toBe("3,500");
    expect(plain(formatCount(1_000_000, "fr"))).toBe("1 000 000");
  });

  it("round-trips the API's decimal strings and takes the 5 % withdrawal fee in whole XAF", () => {
    expect(decimalStringToXaf("25000.00")).toBe(25_000);
    expect(xafToDecimalString(3500)).toBe("3500.00");
    expect(decimalStringToXaf(xafToDecimalString(123_456))).toBe(123_456);
    expect(withdrawalFeeXaf(10_000)).toBe(500);
    expect(Number.isInteger(withdrawalFeeXaf(10_010))).toBe(true);
  });

  it("reads dates in Cameroon's time whatever the phone's zone, and phones with +237", () => {
    // 23:30 UTC on 31 December is already 1 January in Douala (UTC+1).
    expect(formatDate("2026-12-31T23:30:00Z", "en")).toMatch(/Jan 1, 2027|1 Jan 2027/);
    expect(formatDate("garbage", "fr")).toBe("");
    expect(formatPhone("670000001")).toBe("+237 670000001");
  });
});
