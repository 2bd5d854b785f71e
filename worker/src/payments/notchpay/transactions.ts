/**
 * Notch Pay's payment and transfer records read as ours
 * (https://developer.notchpay.co/api-reference/payments): statuses pending, processing,
 * complete, failed, canceled, expired ("incomplete", "rejected", "abandoned", "refunded" also
 * occur) mapped, anything else `unknown`, never `failed`; a record parsed strictly, with every
 * anomaly against the expected payment listed. Notch Pay documents no failure code: its final
 * status word is the reason.
 */
import { findMismatches, parseWholeXaf } from "../checks";
import { pickString } from "../http";
import type { Direction, ExpectedPayment, Operator, PaymentStatus, ProviderTransaction } from "../provider";

/** Notch Pay's channel of each operator in Cameroon. */
export const CHANNEL: Record<Operator, string> = { MTN: "cm.mtn", ORANGE: "cm.orange" };
const PENDING = new Set(["pending", "processing", "incomplete"]);
const FAILED = new Set(["failed", "canceled", "cancelled", "rejected", "abandoned", "expired"]);

/** Notch Pay's status word -> ours. Anything unrecognised or missing is `unknown`, never `failed`. */
export function mapNotchPayStatus(status: string | null): PaymentStatus {
  if (status === "complete") return "succeeded";
  if (status === "refunded") return "reversed";
  if (status !== null && FAILED.has(status)) return "failed";
  if (status !== null && PENDING.has(status)) return "pending";
  return "unknown";
}

/** A Notch Pay payment or transfer record as our transaction, its anomalies against `expected` listed. */
export function parseNotchPayTransaction(direction: Direction, t: unknown, expected?: ExpectedPayment): ProviderTransaction {
  const id = pickString(t, "merchant_reference") ?? pickString(t, "trxref") ?? pickString(t, "reference") ?? "";
  const ownReference = pickString(t, "reference");
  const amountRaw = pickString(t, "amount");
  const amountXaf = parseWholeXaf(amountRaw);
  const currency = pickString(t, "currency");
  const phone =
    pickString(t, "phone") ??
    pickString(t, "customer", "phone") ??
    pickString(t, "beneficiary", "phone") ??
    pickString(t, "beneficiary", "account_number");
  const providerStatus = pickString(t, "status");
  const status = mapNotchPayStatus(providerStatus);
  return {
    provider: "notchpay",
    direction,
    id,
    status,
    providerStatus,
    // Notch Pay documents no failure code: its final status word is the reason.
    failureCode: status === "failed" ? providerStatus : null,
    failureMessage: null,
    amountXaf,
    amountRaw,
    currency,
    phone,
    providerReference: ownReference !== id ? ownReference : pickString(t, "id"),
    operatorReference: null,
    createdAt: pickString(t, "created_at"),
    mismatches: findMismatches({ amountXaf, amountRaw, currency, phone }, expected),
    raw: t,
  };
}
