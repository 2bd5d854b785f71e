import { describe, expect, it } from "vitest";
import { formatCount, formatXaf } from "./format";
import { parseWholeXaf } from "./parse-xaf";

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("whole XAF typed by an admin", () => {
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

  it("formats XAF and counts for the admin's language, and shows junk as it is", () => {
    expect(plain(formatXaf("25000.00", "fr"))).toBe("25 000 FCFA");
    expect(formatXaf("25000.00", "en")).toMatch(/FCFA\s?25,000/);
    expect(formatXaf("12.5x", "en")).toBe("12.5x");
    expect(plain(formatCount(1234567, "fr"))).toBe("1 234 567");
  });
});
