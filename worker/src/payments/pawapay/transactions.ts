/**
 * pawaPay's payment records read as ours (https://docs.pawapay.io/v2/docs/deposits): its
 * statuses mapped (ACCEPTED, SUBMITTED, PROCESSING, ENQUEUED, IN_RECONCILIATION pending;
 * COMPLETED and FAILED final; anything else `unknown`, never `failed`), its operator codes,
 * and a record (a status lookup's `data` or a callback's flat body) parsed strictly, with
 * every anomaly against the expected payment listed.
 */
import { findMismatches, parseWholeXaf } from "../checks";
import { pickString } from "../http";
import type { Direction, ExpectedPayment, Operator, PaymentStatus, ProviderTransaction } from "../provider";
import { idField, partyField } from "./client";

/** pawaPay's provider code of each operator in Cameroon, and back. */
export const PROVIDER_CODE: Record<Operator, string> = { MTN: "MTN_MOMO_CMR", ORANGE: "ORANGE_CMR" };
export const OPERATOR_OF: Record<string, Operator> = { MTN_MOMO_CMR: "MTN", ORANGE_CMR: "ORANGE" };
const PENDING = new Set(["ACCEPTED", "SUBMITTED", "PROCESSING", "ENQUEUED", "IN_RECONCILIATION"]);

/** pawaPay's payment status -> ours. Anything unrecognised or missing is `unknown`, never `failed`. */
export function mapPawaPayStatus(status: string | null): PaymentStatus {
  if (status === "COMPLETED") return "succeeded";
  if (status === "FAILED") return "failed";
  if (status !== null && PENDING.has(status)) return "pending";
  return "unknown";
}

/** A pawaPay deposit or payout record as our transaction, its anomalies against `expected` listed. */
export function parsePawaPayTransaction(direction: Direction, data: unknown, expected?: ExpectedPayment): ProviderTransaction {
  const party = partyField(direction);
  const amountRaw = pickString(data, "amount");
  const amountXaf = parseWholeXaf(amountRaw);
  const currency = pickString(data, "currency");
  const phone = pickString(data, party, "accountDetails", "phoneNumber");
  const providerStatus = pickString(data, "status");
  return {
    provider: "pawapay",
    direction,
    id: pickString(data, idField(direction)) ?? "",
    status: mapPawaPayStatus(providerStatus),
    providerStatus,
    failureCode: pickString(data, "failureReason", "failureCode"),
    failureMessage: pickString(data, "failureReason", "failureMessage"),
    amountXaf,
    amountRaw,
    currency,
    phone,
    providerReference: null,
    operatorReference: pickString(data, "providerTransactionId"),
    createdAt: pickString(data, "created"),
    mismatches: findMismatches({ amountXaf, amountRaw, currency, phone }, expected),
    raw: data,
  };
}
