/** Unit tests of the shared transaction-id normaliser in schema/src/transaction-id.ts (run here, in workerd). */
import { describe, expect, it } from "vitest";
import { normaliseTransactionId } from "@app/schema/transaction-id";

describe("normaliseTransactionId", () => {
  it.each([
    ["MP240101.1234.A56789", "MP2401011234A56789"],
    ["mp240101.1234.a56789", "MP2401011234A56789"],
    [" MP2401 0112 34A56789 ", "MP2401011234A56789"],
    ["MP240101\u200B1234\u200DA56789\uFEFF", "MP2401011234A56789"],
    ["ＭＰ２４０１０１１２３４Ａ５６７８９", "MP2401011234A56789"],
    ["MP2401011234A56789.", "MP2401011234A56789"],
    ["MP-2401011234/A56789", "MP2401011234A56789"],
    ["\u00A0MP2401011234A56789\u3000", "MP2401011234A56789"],
  ])("reads %j as %j", (typed, key) => {
    expect(normaliseTransactionId(typed)).toBe(key);
  });

  it("keeps distinct ids distinct", () => {
    expect(normaliseTransactionId("CI240101.1234.B1")).not.toBe(normaliseTransactionId("CI240101.1234.B2"));
  });

  it("leaves nothing of an id made only of punctuation and spaces", () => {
    expect(normaliseTransactionId(" .-\u200B ")).toBe("");
  });
});
