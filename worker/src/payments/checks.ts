/**
 * Strict reading of what providers report: whole-XAF amounts, Cameroon MSISDNs, UUIDv4 ids,
 * and the list of anomalies between a reported payment and the one we expect
 * (payment-rails.md, "Always check amount and currency").
 */
import { decimalStringToXaf } from "@app/schema/money";
import { toMsisdn } from "@app/schema/phone";
import type { ExpectedPayment, Mismatch } from "./provider";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Throws TypeError unless `id` is a lowercase UUIDv4 (pawaPay depositId/payoutId, 36 characters). */
export function assertPaymentId(id: string): string {
  if (!UUID_V4.test(id)) throw new TypeError(`payment id must be a lowercase UUIDv4: ${id}`);
  return id;
}

/** Throws RangeError unless `amountXaf` is a whole number of francs above zero. */
export function assertPositiveXaf(amountXaf: number): number {
  if (!Number.isSafeInteger(amountXaf) || amountXaf <= 0)
    throw new RangeError(`amount must be a whole XAF amount > 0: ${amountXaf}`);
  return amountXaf;
}

/** The 9 national digits of a reported phone, or null when it is not a Cameroon number. */
function nationalDigits(phone: string | null): string | null {
  if (!phone) return null;
  try {
    return toMsisdn(phone).slice(3);
  } catch {
    return null;
  }
}

/** "10000", "10000.00" or 10000 -> 10000; null for a fraction of a franc, a negative or junk. */
export function parseWholeXaf(raw: string | null): number | null {
  if (raw === null) return null;
  try {
    return decimalStringToXaf(raw);
  } catch {
    return null;
  }
}

/**
 * Anomalies of a reported payment: currency other than XAF, an amount missing or not whole,
 * and, when `expected` is given, any difference in amount or phone.
 */
export function findMismatches(
  reported: { amountXaf: number | null; amountRaw: string | null; currency: string | null; phone: string | null },
  expected?: ExpectedPayment,
): Mismatch[] {
  const out: Mismatch[] = [];
  if (reported.currency !== "XAF") out.push({ field: "currency", expected: "XAF", actual: reported.currency });
  if (reported.amountXaf === null) {
    out.push({ field: "amount", expected: expected ? String(expected.amountXaf) : "whole XAF", actual: reported.amountRaw });
  } else if (expected && reported.amountXaf !== expected.amountXaf) {
    out.push({ field: "amount", expected: String(expected.amountXaf), actual: String(reported.amountXaf) });
  }
  if (expected?.phone && reported.phone !== null && nationalDigits(reported.phone) !== nationalDigits(expected.phone)) {
    out.push({ field: "phone", expected: expected.phone, actual: reported.phone });
  }
  return out;
}
