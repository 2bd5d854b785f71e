/** Providers from Worker variables and secrets, and the strict reading of amounts and phones. */
import { DEV_CREDENTIALS } from "@app/simulator";
import { describe, expect, it } from "vitest";
import { toMsisdn } from "@app/schema/phone";
import { findMismatches, parseWholeXaf } from "./checks";
import { paymentProviders } from "./config";

const pawapay = { PAWAPAY_BASE_URL: "https://api.sandbox.pawapay.io", PAWAPAY_API_TOKEN: "token" };
const notchpay = {
  NOTCHPAY_BASE_URL: "https://api.notchpay.co",
  NOTCHPAY_PUBLIC_KEY: DEV_CREDENTIALS.notchpayPublicKey,
  NOTCHPAY_PRIVATE_KEY: DEV_CREDENTIALS.notchpayPrivateKey,
  NOTCHPAY_HASH_KEY: DEV_CREDENTIALS.notchpayHashKey,
};

describe("paymentProviders", () => {
  it("builds only the providers whose settings are present", () => {
    expect(Object.keys(paymentProviders({}))).toEqual([]);
    expect(Object.keys(paymentProviders(pawapay))).toEqual(["pawapay"]);
    expect(Object.keys(paymentProviders({ ...pawapay, ...notchpay }))).toEqual(["pawapay", "notchpay"]);
  });

  it("refuses a half-configured provider, naming the missing variable", () => {
    expect(() => paymentProviders({ PAWAPAY_BASE_URL: "https://api.pawapay.io" })).toThrow(/PAWAPAY_API_TOKEN/);
    expect(() => paymentProviders({ ...notchpay, NOTCHPAY_HASH_KEY: "" })).toThrow(/NOTCHPAY_HASH_KEY/);
  });

  it("refuses a timeout that is not a whole number of milliseconds", () => {
    expect(paymentProviders({ ...pawapay, PAYMENTS_HTTP_TIMEOUT_MS: "5000" }).pawapay?.name).toBe("pawapay");
    expect(() => paymentProviders({ ...pawapay, PAYMENTS_HTTP_TIMEOUT_MS: "5s" })).toThrow(/PAYMENTS_HTTP_TIMEOUT_MS/);
  });

  it("allows plain http only to a loopback simulator, and never in production", () => {
    const local = { ...pawapay, PAWAPAY_BASE_URL: "http://127.0.0.1:8789" };
    expect(paymentProviders({ ...local, APP_ENV: "development" }).pawapay?.name).toBe("pawapay");
    expect(() => paymentProviders({ ...local, APP_ENV: "production" })).toThrow(/https/);
    expect(() => paymentProviders({ ...pawapay, PAWAPAY_BASE_URL: "http://api.pawapay.io" })).toThrow(/https/);
  });
});

describe("amounts and phones as providers report them", () => {
  it("reads whole XAF only", () => {
    expect(parseWholeXaf("10000")).toBe(10_000);
    expect(parseWholeXaf("10000.00")).toBe(10_000);
    expect(parseWholeXaf("10000.50")).toBeNull();
    expect(parseWholeXaf("-5")).toBeNull();
    expect(parseWholeXaf(null)).toBeNull();
  });

  it("turns Cameroon mobile numbers into MSISDNs and refuses others", () => {
    expect(toMsisdn("653456789")).toBe("237653456789");
    expect(toMsisdn("+237 653 45 67 89")).toBe("237653456789");
    expect(() => toMsisdn("222123456")).toThrow(RangeError);
    expect(() => toMsisdn("+33612345678")).toThrow(RangeError);
  });

  it("lists a foreign currency, a fractional amount and a different phone", () => {
    expect(
      findMismatches({ amountXaf: 10_000, amountRaw: "10000", currency: "EUR", phone: "237653456789" }, { amountXaf: 10_000 }),
    ).toEqual([{ field: "currency", expected: "XAF", actual: "EUR" }]);
    expect(findMismatches({ amountXaf: null, amountRaw: "99.5", currency: "XAF", phone: null })).toEqual([
      { field: "amount", expected: "whole XAF", actual: "99.5" },
    ]);
    expect(
      findMismatches(
        { amountXaf: 500, amountRaw: "500", currency: "XAF", phone: "+237677000000" },
        { amountXaf: 500, phone: "653456789" },
      ),
    ).toEqual([{ field: "phone", expected: "653456789", actual: "+237677000000" }]);
  });
});
