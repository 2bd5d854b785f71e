/** The payment reference as staff copy it (docs/product-rules.md#operator-views, OPS-4). */
import { describe, expect, it } from "vitest";
import { paymentReferenceOf } from "./query-terms";

describe("paymentReferenceOf", () => {
  it.each([
    ["LA-7K3M9Q2P", "LA-7K3M9Q2P"],
    ["la-7k3m9q2p", "LA-7K3M9Q2P"],
    ["Our reference LA-7K3M9Q2P", "LA-7K3M9Q2P"],
    ["Notre référence : LA-7K3M9Q2P", "LA-7K3M9Q2P"],
    ["LA 7K3M", "LA-7K3M"],
    ["LA7K3M9Q2P", "LA-7K3M9Q2P"],
    ["LA-OIL2", "LA-0112"],
    ["ＬＡ－７Ｋ３Ｍ", "LA-7K3M"],
  ])("reads %s as %s", (typed, reference) => {
    expect(paymentReferenceOf(typed)).toBe(reference);
  });

  it.each([["La Nuit"], ["LA-"], ["LA-7"], ["VILLA-7K3M"], ["LA-7K3M9Q2P9"], ["Amina"]])("reads %s as no reference", (typed) => {
    expect(paymentReferenceOf(typed)).toBeNull();
  });
});
