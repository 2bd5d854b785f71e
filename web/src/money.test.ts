import { WITHDRAWAL_FEE_PERCENT, decimalStringToXaf, withdrawalFeeXaf, xafToDecimalString } from "@app/schema/money";
import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatInstant,
  formatPercent,
  formatPhone,
  formatXaf,
  parseWholeXaf,
  signedXaf,
} from "./money";

/** Intl separates French thousands with a narrow no-break space; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("money at the UI edge", () => {
  it("writes the API's decimal strings as whole XAF in each language", () => {
    expect(plain(formatXaf("25000.00", "en"))).toBe("FCFA 25,000");
    expect(plain(formatXaf("25000.00", "fr"))).toBe("25 000 FCFA");
    expect(plain(formatXaf("-3500.00", "fr"))).toBe("-3 500 FCFA");
    expect(plain(formatXaf(0, "en"))).toBe("FCFA 0");
  });

  it("never lets an amount break across lines: no ordinary space inside it", () => {
    for (const locale of ["en", "fr"]) {
      for (const amount of [0, 1000, 25_000, -3500, 1_000_000]) {
        expect(formatXaf(amount, locale)).not.toMatch(/[ \t\n]/);
        expect(formatCount(amount, locale)).not.toMatch(/[ \t\n]/);
      }
    }
    expect(formatXaf(25_000, "fr")).toMatch(/^25[\u00a0\u202f]000[\u00a0\u202f]FCFA$/);
  });

  it("shows a value that is not whole francs as it is, never as a different sum", () => {
    expect(formatXaf("not a number", "en")).toBe("not a number");
    expect(formatXaf("12.5x", "en")).toBe("12.5x");
    expect(formatXaf("12.50", "fr")).toBe("12.50");
    expect(signedXaf("--5")).toBeNull();
    expect(signedXaf(" -7.00 ")).toBe(-7);
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

  it("shows the withdrawal fee's rate from the one constant, in each language's style", () => {
    expect(formatPercent(WITHDRAWAL_FEE_PERCENT, "en")).toBe("5%");
    // French: a no-break space before %, never a line break.
    expect(formatPercent(WITHDRAWAL_FEE_PERCENT, "fr")).toMatch(/^5[\u00a0\u202f]%$/);
    expect(formatPercent(2.5, "en")).toBe("2.5%");
  });

  it("reads dates in Cameroon's time whatever the device's zone, and phones with +237", () => {
    // 23:30 UTC on 31 December is already 1 January in Douala (UTC+1).
    expect(formatDate("2026-12-31T23:30:00Z", "en")).toMatch(/Jan 1, 2027|1 Jan 2027/);
    expect(formatDateTime("2026-12-31T23:30:00Z", "en")).toMatch(/00:30|12:30/);
    expect(formatInstant("2026-12-31T23:30:46Z", "en")).toMatch(/(00|12):30:46/);
    expect(formatInstant("2026-12-31T23:30:46Z", "fr")).not.toMatch(/ /);
    expect(formatInstant("garbage", "fr")).toBe("");
    expect(formatDate("garbage", "fr")).toBe("");
    expect(formatPhone("670000001")).toBe("+237 670000001");
  });
});

describe("whole XAF typed by a person", () => {
  it("reads digits with or without thousands separators", () => {
    expect(parseWholeXaf("25000")).toBe(25_000);
    expect(parseWholeXaf("25 000")).toBe(25_000);
    expect(parseWholeXaf("25,000")).toBe(25_000);
    expect(parseWholeXaf("1.000.000")).toBe(1_000_000);
    expect(parseWholeXaf("25\u202f000")).toBe(25_000);
    expect(parseWholeXaf("0")).toBe(0);
  });

  it("refuses fractions, signs, words and empty text rather than guessing a sum", () => {
    for (const text of ["", " ", "25.5", "25,50", "2,5000", "-100", "1e6", "abc", "12x", "9999999999999"]) {
      expect(parseWholeXaf(text), text).toBeNull();
    }
  });
});
