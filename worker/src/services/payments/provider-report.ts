/**
 * Reading a provider's report of one payment against our row (docs/product-rules.md#automatic-rails,
 * RAIL-3): the facts it tells (statuses and references, for the history entry and the row)
 * and every anomaly between the report and what we stored, worded for the staff's review.
 */
import { findMismatches } from "../../payments/checks";
import type { Mismatch, ProviderTransaction } from "../../payments/provider";
import type { PaymentRow } from "./payment-rows";

/**
 * Every anomaly of a provider's report against OUR row (RAIL-3): the id, the currency, the
 * amount and the phone, whatever the adapter already compared. The row is checked here,
 * at the one gate to the ledger, because not every report was read with the expected
 * payment at hand (a provider's list in the reconciliation, RAIL-7, is not).
 */
export function mismatchesWithRow(row: PaymentRow, tx: ProviderTransaction): Mismatch[] {
  const out = findMismatches(tx, { amountXaf: row.amount_xaf, phone: row.phone });
  if (tx.id !== row.id) out.unshift({ field: "id", expected: row.id, actual: tx.id });
  for (const m of tx.mismatches) if (!out.some((o) => o.field === m.field)) out.push(m);
  return out;
}

/** What a provider's report tells about the payment, for its history entry and its row. */
export function factsOf(tx: ProviderTransaction) {
  return {
    providerStatus: tx.providerStatus,
    operatorReference: tx.operatorReference,
    providerReference: tx.providerReference,
    raw: tx.raw,
  };
}

/** The mismatches as one line for the history and the review reason. */
export function describeMismatches(mismatches: Mismatch[]): string {
  return mismatches.map((m) => `${m.field}: expected ${m.expected}, provider says ${m.actual}`).join("; ");
}
