import { describe, expect, it } from "vitest";
import { fundReserveInput } from "@app/schema/contracts/reserve";
import { checkWith } from "../../lib/form";
import { testI18n } from "../../test/i18n";
import { fundReserveMessage, fundReserveRequest } from "./fund-reserve-check";

const check = (amount: string, note: string, locale = "en") => {
  const i18n = testI18n(locale === "fr" ? "fr" : "en");
  const result = checkWith(fundReserveInput, fundReserveRequest, fundReserveMessage(locale))({ value: { amount, note } });
  return result && Object.fromEntries(Object.entries(result.fields).map(([field, text]) => [field, i18n._(text)]));
};

describe("the 'Fund reserve' form's check (docs/product-rules.md#reserve)", () => {
  it("takes whole XAF as people type them, with a note", () => {
    expect(check("25 000", "Exhibition sales")).toBeUndefined();
    expect(fundReserveRequest({ amount: "25,000", note: "x" })).toMatchObject({ amount: 25_000 });
  });

  it("names an amount that is not whole XAF, or none, and a missing note", () => {
    expect(check("12.5", " ")).toEqual({ amount: "Enter a whole number of XAF, at least 1", note: "A note is required" });
    expect(check("0", "ok")).toEqual({ amount: "Enter a whole number of XAF, at least 1" });
  });

  it("says the contract's maximum in the admin's language", () => {
    expect(check("1000000001", "ok")?.amount).toMatch(/^Must be at most FCFA\s1,000,000,000$/);
    expect(check("1000000001", "ok", "fr")?.amount).toMatch(/1\s000\s000\s000/);
  });

  it("gives each funding its own request id, so a new funding is never taken for a retry (LED-8)", () => {
    const a = fundReserveRequest({ amount: "1", note: "x" }).requestId;
    expect(a).not.toBe(fundReserveRequest({ amount: "1", note: "x" }).requestId);
  });
});
